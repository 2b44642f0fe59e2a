import { type DetailKeyType, looksLikeMarkup, TEXT_MESSAGES } from '@quo/contract'
import { webLinkHref } from './links.js'
import { isMarkdownAllowed } from './markdown.js'
import { openingHoursError } from './openingHours.js'

/** The spec's words for markdown that sanitising would change (§5). */
export const MARKDOWN_NOT_ALLOWED = 'Markdown is not allowed'

/**
 * Why a detail value cannot be saved under a key of this type, or undefined when it can. The
 * editor checks with it as staff type and the API before it writes, so both refuse the same:
 * markdown the shared sanitiser would change, opening hours the library cannot read, links
 * that are not http(s), and markup in every other (plain-text) type.
 */
export async function detailValueError(keyType: DetailKeyType, value: string): Promise<string | undefined> {
  if (keyType === 'markdown') return isMarkdownAllowed(value) ? undefined : MARKDOWN_NOT_ALLOWED
  // Quoted comments in opening hours may hold anything, so markup is checked there too.
  if (looksLikeMarkup(value)) return TEXT_MESSAGES.markup
  if (keyType === 'hours') return openingHoursError(value)
  if (keyType === 'url' && !webLinkHref(value)) return TEXT_MESSAGES.scheme
  return undefined
}
