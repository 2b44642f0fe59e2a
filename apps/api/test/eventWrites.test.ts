import {
  BranchesResponse,
  DashboardEvent,
  DashboardEventsPage,
  Event,
  EventBranchLink,
  Featured,
  Problem,
} from '@quo/contract'
import { beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { staffRequest, useListeningApp, useTokens } from './oidcFlow.js'

const listening = useListeningApp()
const tokens = useTokens(listening)
const send = staffRequest(listening, tokens)
const publicGet = async (url: string) => (await listening.app().inject({ url })).json()

const DAY = 86_400_000
const inDays = (d: number) => new Date(Date.now() + d * DAY).toISOString()

/** Polls a cached public read until the change feed has refreshed it. */
async function eventually(check: () => Promise<boolean>): Promise<boolean> {
  for (let i = 0; i < 100; i++) {
    if (await check()) return true
    await new Promise((r) => setTimeout(r, 25))
  }
  return false
}

let branches: { id: number; shortId: number }[]
let itemId: number
beforeAll(async () => {
  branches = BranchesResponse.parse(await publicGet('/api/branches/')).branches.filter((b) => b.isActive)
  const res = await send('POST', '/api/items', { title: 'Konzert im Park', lon: 9.52, lat: 47.14 })
  itemId = (res.json() as { id: number }).id
})

describe('event writes', () => {
  it('create an event with its branches atomically; it shows on the branch map', async () => {
    const [a, b] = branches as [(typeof branches)[0], (typeof branches)[0]]
    const res = await send('POST', '/api/events', {
      itemId,
      dateBegin: inDays(2),
      dateEnd: inDays(3),
      branchIds: [a.id, b.id],
    })
    expect(res.statusCode).toBe(201)
    const event = DashboardEvent.parse(res.json())
    expect(event).toMatchObject({ itemId, title: 'Konzert im Park' })
    expect(event.branches.map((x) => x.branchId).sort()).toEqual([a.id, b.id].sort())
    const shown = await eventually(async () =>
      z
        .array(Event)
        .parse(await publicGet(`/api/events/branchshortid/${a.shortId}`))
        .some((e) => e.id === event.id),
    )
    expect(shown).toBe(true)
  })

  it('refuse an end before the begin, unknown items and unknown branches, writing nothing', async () => {
    const total = async () =>
      DashboardEventsPage.parse((await send('GET', '/api/events/dashboard/?hidePast=false')).json()).total
    const before = await total()
    const backwards = await send('POST', '/api/events', { itemId, dateBegin: inDays(3), dateEnd: inDays(2) })
    expect(backwards.statusCode).toBe(400)
    expect(Problem.parse(backwards.json()).errors?.map((e) => e.path)).toEqual(['body.dateEnd'])
    expect(
      (await send('POST', '/api/events', { itemId: 999_999, dateBegin: inDays(1), dateEnd: inDays(2) }))
        .statusCode,
    ).toBe(404)
    const unknownBranch = await send('POST', '/api/events', {
      itemId,
      dateBegin: inDays(1),
      dateEnd: inDays(2),
      branchIds: [999],
    })
    expect(unknownBranch.statusCode).toBe(404)
    expect(await total()).toBe(before)
  })

  it('update dates, checked against the stored ones; manage branch links; delete', async () => {
    const [a, b, c] = branches as [(typeof branches)[0], (typeof branches)[0], (typeof branches)[0]]
    const event = DashboardEvent.parse(
      (await send('POST', '/api/events', { itemId, dateBegin: inDays(5), dateEnd: inDays(6) })).json(),
    )
    const put = await send('PUT', `/api/events/${event.id}`, { dateEnd: inDays(7) })
    expect(put.statusCode).toBe(200)
    expect(Date.parse(DashboardEvent.parse(put.json()).dateEnd)).toBeGreaterThan(Date.parse(event.dateEnd))
    const early = await send('PUT', `/api/events/${event.id}`, { dateEnd: inDays(4) })
    expect(early.statusCode).toBe(400)
    expect((await send('PUT', '/api/events/999999', { dateEnd: inDays(4) })).statusCode).toBe(404)

    const many = await send('POST', '/api/events/branches/multiple/', {
      eventId: event.id,
      branchIds: [a.id, b.id],
    })
    expect(many.statusCode).toBe(201)
    expect(z.array(EventBranchLink).parse(many.json())).toHaveLength(2)
    const one = await send('POST', '/api/events/branches/', { eventId: event.id, branchId: c.id })
    expect(one.statusCode).toBe(201)
    expect(
      (await send('POST', '/api/events/branches/', { eventId: event.id, branchId: c.id })).statusCode,
    ).toBe(409)
    expect(
      (await send('POST', '/api/events/branches/', { eventId: 999_999, branchId: c.id })).statusCode,
    ).toBe(404)
    expect((await send('DELETE', `/api/events/branches/${event.id}/${a.id}`)).statusCode).toBe(200)
    expect((await send('DELETE', `/api/events/branches/${event.id}/${a.id}`)).statusCode).toBe(404)
    const after = DashboardEvent.parse((await send('GET', `/api/events/dashboard/${event.id}`)).json())
    expect(after.branches.map((x) => x.branchId).sort()).toEqual([b.id, c.id].sort())

    expect((await send('DELETE', `/api/events/${event.id}`)).statusCode).toBe(200)
    expect((await send('GET', `/api/events/dashboard/${event.id}`)).statusCode).toBe(404)
  })
})

describe('featured writes', () => {
  it('feature an item on one branch, list it publicly, and remove it', async () => {
    const branch = branches[0] as (typeof branches)[0]
    const res = await send('POST', '/api/featured/', { itemId, branchId: branch.id })
    expect(res.statusCode).toBe(201)
    const entry = Featured.parse(res.json())
    expect(entry).toMatchObject({ itemId, branchShortId: branch.shortId })
    const listed = async (present: boolean) =>
      eventually(async () => {
        const list = z.array(Featured).parse(await publicGet('/api/featured/'))
        return list.some((f) => f.id === entry.id) === present
      })
    expect(await listed(true)).toBe(true)
    expect((await send('POST', '/api/featured/', { itemId: 999_999 })).statusCode).toBe(404)
    expect((await send('DELETE', `/api/featured/${entry.id}`)).statusCode).toBe(200)
    expect(await listed(false)).toBe(true)
    expect((await send('DELETE', `/api/featured/${entry.id}`)).statusCode).toBe(404)
  })
})
