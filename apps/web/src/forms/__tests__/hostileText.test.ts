import { ChangeRequestInput, ContestParticipationInput, TEXT_MESSAGES } from '@quo/contract'
import { describe, expect, it } from 'vitest'
import { validateForm } from '../germanValidation.js'

describe('validateForm with text the contract refuses', () => {
  it('says in German what is wrong with control characters, broken characters and markup', () => {
    const result = validateForm(ChangeRequestInput, {
      kind: 'addition',
      fillMs: 5000,
      searchShortcutId: 3,
      title: '<img src=x onerror=alert(1)>',
      message: 'Hier fehlt\u0000 ein Brunnen.',
      name: 'Eva \ud800',
    })
    expect(result).toEqual({
      ok: false,
      errors: { title: TEXT_MESSAGES.markup, message: TEXT_MESSAGES.control, name: TEXT_MESSAGES.unicode },
    })
    expect(TEXT_MESSAGES.markup).toMatch(/^HTML-Tags sind nicht erlaubt/)
  })

  it('keeps line breaks in multi-line answers', () => {
    const result = validateForm(ContestParticipationInput, {
      contestId: 1,
      name: 'Eva',
      email: 'eva@example.li',
      answer: 'Der Rhein\nund die Ill',
      fillMs: 5000,
    })
    expect(result.ok).toBe(true)
  })
})
