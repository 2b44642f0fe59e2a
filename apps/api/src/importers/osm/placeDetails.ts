import type { OsmTags } from './osmStream.js'

/** A detail as the item keeps it (`data_key_v2`, value, unit). */
export interface ImportedDetail {
  key: string
  value: string
  unit: 'm' | null
}

/** OpenStreetMap keys, in order of preference, for each item detail. */
const DETAIL_SOURCES: [detailKey: string, osmKeys: string[]][] = [
  ['hours', ['opening_hours']],
  ['phone', ['phone', 'contact:phone']],
  ['mobile', ['contact:mobile']],
  ['email', ['email', 'contact:email']],
  ['url', ['website', 'contact:website', 'url']],
  ['facebook', ['contact:facebook']],
  ['instagram', ['contact:instagram']],
  ['description', ['description:de', 'description']],
  ['operator', ['operator']],
  ['wikipedia', ['wikipedia']],
  ['capacity', ['capacity']],
  ['stars', ['stars']],
  ['level', ['level']],
]

const CONTROL = /\p{Cc}/gu

/**
 * The item details an element's tags give. Values are trimmed and stripped of control
 * characters; a website without a scheme gets https (the detail editor requires one).
 */
export function detailsOfTags(tags: OsmTags): ImportedDetail[] {
  const details: ImportedDetail[] = []
  for (const [key, sources] of DETAIL_SOURCES) {
    const raw = sources.map((s) => tags[s]).find((v) => v?.trim())
    if (!raw) continue
    let value = raw.replace(CONTROL, '').trim().slice(0, 2000)
    if (key === 'url' && !/^https?:\/\//i.test(value)) value = `https://${value}`
    if (key === 'wikipedia') value = wikipediaUrl(value)
    if (value) details.push({ key, value, unit: null })
  }
  const ele = Number.parseFloat(tags.ele ?? '')
  if (Number.isFinite(ele)) details.push({ key: 'elevation', value: String(Math.round(ele)), unit: 'm' })
  return details
}

/** `de:Vaduz` → the article's address. */
function wikipediaUrl(value: string): string {
  const match = /^([a-z]{2,3}):(.+)$/.exec(value)
  if (!match) return value
  return `https://${match[1]}.wikipedia.org/wiki/${encodeURIComponent((match[2] ?? '').replaceAll(' ', '_'))}`
}

/** Keys whose values name feature tags of the taxonomy (`cuisine=italian;pizza`, `wheelchair=yes`). */
const FEATURE_KEYS = ['cuisine', 'wheelchair', 'takeaway', 'delivery', 'drinking_water', 'internet_access']
const TAG_KEY_OF: Record<string, string> = { takeaway: 'takeout', drinking_water: 'drinkingWater' }

/** The taxonomy's tag key and value for each feature an element has. */
export function featureTagsOf(tags: OsmTags): { tagKey: string; tagValue: string }[] {
  const out: { tagKey: string; tagValue: string }[] = []
  for (const key of FEATURE_KEYS) {
    for (const value of (tags[key] ?? '').split(';')) {
      const v = value.trim()
      if (v) out.push({ tagKey: TAG_KEY_OF[key] ?? key, tagValue: v })
    }
  }
  return out
}
