import { describe, expect, it } from 'vitest'
import { messages } from '../../messages.js'
import { visitorDetailErrors } from '../detailChecks.js'

const words = messages.changeRequest.check

describe('a visitor’s corrected details', () => {
  it('are refused as the staff editor refuses them, in German', async () => {
    expect(
      await visitorDetailErrors({ phone: 'abc', url: 'unikum li', hours: 'geöffnet wenn Licht brennt' }),
    ).toEqual({
      'details.phone': words.phone,
      'details.url': words.url,
      'details.hours': words.hoursUnreadable,
    })
  })

  it('offer hours read only with warnings in their written form', async () => {
    expect(await visitorDetailErrors({ hours: 'Mo-Fr 8-22 Uhr' })).toEqual({
      'details.hours': words.hoursAsWritten('Mo-Fr 08:00-22:00'),
    })
  })

  it('pass good values and empty fields', async () => {
    expect(
      await visitorDetailErrors({
        phone: '+423 232 12 34',
        url: 'unikum.li',
        hours: 'Mo-Fr 08:00-22:00',
        email: '',
      }),
    ).toEqual({})
  })
})
