import type { ItemDetail, ItemDetailKey } from '@quo/contract'
import { mailtoHref, renderSafeMarkdown, telHref, webLinkHref } from '@quo/place-rules'

export type DetailDisplay =
  | { kind: 'text'; text: string }
  | { kind: 'link'; text: string; href: string; external: boolean }
  | { kind: 'html'; html: string }
  | { kind: 'hours'; text: string }

/**
 * How a detail shows on the card (docs/product.md §5): URLs get http:// when they lack a scheme, e-mails a
 * mailto: link, phones a tel: link, numbers their unit, markdown rendered and sanitised with
 * the sanitiser the API checks with. Everything else is text, which React escapes, so markup
 * stored before the API refused it shows as the characters it is.
 */
export function displayDetail(detail: ItemDetail, key: ItemDetailKey | undefined): DetailDisplay {
  const value = detail.dataValue
  switch (key?.keyType) {
    case 'url': {
      // A stored `javascript:` or `data:` value never becomes a link.
      const href = webLinkHref(value)
      if (!href) return { kind: 'text', text: value }
      return { kind: 'link', text: value.replace(/^https?:\/\//, ''), href, external: true }
    }
    case 'email':
      return { kind: 'link', text: value, href: mailtoHref(value), external: false }
    case 'phone':
      return { kind: 'link', text: value, href: telHref(value), external: false }
    case 'number':
      return { kind: 'text', text: detail.dataValueUnit ? `${value} ${detail.dataValueUnit}` : value }
    case 'markdown':
      return { kind: 'html', html: renderSafeMarkdown(value) }
    case 'hours':
      return { kind: 'hours', text: value }
    default:
      return { kind: 'text', text: value }
  }
}
