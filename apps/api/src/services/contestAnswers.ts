// Which contest entries count as correct, and so which ones a draw picks from. Pure functions:
// the repository loads the entries, these decide, so the list, the export and the draw agree.

/**
 * An answer as it is compared: lower-cased, without accents (`Zürich` is `zurich`), `ß` as `ss`,
 * and every run of punctuation or spaces one space. Visitors type freely; "Der Rhein!" and
 * "rhein" should not differ by a capital or an exclamation mark.
 */
export function normaliseAnswer(answer: string): string {
  return answer
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
}

/**
 * Whether `answer` holds `correctAnswer` as whole words: "Der Rhein" holds "Rhein", "Rheinberger"
 * does not. Holding rather than equalling, because visitors write sentences around the answer;
 * staff mark the rare entry this judges wrongly.
 */
export function answerMatches(answer: string, correctAnswer: string): boolean {
  const wanted = normaliseAnswer(correctAnswer)
  return wanted !== '' && ` ${normaliseAnswer(answer)} `.includes(` ${wanted} `)
}

interface Judged {
  answer: string
  markedCorrect: boolean | null
}

/** Staff's mark, else what the correct answer says; null when there is neither. */
export function entryCorrect(entry: Judged, correctAnswer: string | null): boolean | null {
  if (entry.markedCorrect !== null) return entry.markedCorrect
  return correctAnswer === null ? null : answerMatches(entry.answer, correctAnswer)
}

/**
 * The entries the next draw picks from. When the contest says which entries are correct (it has
 * a correct answer, or staff marked some entry correct), only correct ones not drawn before;
 * otherwise, for a question without a right answer, every entry not drawn before that staff did
 * not mark wrong. `onlyCorrect` says which of the two it was, for the confirmation and the record.
 */
export function drawPool<T extends Judged & { drawn: boolean }>(
  entries: readonly T[],
  correctAnswer: string | null,
): { onlyCorrect: boolean; candidates: T[]; correct: number | null } {
  const onlyCorrect = correctAnswer !== null || entries.some((e) => e.markedCorrect === true)
  const judged = entries.map((e) => ({ entry: e, correct: entryCorrect(e, correctAnswer) }))
  return {
    onlyCorrect,
    candidates: judged
      .filter((j) => !j.entry.drawn && (onlyCorrect ? j.correct === true : j.correct !== false))
      .map((j) => j.entry),
    correct: onlyCorrect ? judged.filter((j) => j.correct === true).length : null,
  }
}
