import { ApiError } from '@quo/api-client'
import { ChangeRequestInput, ContestParticipationInput } from '@quo/contract'
import { describe, expect, it } from 'vitest'
import { germanSubmitError, serverFieldErrors, validateForm } from '../germanValidation.js'

describe('validateForm', () => {
  it('says in German what is missing, too long or malformed', () => {
    const result = validateForm(ContestParticipationInput, {
      contestId: 1,
      fillMs: 5000,
      answer: 'x'.repeat(501),
      name: '   ',
      email: 'nicht-gültig',
    })
    expect(result).toEqual({
      ok: false,
      errors: {
        answer: 'Höchstens 500 Zeichen.',
        name: 'Bitte ausfüllen.',
        email: 'Bitte eine gültige E-Mail-Adresse eingeben, z. B. name@beispiel.li.',
      },
    })
  })

  it('treats empty optional fields as absent and returns the parsed input', () => {
    const result = validateForm(ChangeRequestInput, {
      kind: 'change',
      fillMs: 5000,
      searchShortcutId: 3,
      itemNanoId: 'abcdefghij',
      message: '  Die Öffnungszeiten haben sich geändert.  ',
      name: '',
      email: '',
    })
    expect(result).toEqual({
      ok: true,
      data: {
        kind: 'change',
        fillMs: 5000,
        searchShortcutId: 3,
        itemNanoId: 'abcdefghij',
        message: 'Die Öffnungszeiten haben sich geändert.',
      },
    })
  })
})

describe('server errors', () => {
  it('maps the status to a German sentence and field paths to fields', () => {
    const error = new ApiError(400, {
      type: 'about:blank',
      title: 'Bad Request',
      status: 400,
      detail: 'Invalid body',
      errors: [{ path: 'body.email', message: 'Invalid email address' }],
    })
    expect(germanSubmitError(error)).toBe('Bitte die markierten Angaben prüfen.')
    expect(serverFieldErrors(error)).toEqual({ email: 'Bitte prüfen.' })
    expect(germanSubmitError(new ApiError(429, undefined))).toMatch(/Zu viele Meldungen/)
    expect(germanSubmitError(new ApiError(0, undefined))).toMatch(/Keine Verbindung/)
    // A form with its own words for a refusal: a second contest entry is not a "Meldung".
    const contest = { duplicate: 'Sie nehmen schon teil.' }
    expect(germanSubmitError(new ApiError(409, undefined), contest)).toBe('Sie nehmen schon teil.')
    expect(germanSubmitError(new ApiError(0, undefined), contest)).toMatch(/Keine Verbindung/)
  })
})
