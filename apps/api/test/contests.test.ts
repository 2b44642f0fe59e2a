import { Contest, ContestDraw, ContestParticipant, Problem, StaffContest } from '@quo/contract'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { queryRows } from '../src/db/database.js'
import { deleteExpiredContestEntries } from '../src/repositories/contestAdminRepository.js'
import { sender, useTokenApp } from './staffTokens.js'

// Several entries from one address in a minute: the per-IP limit has its own test.
const tokenApp = useTokenApp({ limits: { formsPerMinute: 1000, metricsPerMinute: 600 } })
const admin = sender(tokenApp, { roles: ['staff', 'admin'], sub: 'admin-contests' })
const vaduzEditor = sender(tokenApp, { roles: ['staff'], branches: [3], sub: 'editor-vaduz' })
const malbunEditor = sender(tokenApp, { roles: ['staff'], branches: [21], sub: 'editor-malbun' })
const guest = sender(tokenApp, { roles: [] })

const HOUR = 3_600_000
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString()

async function runningContest(title: string, fields: Record<string, unknown> = {}): Promise<StaffContest> {
  const res = await vaduzEditor('POST', '/api/contests/', {
    branchShortId: 3,
    title,
    description: 'Wer kennt Vaduz?',
    question: 'Wie heisst der Fluss?',
    dateBegin: at(-24 * HOUR),
    dateEnd: at(HOUR),
    ...fields,
  })
  expect(res.statusCode, res.body).toBe(201)
  return StaffContest.parse(res.json())
}

const enter = (contestId: number, name: string, email: string, answer = 'Der Rhein') =>
  tokenApp.app().inject({
    method: 'POST',
    url: '/api/contest/participant/',
    payload: { contestId, name, email, answer, fillMs: 4000 },
  })

const db = () => tokenApp.database().db

async function staffContest(id: number): Promise<StaffContest | undefined> {
  const res = await vaduzEditor('GET', '/api/contests/dashboard/')
  return z
    .array(StaffContest)
    .parse(res.json())
    .find((c) => c.id === id)
}

async function entries(id: number): Promise<ContestParticipant[]> {
  const res = await vaduzEditor('GET', `/api/contests/${id}/participants/`)
  expect(res.statusCode, res.body).toBe(200)
  return z.array(ContestParticipant).parse(res.json())
}

const csvLines = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n')

describe('contests for staff', () => {
  it('are created and changed by staff of their map, with dates that make sense', async () => {
    expect((await tokenApp.app().inject({ url: '/api/contests/dashboard/' })).statusCode).toBe(401)
    expect((await guest('GET', '/api/contests/dashboard/')).statusCode).toBe(403)
    // As visitors see it, so it can be sent back as a new contest's fields below.
    const contest = Contest.parse(await runningContest('Rätsel am Rhein'))
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
    const lines = csvLines(csv.body)
    expect(csv.body.startsWith('\uFEFF')).toBe(true)
    expect(lines[0]).toBe('"Name";"E-Mail";"Antwort";"Richtig";"Eingegangen (Ortszeit Liechtenstein)"')
    // A formula is written as text, quotes are doubled; without a correct answer none is judged.
    expect(lines[2]).toMatch(/^"'=SUMME\(A1:A9\)";"eve@beispiel.li";/)
    expect(lines[3]).toMatch(
      /^"Ben ""der Zweite""";"ben@beispiel.li";"Der Rhein";"";"\d{4}-\d\d-\d\d \d\d:\d\d:\d\d"$/,
    )
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
    // No correct answer and no mark: the draws were among every entry, and say so.
    expect(draws.every((d) => !d.onlyCorrect)).toBe(true)
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

  it('keep what an edit does not name: the place and the correct answer', async () => {
    const [place] = await queryRows<{ nanoId: string }>(
      db(),
      sql`SELECT nano_id AS "nanoId" FROM items LIMIT 1`,
    )
    const contest = await runningContest('Mit Ort', { itemNanoId: place?.nanoId, correctAnswer: 'Rhein' })
    expect(contest).toMatchObject({ itemNanoId: place?.nanoId, correctAnswer: 'Rhein' })
    const res = await vaduzEditor('PUT', `/api/contests/${contest.id}`, { title: 'Mit Ort, umbenannt' })
    expect(StaffContest.parse(res.json())).toMatchObject({
      title: 'Mit Ort, umbenannt',
      itemNanoId: place?.nanoId,
      correctAnswer: 'Rhein',
    })
    // Visitors never see the correct answer.
    const pub = await tokenApp.app().inject({ url: '/api/contests/' })
    const listed = (pub.json() as Record<string, unknown>[]).find((c) => c.id === contest.id)
    expect(listed).toBeDefined()
    expect(listed).not.toHaveProperty('correctAnswer')
    expect(pub.body).not.toContain('"correctAnswer"')
  })

  it('draw only among the entries with the correct answer, as staff marked them', async () => {
    const contest = await runningContest('Richtig geraten', { correctAnswer: 'Rhein' })
    const answers = {
      Anna: 'Der Rhein!',
      Ben: 'Die Ill',
      Cleo: 'RHEIN',
      Dora: 'Rheinberger',
      Emil: 'Der Rhein, glaube ich',
    }
    for (const [name, answer] of Object.entries(answers))
      expect((await enter(contest.id, name, `${name}@beispiel.li`, answer)).statusCode).toBe(201)
    const judged = async () => Object.fromEntries((await entries(contest.id)).map((e) => [e.name, e.correct]))
    // Case, punctuation and words around it do not matter; another word that starts alike does.
    expect(await judged()).toEqual({ Anna: true, Ben: false, Cleo: true, Dora: false, Emil: true })

    const byName = Object.fromEntries((await entries(contest.id)).map((e) => [e.name, e.id]))
    const mark = (name: string, markedCorrect: boolean | null, send = vaduzEditor) =>
      send('PUT', `/api/contests/${contest.id}/participants/${byName[name]}`, { markedCorrect })
    // Staff overrule the answer both ways: Ben's "Ill" counts, Emil's guess does not.
    const marked = await mark('Ben', true)
    expect(marked.statusCode, marked.body).toBe(200)
    expect(ContestParticipant.parse(marked.json())).toMatchObject({
      name: 'Ben',
      markedCorrect: true,
      correct: true,
    })
    expect((await mark('Emil', false)).statusCode).toBe(200)
    expect((await mark('Cleo', false)).statusCode).toBe(200)
    expect((await mark('Cleo', null)).statusCode).toBe(200)
    expect(await judged()).toEqual({ Anna: true, Ben: true, Cleo: true, Dora: false, Emil: false })
    expect((await mark('Anna', true, malbunEditor)).statusCode).toBe(403)
    const other = await runningContest('Anderer')
    expect(
      (
        await vaduzEditor('PUT', `/api/contests/${other.id}/participants/${byName.Anna}`, {
          markedCorrect: true,
        })
      ).statusCode,
    ).toBe(404)

    expect(await staffContest(contest.id)).toMatchObject({
      participants: 5,
      correctParticipants: 3,
      nextDraw: { candidates: 3, onlyCorrect: true },
    })
    const csv = csvLines((await vaduzEditor('GET', `/api/contests/${contest.id}/participants.csv`)).body)
    expect(csv.slice(1).map((line) => line.split(';')[3])).toEqual([
      '"ja"',
      '"ja"',
      '"ja"',
      '"nein"',
      '"nein"',
    ])

    expect(
      (await vaduzEditor('PUT', `/api/contests/${contest.id}`, { dateEnd: at(-60_000) })).statusCode,
    ).toBe(200)
    const draws = []
    for (let i = 0; i < 3; i++) {
      const res = await vaduzEditor('POST', `/api/contests/${contest.id}/draws/`)
      expect(res.statusCode, res.body).toBe(201)
      draws.push(ContestDraw.parse(res.json()))
    }
    expect(draws.map((d) => d.participant.name).sort()).toEqual(['Anna', 'Ben', 'Cleo'])
    expect(draws.map((d) => [d.candidates, d.onlyCorrect])).toEqual([
      [3, true],
      [2, true],
      [1, true],
    ])
    // Only wrong entries are left: none is drawn.
    const none = await vaduzEditor('POST', `/api/contests/${contest.id}/draws/`)
    expect(none.statusCode).toBe(409)
    expect(Problem.parse(none.json()).detail).toMatch(/No correct entry is left/)
    expect((await staffContest(contest.id))?.nextDraw).toEqual({ candidates: 0, onlyCorrect: true })
  })

  it('without a correct answer, draw among all but the entries marked wrong, and only the marked right ones once some are', async () => {
    const contest = await runningContest('Offene Frage', { question: 'Was gefällt dir in Vaduz?' })
    for (const name of ['Anna', 'Ben', 'Cleo'])
      expect((await enter(contest.id, name, `${name}@beispiel.li`, 'Das Schloss')).statusCode).toBe(201)
    const ids = Object.fromEntries((await entries(contest.id)).map((e) => [e.name, e.id]))
    expect((await entries(contest.id)).every((e) => e.correct === null)).toBe(true)
    expect(await staffContest(contest.id)).toMatchObject({
      correctAnswer: null,
      correctParticipants: null,
      nextDraw: { candidates: 3, onlyCorrect: false },
    })
    await vaduzEditor('PUT', `/api/contests/${contest.id}/participants/${ids.Ben}`, { markedCorrect: false })
    expect((await staffContest(contest.id))?.nextDraw).toEqual({ candidates: 2, onlyCorrect: false })
    await vaduzEditor('PUT', `/api/contests/${contest.id}/participants/${ids.Cleo}`, { markedCorrect: true })
    expect(await staffContest(contest.id)).toMatchObject({
      correctParticipants: 1,
      nextDraw: { candidates: 1, onlyCorrect: true },
    })
  })

  it("write the times of the CSV on Liechtenstein's clock, in winter and in summer", async () => {
    const contest = await runningContest('Uhrzeit')
    for (const name of ['Anna', 'Ben'])
      expect((await enter(contest.id, name, `${name}@beispiel.li`)).statusCode).toBe(201)
    // Just before midnight UTC in winter is the next day in Vaduz (UTC+1); summer time is UTC+2.
    await db().execute(sql`UPDATE contest_participants SET date_created = CASE name
        WHEN 'Anna' THEN '2026-01-15T23:30:00Z'::timestamptz ELSE '2026-07-01T10:15:09Z'::timestamptz END
      WHERE contest_id = ${contest.id}`)
    const csv = csvLines((await vaduzEditor('GET', `/api/contests/${contest.id}/participants.csv`)).body)
    expect(csv[0]).toContain('"Eingegangen (Ortszeit Liechtenstein)"')
    expect(csv.slice(1).map((line) => line.split(';').at(-1))).toEqual([
      '"2026-01-16 00:30:00"',
      '"2026-07-01 12:15:09"',
    ])
  })

  it('delete the entries and the draws naming winners 90 days after the end, and keep the contest', async () => {
    const old = await runningContest('Längst vorbei')
    const recent = await runningContest('Eben vorbei')
    for (const c of [old, recent]) {
      expect((await enter(c.id, 'Anna', 'anna@beispiel.li')).statusCode).toBe(201)
      await vaduzEditor('PUT', `/api/contests/${c.id}`, { dateEnd: at(-60_000) })
      expect((await vaduzEditor('POST', `/api/contests/${c.id}/draws/`)).statusCode).toBe(201)
    }
    await db().execute(sql`UPDATE contests SET date_begin = now() - interval '120 days',
        date_end = now() - make_interval(days => CASE id WHEN ${old.id} THEN 91 ELSE 89 END)
      WHERE id IN (${old.id}, ${recent.id})`)
    expect(await deleteExpiredContestEntries(db())).toBeGreaterThanOrEqual(1)
    expect(await staffContest(old.id)).toMatchObject({ title: 'Längst vorbei', participants: 0, draws: [] })
    expect(await staffContest(recent.id)).toMatchObject({ participants: 1 })
    expect((await staffContest(recent.id))?.draws).toHaveLength(1)
  })
})
