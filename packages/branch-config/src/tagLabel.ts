import type { Tag } from '@quo/contract'

/** A tag's stored key and value with their German translations (docs/product.md §3), when it has them. */
export interface TagWords {
  tagKey: string
  tagValue: string
  tagKeyTranslate?: string | null | undefined
  tagValueTranslate?: string | null | undefined
}

const YES = new Set(['yes', 'ja', 'true'])
const NO = new Set(['no', 'nein', 'false'])

/** The German words of a tag from the public tag list. */
export function tagWords(tag: Pick<Tag, 'tagKey' | 'tagValue' | 'translations'>): TagWords {
  const de = tag.translations.find((t) => t.language === 'de')
  return {
    tagKey: tag.tagKey,
    tagValue: tag.tagValue,
    tagKeyTranslate: de?.tagKeyTranslate,
    tagValueTranslate: de?.tagValueTranslate,
  }
}

const clean = (text: string | null | undefined) => text?.trim() || undefined

/**
 * What the tag says: a yes/no flag (its value, translated or not, is a bare yes or no), a flag
 * whose value the translation words ("dogs=yes" → "Willkommen", which needs its key to be
 * understood), or a plain value ("cuisine=swiss" → "Schweizerisch").
 */
function reading(tag: TagWords): {
  kind: 'yes' | 'no' | 'flag' | 'value'
  key: string | undefined
  value: string
} {
  const raw = tag.tagValue.trim().toLowerCase()
  const translated = clean(tag.tagValueTranslate)
  const key = clean(tag.tagKeyTranslate)
  const shown = (translated ?? raw).toLowerCase()
  if (YES.has(shown)) return { kind: 'yes', key, value: 'Ja' }
  if (NO.has(shown)) return { kind: 'no', key, value: 'Nein' }
  const value = translated ?? clean(tag.tagValue) ?? ''
  return { kind: YES.has(raw) || NO.has(raw) ? 'flag' : 'value', key, value }
}

/**
 * A tag under a place's title, never a bare yes or no: a yes flag reads as its key
 * ("Rollstuhlgerecht"), a no flag or a worded flag as key and value ("Rollstuhlgerecht: Nein",
 * "Hunde: Willkommen"), any other tag as its value ("Schweizerisch"). Undefined when that
 * needs a key the tag has no German word for, or the tag says nothing.
 * @example tagSubtitleLabel({ tagKey: 'wheelchair', tagValue: 'yes', tagKeyTranslate: 'Rollstuhlgerecht', tagValueTranslate: 'Ja' }) // 'Rollstuhlgerecht'
 */
export function tagSubtitleLabel(tag: TagWords): string | undefined {
  const { kind, key, value } = reading(tag)
  if (kind === 'yes') return key
  if (kind === 'value') return value || undefined
  return key ? `${key}: ${value}` : undefined
}

/**
 * A tag as a filter chip: the key always shows, so chips of one value ("Ja") tell apart —
 * "Rollstuhlgerecht", "Rollstuhlgerecht: Teilweise", "Küche: Schweizerisch". The stored key
 * stands in for a missing translation.
 * @example tagFilterLabel({ tagKey: 'cuisine', tagValue: 'swiss', tagKeyTranslate: 'Küche', tagValueTranslate: 'Schweizerisch' }) // 'Küche: Schweizerisch'
 */
export function tagFilterLabel(tag: TagWords): string {
  const { kind, value, ...words } = reading(tag)
  const key = words.key ?? clean(tag.tagKey)
  if (!key) return value
  if (kind === 'yes' || !value) return key
  return `${key}: ${value}`
}
