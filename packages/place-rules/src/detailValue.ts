import { type DetailKeyType, looksLikeMarkup, TEXT_MESSAGES } from '@quo/contract'
import { webLinkHref } from './links.js'
import { isMarkdownAllowed } from './markdown.js'
import { openingHoursError } from './openingHours.js'

/** The spec's words for markdown that sanitising would change (§5). */
export const MARKDOWN_NOT_ALLOWED = 'Markdown is not allowed'
/** A phone number is digits with the usual separators, at least six of them: "+423 236 00 00". */
export const PHONE_NOT_A_NUMBER = 'Eine Telefonnummer besteht aus Ziffern, z. B. +423 236 00 00.'
/** An e-mail address has one @ between a name and a domain with a dot. */
export const EMAIL_NOT_AN_ADDRESS = 'Bitte eine E-Mail-Adresse wie name@beispiel.li angeben.'

/** A number detail holds a number alone; its unit is chosen beside it. */
const NUMBER_NOT_A_NUMBER = 'Bitte nur eine Zahl angeben, z. B. 455 oder 12,5; die Einheit steht daneben.'

const PHONE = /^\+?[\d\s()./-]+$/
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/**
 * Why a detail value cannot be saved under a key of this type, or undefined when it can. The
 * editor checks with it as staff type and the API before it writes, so both refuse the same:
 * markdown the shared sanitiser would change, opening hours the library cannot read, links
 * that are not http(s), phone numbers without digits, e-mail addresses without an @ and a
 * domain, numbers that are not numbers ("ca. 455"), and markup in every other (plain-text)
 * type.
 */
export async function detailValueError(keyType: DetailKeyType, value: string): Promise<string | undefined> {
  if (keyType === 'markdown') return isMarkdownAllowed(value) ? undefined : MARKDOWN_NOT_ALLOWED
  // Quoted comments in opening hours may hold anything, so markup is checked there too.
  if (looksLikeMarkup(value)) return TEXT_MESSAGES.markup
  if (keyType === 'hours') return openingHoursError(value)
  if (keyType === 'url' && !webLinkHref(value)) return TEXT_MESSAGES.scheme
  if (keyType === 'phone' && (!PHONE.test(value.trim()) || (value.match(/\d/g)?.length ?? 0) < 6))
    return PHONE_NOT_A_NUMBER
  if (keyType === 'email' && !EMAIL.test(value.trim())) return EMAIL_NOT_AN_ADDRESS
  if (keyType === 'number' && !Number.isFinite(Number(value.trim().replace(',', '.'))))
    return NUMBER_NOT_A_NUMBER
  return undefined
}
