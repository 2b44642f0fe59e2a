import { hasScriptScheme } from '@quo/contract'

/** Counter limit of the shortDescription field (docs/product.md §5). */
export const SHORT_DESCRIPTION_LIMIT = 150

/**
 * What a URL field stores (docs/product.md §5): a value typed without a scheme gets `http://`. Only
 * `scheme://` counts as a scheme, because `vaduz.li:8080/x` would otherwise look like one.
 * @example normalizeUrl('www.vaduz.li') // 'http://www.vaduz.li'
 */
export function normalizeUrl(value: string): string {
  const v = value.trim()
  if (!v || /^[a-z][a-z0-9+.-]*:\/\//i.test(v)) return v
  return `http://${v.replace(/^\/\//, '')}`
}

/** `scheme:` followed by anything but a port number (`vaduz.li:8080` is a host and port). */
const OTHER_SCHEME = /^[a-z][a-z0-9+.-]*:(?!\d)/i

/**
 * Where a URL field links to, or undefined when it is no web link: only http and https after
 * normalising, so `javascript:`, `data:` or `mailto:` in a URL field never become a link.
 * @example webLinkHref('www.vaduz.li') // 'http://www.vaduz.li'
 */
export function webLinkHref(value: string): string | undefined {
  const v = value.trim()
  if (hasScriptScheme(v) || (OTHER_SCHEME.test(v) && !/^https?:\/\//i.test(v))) return undefined
  const href = normalizeUrl(v)
  // A host must follow the scheme; the package runs where no URL class is typed (no DOM, no Node lib).
  return /^https?:\/\/[^\s/?#@]+(?:[/?#]\S*)?$/i.test(href) ? href : undefined
}

/**
 * Link of an e-mail field.
 * @example mailtoHref('info@adler.li') // 'mailto:info@adler.li'
 */
export function mailtoHref(email: string): string {
  return `mailto:${email.trim()}`
}

/**
 * Link of a phone field; spaces, slashes and brackets people type would break dialling.
 * @example telHref('+423 232 12 34') // 'tel:+4232321234'
 */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`
}
