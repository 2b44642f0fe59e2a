import { ApiError } from '@quo/api-client'
import { describe, expect, it } from 'vitest'
import { saveFailure } from '../forms/saveError.js'
import { messages } from '../messages.js'

const badRequest = new ApiError(400, {
  type: 'about:blank',
  title: 'Bad Request',
  status: 400,
  detail: 'Invalid body',
  errors: [
    { path: 'body.title', message: 'Too small: expected string to have >=1 characters' },
    { path: 'body.dateEnd', message: 'dateEnd must not be before dateBegin' },
    { path: 'body.title', message: 'second complaint about the same field' },
  ],
})

describe('saveFailure', () => {
  it('names the fields of a 400 with the form’s German text, never the server’s English', () => {
    const failure = saveFailure(badRequest, { title: 'Der Titel braucht 1 bis 200 Zeichen.' })
    expect(failure.summary).toBe(messages.forms.failed[400])
    expect(failure.fields).toEqual({
      title: 'Der Titel braucht 1 bis 200 Zeichen.',
      dateEnd: messages.forms.invalidField,
    })
  })

  it.each([
    [401, messages.forms.failed[401]],
    [403, messages.forms.failed[403]],
    [404, messages.forms.failed[404]],
    [409, messages.forms.failed[409]],
    [429, messages.forms.failed[429]],
    [503, messages.forms.failed.server],
    [418, messages.forms.failed[400]],
  ])('says in German what a %i means, without field marks', (status, summary) => {
    expect(saveFailure(new ApiError(status, undefined))).toEqual({ summary, fields: {} })
  })

  it('treats a network failure as offline and keeps the input', () => {
    expect(saveFailure(new TypeError('Failed to fetch')).summary).toBe(messages.forms.failed.offline)
  })
})
