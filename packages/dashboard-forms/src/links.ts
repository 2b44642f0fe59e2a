/** Counter limit of the shortDescription field (spec §5). */
export const SHORT_DESCRIPTION_LIMIT = 150

/** URLs without a scheme get `http://` (spec §5). */
export function normalizeUrl(value: string): string {
  const v = value.trim()
  if (!v) return v
  return /^[a-z][a-z0-9+.-]*:/i.test(v) ? v : `http://${v}`
}

export function mailtoHref(email: string): string {
  return `mailto:${email.trim()}`
}

export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`
}
