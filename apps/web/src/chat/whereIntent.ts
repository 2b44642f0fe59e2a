import type { City } from '@quo/contract'
import { metresBetween, type Position } from '../search/distance.js'
import { foldGerman } from '../search/foldGerman.js'
import { wordsOf } from './stem.js'
import { NEAR_WORDS } from './vocabulary/placeWords.js'

/** Where a visitor wants places: in a municipality, or near them (or the map's centre). */
export type WhereIntent = { kind: 'city'; city: City } | { kind: 'near' }

export interface ParsedWhere {
  where: WhereIntent | null
  used: Set<number>
}

/**
 * The "where" of a question's words (folded, in order): a municipality's name ("in Schaan",
 * "Bad Ragaz"), the longest that fits, or a word for nearness ("in der Nähe", "nächste", "hier").
 */
export function parseWhere(words: readonly string[], cities: readonly City[]): ParsedWhere {
  let best: { city: City; start: number; length: number } | null = null
  for (const city of cities) {
    const name = wordsOf(foldGerman(city.title))
    if (!name.length || (best && best.length >= name.length)) continue
    for (let start = 0; start + name.length <= words.length; start++) {
      if (name.every((w, k) => words[start + k] === w)) {
        best = { city, start, length: name.length }
        break
      }
    }
  }
  if (best) {
    const used = new Set(Array.from({ length: best.length }, (_, k) => best.start + k))
    return { where: { kind: 'city', city: best.city }, used }
  }
  const near = words.flatMap((w, i) => (NEAR_WORDS.has(w) ? [i] : []))
  return near.length ? { where: { kind: 'near' }, used: new Set(near) } : { where: null, used: new Set() }
}

/** Beyond this a place belongs to no municipality (as the API assigns addresses: nearestCity). */
const MAX_CITY_METRES = 6000

/** The municipality whose centre is nearest, as the API assigns a place's address. */
export function nearestCity(cities: readonly City[], at: Position): City | null {
  let best: City | null = null
  let bestMetres = MAX_CITY_METRES
  for (const city of cities) {
    const metres = metresBetween(city, at)
    if (metres <= bestMetres) {
      best = city
      bestMetres = metres
    }
  }
  return best
}
