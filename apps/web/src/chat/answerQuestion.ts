import type { City } from '@quo/contract'
import type { Position } from '../search/distance.js'
import { foldGerman } from '../search/foldGerman.js'
import type { ChatEntry } from './chatIndex.js'
import type { ChatVocabulary, Concept } from './chatVocabulary.js'
import { type Candidate, scoreEntry, type Wanted } from './rankAnswers.js'
import { stemWord, wordsOf } from './stem.js'
import { STOP_WORDS } from './vocabulary/stopWords.js'
import { parseWhen, type WhenIntent } from './whenIntent.js'
import { parseWhere, type WhereIntent } from './whereIntent.js'

/** What the chat understood of a question: what, for whom, when and where. */
export interface Understanding extends Wanted {
  /** The words that name no concept, as the visitor wrote them (for "«Kunstmuseum»"). */
  names: string[]
  when: WhenIntent | null
  where: WhereIntent | null
}

export interface QuestionContext {
  vocabulary: ChatVocabulary
  cities: readonly City[]
  /** The region's clock: now, and its time zone. */
  now: Date
  timeZone: string
}

/** Reads a question into its intents; pure, so each part is tested with a fixed "now". */
export function understandQuestion(question: string, context: QuestionContext): Understanding {
  const raw = wordsOf(question)
  const folded = raw.map(foldGerman)
  const { when, used: whenWords } = parseWhen(folded, context.now, context.timeZone)
  const { where, used: whereWords } = parseWhere(folded, context.cities)
  const what = new Map<string, Concept>()
  const forWhom = new Map<string, Concept>()
  const names: string[] = []
  raw.forEach((word, i) => {
    if (whenWords.has(i) || whereWords.has(i)) return
    const key = folded[i] ?? ''
    if (key.length < 2 || STOP_WORDS.has(key) || /^\d+$/.test(key)) return
    const stem = stemWord(word)
    const whom = context.vocabulary.forWhom.get(stem)
    const concept = context.vocabulary.what.get(stem)
    if (whom) forWhom.set(whom.id, whom)
    else if (concept) what.set(concept.id, concept)
    else names.push(word)
  })
  return {
    what: [...what.values()],
    forWhom: [...forWhom.values()],
    names,
    nameStems: [...new Set(names.map(stemWord))],
    when,
    where,
  }
}

export interface Answer {
  understanding: Understanding
  /** Places meeting the most terms, unranked by time yet (rankAnswers does that). */
  candidates: Candidate[]
  /** Whether they meet only some of the terms (the answer says so). */
  partial: boolean
}

/**
 * The places that answer a question: every term met (a concept by category, tag or title, a
 * name by a whole word or a compound's head of a title), in the asked municipality; if none
 * meets them all, those meeting most. For whom only lifts a place. `reference` is where
 * distances are measured from (the visitor, or the map's centre).
 */
export function answerQuestion(
  index: readonly ChatEntry[],
  question: string,
  context: QuestionContext & { reference: Position },
): Answer {
  const understanding = understandQuestion(question, context)
  const terms = understanding.what.length + understanding.nameStems.length
  // "Etwas für Kinder": for whom alone stands for what.
  const wanted: Wanted =
    terms === 0 ? { what: understanding.forWhom, nameStems: [], forWhom: [] } : understanding
  if (!wanted.what.length && !wanted.nameStems.length)
    return { understanding, candidates: [], partial: false }
  const where = understanding.where
  const cityId = where?.kind === 'city' ? where.city.id : null
  // In a named municipality, nearness counts from its centre.
  const reference = where?.kind === 'city' ? where.city : context.reference
  const scored = index.flatMap((entry) => {
    if (cityId !== null && entry.city?.id !== cityId) return []
    return scoreEntry(entry, wanted, reference) ?? []
  })
  const best = Math.max(0, ...scored.map((c) => c.matched))
  const all = wanted.what.length + wanted.nameStems.length
  return {
    understanding,
    candidates: scored.filter((c) => c.matched === best),
    partial: best > 0 && best < all,
  }
}
