import { describe, expect, it } from 'vitest'
import { answerMatches, drawPool, entryCorrect, normaliseAnswer } from '../services/contestAnswers.js'

describe('contest answers', () => {
  it('compare without case, accents, ß or punctuation, as whole words', () => {
    expect(normaliseAnswer('  Der RHEIN – bei Schaan! ')).toBe('der rhein bei schaan')
    expect(normaliseAnswer('Zürich, Straße')).toBe('zurich strasse')
    expect(answerMatches('Ich glaube: der Rhein.', 'Rhein')).toBe(true)
    expect(answerMatches('Zurich', 'Zürich')).toBe(true)
    expect(answerMatches('Rheinberger', 'Rhein')).toBe(false)
    expect(answerMatches('Rhein', 'der Rhein')).toBe(false)
    // A correct answer of punctuation alone matches nothing rather than everything.
    expect(answerMatches('irgendwas', '?!')).toBe(false)
  })

  it("take staff's mark over the answer, and know nothing without either", () => {
    expect(entryCorrect({ answer: 'Ill', markedCorrect: true }, 'Rhein')).toBe(true)
    expect(entryCorrect({ answer: 'Rhein', markedCorrect: false }, 'Rhein')).toBe(false)
    expect(entryCorrect({ answer: 'Rhein', markedCorrect: null }, 'Rhein')).toBe(true)
    expect(entryCorrect({ answer: 'Rhein', markedCorrect: null }, null)).toBeNull()
  })

  it('draw among the correct entries not drawn before, or among all not marked wrong when none says', () => {
    const entry = (id: number, answer: string, markedCorrect: boolean | null = null, drawn = false) => ({
      id,
      answer,
      markedCorrect,
      drawn,
    })
    const entries = [entry(1, 'Rhein'), entry(2, 'Ill'), entry(3, 'rhein', null, true), entry(4, 'Inn', true)]
    const pool = drawPool(entries, 'Rhein')
    expect(pool).toMatchObject({ onlyCorrect: true, correct: 3 })
    expect(pool.candidates.map((e) => e.id)).toEqual([1, 4])

    const open = [entry(1, 'Schloss'), entry(2, 'Spam', false), entry(3, 'Museum', null, true)]
    const all = drawPool(open, null)
    expect(all).toMatchObject({ onlyCorrect: false, correct: null })
    expect(all.candidates.map((e) => e.id)).toEqual([1])
    // One entry marked correct makes the marks the judge.
    expect(drawPool([...open, entry(4, 'Kunst', true)], null).candidates.map((e) => e.id)).toEqual([4])
  })
})
