import { stemmer } from '@orama/stemmers/german'
import { foldGerman } from '../search/foldGerman.js'

// Whole words and their Snowball stems (German), folded like the search index: "Apotheken",
// "Apotheke" and "apotheke" meet as "apothek", "Spielplätze" and "Spielplatz" as "spielplatz".
// The stemmer is only imported from the chat's code, so it stays in the chat's lazy chunk.

const known = new Map<string, string>()

/** The folded Snowball stem of one word. */
export function stemWord(word: string): string {
  let stem = known.get(word)
  if (stem === undefined) {
    stem = foldGerman(stemmer(word.toLowerCase()))
    known.set(word, stem)
  }
  return stem
}

/** The words of a text, lowercased, in order ("Café & Restaurant" → café, restaurant). */
export function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
}

/** A question stem shorter than this never matches inside a compound ("ess" in "giess"). */
const MIN_HEAD = 5
/** What a compound keeps before its head ("Landes|apothek", not "G|ess"). */
const MIN_MODIFIER = 3

/**
 * How a question's stem meets a title's stem: 2 for the same word, 1 when it is the head of a
 * compound ("apothek" in "landesapothek", "stadion" in "rheinparkstadion"), 0 otherwise. Never
 * a substring anywhere else in a word.
 */
export function stemFit(question: string, title: string): number {
  if (question === title) return 2
  return question.length >= MIN_HEAD &&
    title.length - question.length >= MIN_MODIFIER &&
    title.endsWith(question)
    ? 1
    : 0
}
