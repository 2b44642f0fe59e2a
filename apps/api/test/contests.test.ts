import { Contest, ContestDraw, ContestParticipant, Problem, StaffContest } from '@quo/contract'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { sender, useTokenApp } from './staffTokens.js'

// Several entries from one address in a minute: the per-IP limit has its own test.
const tokenApp = useTokenApp({ limits: { formsPerMinute: 1000, metricsPerMinute: 600 } })
const admin = sender(tokenApp, { roles: ['staff', 'admin'], sub: 'admin-contests' })
const vaduzEditor = sender(tokenApp, { roles: ['staff'], branches: [3], sub: 'editor-vaduz' })
const malbunEditor = sender(tokenApp, { roles: ['staff'], branches: [21], sub: 'editor-malbun' })
const guest = sender(tokenApp, { roles: [] })

const HOUR = 3_600_000
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString()

async function runningContest(title: string): Promise<Contest> {
  const res = await vaduzEditor('POST', '/api/contests/', {
    branchShortId: 3,
    title,
    description: 'Wer kennt Vaduz?',
    question: 'Wie heisst der Fluss?',
    dateBegin: at(-24 * HOUR),
    dateEnd: at(HOUR),
  })
  expect(res.statusCode, res.body).toBe(201)
  return Contest.parse(res.json())
}

const enter = (contestId: number, name: string, email: string) =>
  tokenApp.app().inject({
    method: 'POST',
    url: '/api/contest/participant/',
    payload: { contestId, name, email, answer: 'Der Rhein', fillMs: 4000 },
  })

describe('contests for staff', () => {
  it('are created and changed by staff of their map, with dates that make sense', async () => {
    expect((await tokenApp.app().inject({ url: '/api/contests/dashboard/' })).statusCode).toBe(401)
    expect((await guest('GET', '/api/contests/dashboard/')).statusCode).toBe(403)
    const contest = await runningContest('Rätsel am Rhein')
    expect(contest).toMatchObject({ branchShortId: 3, title: 'Rätsel am Rhein', itemNanoId: null })
    // On the public list at once (the change feed drops the cached one).
    await expect
      .poll(async () =>
        z
          .array(Contest)
          .parse((await tokenApp.app().inject({ url: '/api/contests/' })).json())
          .some((c) => c.id === contest.id),
      )
      .toBe(true)

    const backwards = await admin('POST', '/api/contests/', {
      branchShortId: null,
      title: 'Rückwärts',
      description: 'x',
      question: 'y',
      dateBegin: at(HOUR),
      dateEnd: at(-HOUR),
    })
    expect(backwards.statusCode).toBe(400)
    expect(Problem.parse(backwards.json()).errors?.map((e) => e.path)).toEqual(['body.dateEnd'])
    const unknownPlace = await admin('POST', '/api/contests/', {
      branchShortId: null,
      title: 'Ortlos',
      description: 'x',
      question: 'y',
      dateBegin: at(0),
      dateEnd: at(HOUR),
      itemNanoId: 'zzzzzzzzzzzz',
    })
    expect(unknownPlace.statusCode).toBe(404)
    // A contest on Vaduz's map is not Malbun's staff's to make.
    expect((await malbunEditor('POST', '/api/contests/', { ...contest, id: undefined })).statusCode).toBe(403)
    const onMalbunsMap = await malbunEditor('PUT', `/api/contests/${contest.id}`, { title: 'Fremd' })
    expect(onMalbunsMap.statusCode).toBe(403)
    const endBeforeStoredBegin = await vaduzEditor('PUT', `/api/contests/${contest.id}`, {
      dateEnd: at(-48 * HOUR),
    })
    expect(endBeforeStoredBegin.statusCode).toBe(400)
    const renamed = await vaduzEditor('PUT', `/api/contests/${contest.id}`, { title: 'Rätsel am Rhein 2' })
    expect(Contest.parse(renamed.json()).title).toBe('Rätsel am Rhein 2')
    expect((await vaduzEditor('PUT', '/api/contests/999999', { title: 'x' })).statusCode).toBe(404)
  })

  it('list their entries, and export them as CSV a spreadsheet cannot run', async () => {
    const contest = await runningContest('Export')
    expect((await enter(contest.id, 'Anna Beck', 'anna@beispiel.li')).statusCode).toBe(201)
    expect((await enter(contest.id, '=SUMME(A1:A9)', 'eve@beispiel.li')).statusCode).toBe(201)
    expect((await enter(contest.id, 'Ben "der Zweite"', 'ben@beispiel.li')).statusCode).toBe(201)
    const list = z
      .array(ContestParticipant)
      .parse((await vaduzEditor('GET', `/api/contests/${contest.id}/participants/`)).json())
    expect(list.map((p) => p.name)).toEqual(['Anna Beck', '=SUMME(A1:A9)', 'Ben "der Zweite"'])

    const csv = await vaduzEditor('GET', `/api/contests/${contest.id}/participants.csv`)
    expect(csv.statusCode).toBe(200)
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(csv.headers['content-disposition']).toBe(
      `attachment; filename="wettbewerb-${contest.id}-teilnahmen.csv"`,
    )
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')
    expect(csv.body.startsWith('\uFEFF')).toBe(true)
    expect(lines[0]).toBe('"Name";"E-Mail";"Antwort";"Eingegangen"')
    // A formula is written as text, quotes are doubled.
    expect(lines[2]).toMatch(/^"'=SUMME\(A1:A9\)";"eve@beispiel.li";/)
    expect(lines[3]).toMatch(/^"Ben ""der Zweite""";"ben@beispiel.li";"Der Rhein";"\d{4}-/)
    expect((await malbunEditor('GET', `/api/contests/${contest.id}/participants.csv`)).statusCode).toBe(403)
    expect((await admin('GET', '/api/contests/999999/participants/')).statusCode).toBe(404)
  })

  it('draw each winner fairly once the contest has ended, and record who drew when among how many', async () => {
    const contest = await runningContest('Verlosung')
    const names = ['Anna', 'Ben', 'Cleo']
    for (const name of names)
      expect((await enter(contest.id, name, `${name}@beispiel.li`)).statusCode).toBe(201)
    const early = await vaduzEditor('POST', `/api/contests/${contest.id}/draws/`)
    expect(early.statusCode).toBe(409)
    expect(Problem.parse(early.json()).detail).toMatch(/still running/)
    expect(
      (await vaduzEditor('PUT', `/api/contests/${contest.id}`, { dateEnd: at(-60_000) })).statusCode,
    ).toBe(200)
    expect((await malbunEditor('POST', `/api/contests/${contest.id}/draws/`)).statusCode).toBe(403)

    const draws = []
    for (let i = 0; i < names.length; i++) {
      const res = await vaduzEditor('POST', `/api/contests/${contest.id}/draws/`)
      expect(res.statusCode, res.body).toBe(201)
      draws.push(ContestDraw.parse(res.json()))
    }
    // Every entry wins once, never twice; each draw among those left.
    expect(draws.map((d) => d.participant.name).sort()).toEqual(names)
    expect(draws.map((d) => d.candidates)).toEqual([3, 2, 1])
    expect(draws.every((d) => d.drawnBy === 'editor-vaduz@quo.test')).toBe(true)
    expect((await vaduzEditor('POST', `/api/contests/${contest.id}/draws/`)).statusCode).toBe(409)

    const listed = z
      .array(StaffContest)
      .parse((await vaduzEditor('GET', '/api/contests/dashboard/')).json())
      .find((c) => c.id === contest.id)
    expect(listed?.participants).toBe(3)
    expect(listed?.draws.map((d) => d.id)).toEqual(draws.map((d) => d.id).reverse())
    const malbuns = z
      .array(StaffContest)
      .parse((await malbunEditor('GET', '/api/contests/dashboard/')).json())
    expect(malbuns.some((c) => c.id === contest.id)).toBe(false)
  })
})
