import type { MainCategory } from '@quo/contract'

/** The branch topic (tag value under the branch's tag key) a main category files its places under. */
export const TOPIC_OF: Partial<Record<MainCategory, string>> = {
  Eating: 'kulinarik',
  'Drinking & Nightlife': 'kulinarik',
  Transport: 'transport',
  Activities: 'sport',
  'Nature & Landscape': 'natur',
  Highway: 'wege',
  Event: 'funken',
  Shopping: 'einkaufen',
  'Craft & Produce': 'einkaufen',
  Service: 'dienstleistungen',
  Information: 'dienstleistungen',
  Place: 'spielplätze',
}

/** The topic of places of a main category with no topic of their own. */
export const DEFAULT_TOPIC = 'kultur'
