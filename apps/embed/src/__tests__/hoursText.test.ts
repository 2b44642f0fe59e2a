import { describe, expect, it } from 'vitest'
import { distanceText, hoursText } from '../hoursText.js'

// Tuesday 24 November 2026, 09:30 in Vaduz (UTC+1).
const now = new Date('2026-11-24T08:30:00Z')
const today = '2026-11-24'

describe('opening state as the list says it', () => {
  it('says until when a place is open, at the places’ clock', () => {
    expect(
      hoursText(
        {
          state: 'open',
          nextChange: '2026-11-24T17:00:00Z',
          nextChangeLocal: '2026-11-24T18:00',
          holiday: null,
        },
        now,
        today,
      ),
    ).toBe('Geöffnet · bis 18:00')
    expect(
      hoursText(
        {
          state: 'closingSoon',
          nextChange: '2026-11-24T08:50:00Z',
          nextChangeLocal: '2026-11-24T09:50',
          holiday: null,
        },
        now,
        today,
      ),
    ).toBe('Schliesst bald · bis 09:50')
  })

  it('says when a closed place opens: today, tomorrow, this week or later', () => {
    expect(
      hoursText(
        {
          state: 'closed',
          nextChange: '2026-11-24T13:00:00Z',
          nextChangeLocal: '2026-11-24T14:00',
          holiday: null,
        },
        now,
        today,
      ),
    ).toBe('Geschlossen · öffnet 14:00')
    expect(
      hoursText(
        {
          state: 'closed',
          nextChange: '2026-11-25T07:00:00Z',
          nextChangeLocal: '2026-11-25T08:00',
          holiday: null,
        },
        now,
        today,
      ),
    ).toBe('Geschlossen · öffnet morgen 08:00')
    expect(
      hoursText(
        {
          state: 'closed',
          nextChange: '2026-11-27T07:00:00Z',
          nextChangeLocal: '2026-11-27T08:00',
          holiday: null,
        },
        now,
        today,
      ),
    ).toBe('Geschlossen · öffnet Fr 08:00')
    expect(
      hoursText(
        {
          state: 'closed',
          nextChange: '2026-12-26T07:00:00Z',
          nextChangeLocal: '2026-12-26T08:00',
          holiday: null,
        },
        now,
        today,
      ),
    ).toBe('Geschlossen · öffnet 26.12. 08:00')
  })

  it('says when a public holiday closes a place that its weekday would open', () => {
    expect(
      hoursText(
        {
          state: 'closed',
          nextChange: '2026-11-25T07:00:00Z',
          nextChangeLocal: '2026-11-25T08:00',
          holiday: 'Mariä Empfängnis',
        },
        now,
        today,
      ),
    ).toBe('Geschlossen · Heute Feiertag · öffnet morgen 08:00')
  })

  it('says only the state when no change is due or the change has passed', () => {
    expect(
      hoursText({ state: 'closed', nextChange: null, nextChangeLocal: null, holiday: null }, now, today),
    ).toBe('Geschlossen')
    expect(
      hoursText(
        {
          state: 'open',
          nextChange: '2026-11-24T08:00:00Z',
          nextChangeLocal: '2026-11-24T09:00',
          holiday: null,
        },
        now,
        today,
      ),
    ).toBe('Geöffnet')
  })

  it('rounds distances as people say them (Swiss number format)', () => {
    expect(distanceText(347)).toBe('350 m')
    expect(distanceText(1234)).toBe('1.2 km')
    expect(distanceText(12_600)).toBe('13 km')
  })
})
