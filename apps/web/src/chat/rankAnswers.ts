import type { BasemapItem, OpeningState } from '@quo/contract'
import { metresBetween, type Position } from '../search/distance.js'
import { foldGerman } from '../search/foldGerman.js'
import type { ChatEntry } from './chatIndex.js'
import type { Concept } from './chatVocabulary.js'
import { stemFit } from './stem.js'

/** What a question asks for, as far as ranking goes. */
export interface Wanted {
  what: readonly Concept[]
  /** Stems of words that name no concept: matched against titles only. */
  nameStems: readonly string[]
  forWhom: readonly Concept[]
}

export interface Candidate {
  entry: ChatEntry
  /** How many of the question's terms the place meets. */
  matched: number
  /** How well: a title naming a term counts more than a category. */
  fit: number
  metres: number
}

const titleFit = (stems: readonly string[], entry: ChatEntry) =>
  Math.max(0, ...stems.flatMap((s) => entry.titleStems.map((t) => stemFit(s, t))))

const hasData = (concept: Concept, item: BasemapItem) =>
  (item.categoryId !== null && concept.categoryIds.has(item.categoryId)) ||
  item.tagIds.some((id) => concept.tagIds.has(id))

/** A place's match of the question: terms met, and how well; null when it meets none. */
export function scoreEntry(entry: ChatEntry, wanted: Wanted, reference: Position): Candidate | null {
  let matched = 0
  let fit = 0
  for (const concept of wanted.what) {
    // A place named for the concept ("Toiletten") fits better than one only tagged with it.
    const score = (hasData(concept, entry.item) ? 2 : 0) + titleFit(concept.stems, entry) * 1.5
    if (score > 0) matched++
    fit += score
  }
  for (const stem of wanted.nameStems) {
    const score = titleFit([stem], entry) * 1.5
    if (score > 0) matched++
    fit += score
  }
  if (!matched) return null
  for (const concept of wanted.forWhom) if (hasData(concept, entry.item)) fit += 1
  return { entry, matched, fit, metres: metresBetween(reference, entry.item) }
}

/** Same title this close: the same place twice (a node and a building of OpenStreetMap). */
const SAME_PLACE_METRES = 150

/** Drops a later place with the same nanoId, or with the same title nearly at the same spot. */
function dedupe(candidates: readonly Candidate[]): Candidate[] {
  const kept: Candidate[] = []
  for (const c of candidates) {
    const title = foldGerman(c.entry.item.title)
    const twin = kept.some(
      (k) =>
        k.entry.item.nanoId === c.entry.item.nanoId ||
        (foldGerman(k.entry.item.title) === title &&
          metresBetween(k.entry.item, c.entry.item) < SAME_PLACE_METRES),
    )
    if (!twin) kept.push(c)
  }
  return kept
}

export interface RankOptions {
  /** Opening states in the asked window, by nanoId (null: no hours); absent: time not asked. */
  openStates?: ReadonlyMap<string, OpeningState | null>
  /** Nearness asked for: distance before fit. */
  near?: boolean
  limit?: number
}

export interface Ranked {
  /** The places listed, best first. */
  listed: Candidate[]
  items: BasemapItem[]
  /** How many of them have no opening hours (listed after the open ones). */
  withoutHours: number
}

const OPEN_RANK: Record<OpeningState, number> = { open: 0, closingSoon: 0, closed: 2 }

/**
 * The answer's places, best first: fit (or distance when nearness is asked), then — when a time
 * is asked — open ones before those without hours (closed ones are left out), then distance.
 * No place twice.
 */
export function rankAnswers(candidates: readonly Candidate[], options: RankOptions = {}): Ranked {
  const { openStates, near = false, limit = 8 } = options
  const openRank = (c: Candidate) => {
    if (!openStates) return 0
    const state = openStates.get(c.entry.item.nanoId)
    return state ? OPEN_RANK[state] : 1
  }
  const sorted = candidates
    .filter((c) => openRank(c) < 2)
    .sort(
      (a, b) =>
        openRank(a) - openRank(b) ||
        (near ? a.metres - b.metres : b.fit - a.fit) ||
        a.metres - b.metres ||
        a.entry.item.title.localeCompare(b.entry.item.title, 'de'),
    )
  const listed = dedupe(sorted).slice(0, limit)
  return {
    listed,
    items: listed.map((c) => c.entry.item),
    withoutHours: openStates ? listed.filter((c) => openRank(c) === 1).length : 0,
  }
}
