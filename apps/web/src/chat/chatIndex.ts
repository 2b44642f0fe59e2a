import type { BasemapItem, City } from '@quo/contract'
import { stemWord, wordsOf } from './stem.js'
import { nearestCity } from './whereIntent.js'

/** A place as the chat matches it: its title's stems and its municipality. */
export interface ChatEntry {
  item: BasemapItem
  titleStems: string[]
  city: City | null
}

/** The chat's index of a branch's items, built once per data set when the card opens. */
export function buildChatIndex(items: readonly BasemapItem[], cities: readonly City[]): ChatEntry[] {
  return items.map((item) => ({
    item,
    titleStems: wordsOf(item.title).map(stemWord),
    city: nearestCity(cities, item),
  }))
}
