import { toSearchParams } from '@quo/api-client'
import { type DashboardEvent, DashboardEventsQuery, EventCreateInput, EventUpdateInput } from '@quo/contract'
import { afterAll, describe, expect, it } from 'vitest'

// The users' zone (spec: Liechtenstein), with its change to summer time; set before the module
// under test builds its date format.
const zone = process.env.TZ
process.env.TZ = 'Europe/Vaduz'
afterAll(() => {
  process.env.TZ = zone
})
const {
  branchChanges,
  createInput,
  EMPTY_EVENT_FORM,
  endBeforeBegin,
  formFromEvent,
  isoToLocal,
  localToIso,
  sameForm,
  toggleBranch,
  updatePlan,
  validateEventForm,
} = await import('../screens/events/eventForm.js')
const { formatEventRange } = await import('../format.js')
const { eventMessages } = await import('../screens/events/messages.js')
const { EVENTS_PAGE_SIZE, parseEventsSearch, toEventsQuery } = await import('../screens/events/search.js')

const v = eventMessages.validation

const event: DashboardEvent = {
  id: 61,
  itemId: 895,
  itemNanoId: 'xwKNfIK9t9oq',
  title: 'Openair Gärtle',
  dateBegin: '2026-11-26T11:00:00.000Z',
  dateEnd: '2026-11-26T16:00:30.000Z',
  branches: [{ branchId: 4 }, { branchId: 1 }],
}

describe('local time and ISO', () => {
  it('shows an ISO instant as the local datetime-local text, to the minute', () => {
    expect(isoToLocal('2026-11-26T11:00:00.000Z')).toBe('2026-11-26T12:00')
    expect(isoToLocal('2026-07-01T22:30:59Z')).toBe('2026-07-02T00:30')
    expect(isoToLocal('2026-07-01T22:30:00+02:00')).toBe('2026-07-01T22:30')
    expect(isoToLocal('nonsense')).toBe('')
  })

  it('sends the local text as a UTC instant, winter and summer', () => {
    expect(localToIso('2026-11-26T12:00')).toBe('2026-11-26T11:00:00.000Z')
    expect(localToIso('2026-07-02T00:30')).toBe('2026-07-01T22:30:00.000Z')
    expect(localToIso(' 2026-07-02T00:30:15 ')).toBe('2026-07-01T22:30:15.000Z')
  })

  it('goes there and back without drift', () => {
    for (const local of ['2026-03-29T01:59', '2026-03-29T03:00', '2026-10-25T04:00', '2027-01-01T00:00'])
      expect(isoToLocal(localToIso(local) ?? '')).toBe(local)
  })

  it('refuses what is no time', () => {
    for (const text of [
      '',
      '2026-11-26',
      '26.11.2026 12:00',
      '2026-02-30T10:00',
      '2026-13-01T10:00',
      'T12:00',
    ])
      expect(localToIso(text)).toBeUndefined()
  })
})

describe('the saved event as a form', () => {
  it('holds the item, local times and sorted branches', () => {
    expect(formFromEvent(event)).toEqual({
      item: { id: 895, title: 'Openair Gärtle' },
      begin: '2026-11-26T12:00',
      end: '2026-11-26T17:00',
      branchIds: [1, 4],
    })
  })

  it('compares by value; the item by id only', () => {
    const saved = formFromEvent(event)
    expect(sameForm(saved, { ...saved, item: { id: 895, title: 'renamed' } })).toBe(true)
    expect(sameForm(saved, toggleBranch(toggleBranch(saved, 7, true), 7, false))).toBe(true)
    expect(sameForm(saved, toggleBranch(saved, 7, true))).toBe(false)
    expect(sameForm(saved, { ...saved, end: '2026-11-26T17:01' })).toBe(false)
    expect(sameForm(EMPTY_EVENT_FORM, { ...EMPTY_EVENT_FORM })).toBe(true)
  })

  it('keeps the branches sorted and single when ticked', () => {
    const form = toggleBranch(toggleBranch({ ...EMPTY_EVENT_FORM, branchIds: [4] }, 1, true), 4, true)
    expect(form.branchIds).toEqual([1, 4])
  })
})

describe('end not before begin', () => {
  const times = { begin: '2026-11-26T18:00', end: '2026-11-26T17:59' }

  it('is checked live, as soon as both times are there', () => {
    expect(endBeforeBegin(times)).toBe(true)
    expect(endBeforeBegin({ ...times, end: '2026-11-26T18:00' })).toBe(false)
    expect(endBeforeBegin({ ...times, end: '' })).toBe(false)
  })

  it('names every problem of the form in German', () => {
    expect(validateEventForm(EMPTY_EVENT_FORM)).toEqual({
      itemId: v.item,
      dateBegin: v.begin,
      dateEnd: v.end,
      branchIds: v.branches,
    })
    expect(validateEventForm({ item: { id: 1, title: 'Rathaus' }, ...times, branchIds: [3] })).toEqual({
      dateEnd: v.endBeforeBegin,
    })
    expect(v.endBeforeBegin).toBe('Das Ende darf nicht vor dem Beginn liegen.')
  })
})

describe('what create sends', () => {
  it('sends item, ISO times and branches in one call the API accepts', () => {
    const input = createInput({
      item: { id: 895, title: 'Openair Gärtle' },
      begin: '2026-11-26T12:00',
      end: '2026-11-26T17:00',
      branchIds: [1, 4],
    })
    expect(input).toEqual({
      itemId: 895,
      dateBegin: '2026-11-26T11:00:00.000Z',
      dateEnd: '2026-11-26T16:00:00.000Z',
      branchIds: [1, 4],
    })
    expect(EventCreateInput.safeParse(input).success).toBe(true)
  })

  it('sends nothing while the form is invalid', () => {
    const valid = {
      item: { id: 1, title: 'x' },
      begin: '2026-11-26T12:00',
      end: '2026-11-26T17:00',
      branchIds: [1],
    }
    expect(createInput({ ...valid, end: '2026-11-26T11:00' })).toBeUndefined()
    expect(createInput({ ...valid, branchIds: [] })).toBeUndefined()
    expect(createInput({ ...valid, item: null })).toBeUndefined()
  })
})

describe('what update sends', () => {
  const saved = formFromEvent(event)

  it('diffs the branches into links to add and to remove', () => {
    expect(branchChanges([1, 4], [4, 7, 3])).toEqual({ add: [3, 7], remove: [1] })
    expect(branchChanges([1, 4], [4, 1])).toEqual({ add: [], remove: [] })
    expect(branchChanges([], [2])).toEqual({ add: [2], remove: [] })
  })

  it('sends only the changed fields', () => {
    expect(updatePlan(saved, { ...saved, end: '2026-11-26T20:00' })).toEqual({
      patch: { dateEnd: '2026-11-26T19:00:00.000Z' },
      add: [],
      remove: [],
    })
    const plan = updatePlan(saved, {
      ...saved,
      item: { id: 12, title: 'Rathaus' },
      begin: '2026-11-26T09:00',
    })
    expect(plan?.patch).toEqual({ itemId: 12, dateBegin: '2026-11-26T08:00:00.000Z' })
    expect(EventUpdateInput.safeParse(plan?.patch).success).toBe(true)
  })

  it('sends no PUT when only the branches changed, and nothing when nothing did', () => {
    expect(updatePlan(saved, toggleBranch(toggleBranch(saved, 1, false), 8, true))).toEqual({
      patch: undefined,
      add: [8],
      remove: [1],
    })
    // The stored end has seconds; shown to the minute and unchanged, it is not sent again.
    expect(updatePlan(saved, { ...saved })).toEqual({ patch: undefined, add: [], remove: [] })
  })

  it('sends nothing while the form is invalid', () => {
    expect(updatePlan(saved, { ...saved, end: '2026-11-26T11:00' })).toBeUndefined()
    expect(updatePlan(saved, { ...saved, branchIds: [] })).toBeUndefined()
  })
})

describe('begin–end in the list', () => {
  // Intl puts thin spaces around the dash; compared as plain spaces.
  const range = (begin: string, end: string) => formatEventRange(begin, end).replace(/\s/g, ' ')

  it('writes one day once, in local time', () => {
    expect(range('2026-11-24T18:00:00Z', '2026-11-24T21:00:00Z')).toBe('Di., 24.11.2026, 19:00–22:00 Uhr')
    expect(range('2026-11-22T17:00:00Z', '2026-11-24T17:00:00Z')).toBe(
      'So., 22.11.2026, 18:00 – Di., 24.11.2026, 18:00',
    )
  })
})

describe('events list search params', () => {
  it('falls back to the defaults: past hidden, page 1, every map', () => {
    expect(parseEventsSearch({})).toEqual({ hidePast: true, page: 1 })
    expect(parseEventsSearch({ hidePast: 'nope', page: -2, branchId: 'x' })).toEqual({
      hidePast: true,
      page: 1,
    })
  })

  it('reads what the router hands over, as values or text', () => {
    expect(parseEventsSearch({ hidePast: false, page: 3, branchId: 4 })).toEqual({
      hidePast: false,
      page: 3,
      branchId: 4,
    })
    expect(parseEventsSearch({ hidePast: 'false', page: '2', branchId: '25' })).toEqual({
      hidePast: false,
      page: 2,
      branchId: 25,
    })
  })

  it('asks the API with a query its contract accepts', () => {
    const query = toEventsQuery({ hidePast: false, page: 2, branchId: 4 })
    expect(query).toEqual({ hidePast: false, page: 2, pageSize: EVENTS_PAGE_SIZE, branchId: 4 })
    expect(DashboardEventsQuery.parse(toSearchParams(query))).toEqual(query)
    expect(DashboardEventsQuery.parse(toSearchParams(toEventsQuery(parseEventsSearch({}))))).toEqual({
      hidePast: true,
      page: 1,
      pageSize: EVENTS_PAGE_SIZE,
    })
  })
})
