import { randomInt } from 'node:crypto'
import type {
  Contest,
  ContestDraw,
  ContestInput,
  ContestParticipant,
  ContestUpdateInput,
  StaffContest,
} from '@quo/contract'
import { and, asc, count, desc, eq, inArray, notInArray, sql } from 'drizzle-orm'
import type { Db } from '../db/database.js'
import { contestDraws, contestParticipants, contests, items } from '../db/schema/index.js'
import { messages } from '../messages.js'
import { inBranches, type StaffBranches } from './branchAccess.js'
import { mapConstraintErrors } from './dbErrors.js'
import { Conflict, InvalidInput, NotFound } from './domainErrors.js'

type ContestRow = typeof contests.$inferSelect

const participantColumns = {
  id: contestParticipants.id,
  name: contestParticipants.name,
  email: contestParticipants.email,
  answer: contestParticipants.answer,
  dateCreated: contestParticipants.dateCreated,
}

/** One contest's stored row; 404 when there is none. */
export async function contestRow(db: Db, id: number): Promise<ContestRow> {
  const [row] = await db.select().from(contests).where(eq(contests.id, id))
  if (!row) throw new NotFound('Unknown contest')
  return row
}

/** The item id of a nano id, or null; 404 for a nano id no item has. */
async function itemIdOf(db: Db, nanoId: string | null | undefined): Promise<number | null | undefined> {
  if (nanoId === undefined) return undefined
  if (nanoId === null) return null
  const [row] = await db.select({ id: items.id }).from(items).where(eq(items.nanoId, nanoId))
  if (!row) throw new NotFound('Unknown item')
  return row.id
}

async function toContest(db: Db, row: ContestRow): Promise<Contest> {
  const [item] =
    row.itemId === null
      ? []
      : await db.select({ nanoId: items.nanoId }).from(items).where(eq(items.id, row.itemId))
  return {
    id: row.id,
    branchShortId: row.branchShortId,
    title: row.title,
    description: row.description,
    question: row.question,
    dateBegin: row.dateBegin,
    dateEnd: row.dateEnd,
    itemNanoId: item?.nanoId ?? null,
  }
}

export async function createContest(db: Db, input: ContestInput): Promise<Contest> {
  const { itemNanoId, ...fields } = input
  const itemId = (await itemIdOf(db, itemNanoId)) ?? null
  const [row] = await mapConstraintErrors(() =>
    db
      .insert(contests)
      .values({ ...fields, itemId })
      .returning(),
  )
  if (!row) throw new Error('insert returned nothing')
  return toContest(db, row)
}

/** Updates a contest; the end stays after the begin, the stored one where only one date changes. */
export async function updateContest(db: Db, id: number, input: ContestUpdateInput): Promise<Contest> {
  const current = await contestRow(db, id)
  const begin = input.dateBegin ?? current.dateBegin
  const end = input.dateEnd ?? current.dateEnd
  if (Date.parse(end) <= Date.parse(begin)) {
    throw new InvalidInput('The end must be after the begin', [
      { path: input.dateEnd ? 'body.dateEnd' : 'body.dateBegin', message: 'must end after it begins' },
    ])
  }
  const { itemNanoId, ...fields } = input
  const itemId = await itemIdOf(db, itemNanoId)
  const [row] = await mapConstraintErrors(() =>
    db
      .update(contests)
      .set({ ...fields, ...(itemId === undefined ? {} : { itemId }) })
      .where(eq(contests.id, id))
      .returning(),
  )
  if (!row) throw new NotFound('Unknown contest')
  return toContest(db, row)
}

async function drawsOf(db: Db, contestIds: number[]): Promise<ContestDraw[]> {
  if (!contestIds.length) return []
  const rows = await db
    .select({ draw: contestDraws, participant: participantColumns })
    .from(contestDraws)
    .innerJoin(contestParticipants, eq(contestParticipants.id, contestDraws.participantId))
    .where(inArray(contestDraws.contestId, contestIds))
    .orderBy(desc(contestDraws.id))
  return rows.map(({ draw, participant }) => ({
    id: draw.id,
    contestId: draw.contestId,
    participant,
    candidates: draw.candidates,
    dateDrawn: draw.dateDrawn,
    drawnBy: draw.drawnBy,
  }))
}

/**
 * The contests of the caller's branches (every contest for an administrator), newest first, each with
 * its number of entries and its draws: three queries however many contests there are.
 */
export async function listStaffContests(db: Db, staff: StaffBranches): Promise<StaffContest[]> {
  const rows = await db
    .select({ contest: contests, itemNanoId: items.nanoId })
    .from(contests)
    .leftJoin(items, eq(items.id, contests.itemId))
    // A contest of every map is an administrator's: its draws name winners with their e-mails.
    .where(staff === 'all' ? undefined : inBranches(sql`${contests.branchShortId}`, staff))
    .orderBy(desc(contests.dateBegin), desc(contests.id))
  const ids = rows.map((r) => r.contest.id)
  const [counts, draws] = await Promise.all([
    ids.length
      ? db
          .select({ contestId: contestParticipants.contestId, n: count() })
          .from(contestParticipants)
          .where(inArray(contestParticipants.contestId, ids))
          .groupBy(contestParticipants.contestId)
      : [],
    drawsOf(db, ids),
  ])
  const countOf = new Map(counts.map((c) => [c.contestId, Number(c.n)]))
  return rows.map(({ contest: c, itemNanoId }) => ({
    id: c.id,
    branchShortId: c.branchShortId,
    title: c.title,
    description: c.description,
    question: c.question,
    dateBegin: c.dateBegin,
    dateEnd: c.dateEnd,
    itemNanoId,
    participants: countOf.get(c.id) ?? 0,
    draws: draws.filter((d) => d.contestId === c.id),
  }))
}

/** A contest's entries, oldest first. */
export function listParticipants(db: Db, contestId: number): Promise<ContestParticipant[]> {
  return db
    .select(participantColumns)
    .from(contestParticipants)
    .where(eq(contestParticipants.contestId, contestId))
    .orderBy(asc(contestParticipants.dateCreated), asc(contestParticipants.id))
}

/**
 * Draws a winner among the entries not drawn before, uniformly with the operating system's
 * cryptographic random numbers, and records the draw (who, when, among how many) in `tx`,
 * which locks the contest so two draws at once cannot pick from the same entries. Only after
 * the contest has ended, so every entry had its chance (409 before, and when nobody is left).
 */
export async function drawWinner(tx: Db, contestId: number, drawnBy: string): Promise<ContestDraw> {
  const [contest] = await tx.select().from(contests).where(eq(contests.id, contestId)).for('update')
  if (!contest) throw new NotFound('Unknown contest')
  if (Date.parse(contest.dateEnd) > Date.now()) throw new Conflict('The contest is still running')
  const drawn = tx
    .select({ id: contestDraws.participantId })
    .from(contestDraws)
    .where(eq(contestDraws.contestId, contestId))
  const candidates = await tx
    .select(participantColumns)
    .from(contestParticipants)
    .where(and(eq(contestParticipants.contestId, contestId), notInArray(contestParticipants.id, drawn)))
    .orderBy(asc(contestParticipants.id))
  if (!candidates.length) throw new Conflict('Every entry has been drawn already, or there is none')
  const winner = candidates[randomInt(candidates.length)]
  if (!winner) throw new Error('the draw picked no entry')
  const [row] = await tx
    .insert(contestDraws)
    .values({ contestId, participantId: winner.id, candidates: candidates.length, drawnBy })
    .returning()
  if (!row) throw new Error('insert returned nothing')
  return {
    id: row.id,
    contestId,
    participant: winner,
    candidates: row.candidates,
    dateDrawn: row.dateDrawn,
    drawnBy: row.drawnBy,
  }
}

/** A cell of the participants' CSV: quoted, and never read as a formula by a spreadsheet. */
function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return `"${safe.replace(/"/g, '""')}"`
}

/**
 * The entries as CSV for a spreadsheet (semicolons, as Excel expects in de-CH; a BOM so it
 * reads UTF-8): name, e-mail, answer, date.
 */
export function participantsCsv(participants: readonly ContestParticipant[]): string {
  const lines = [
    messages.contestCsvHeader,
    ...participants.map((p) => [p.name, p.email, p.answer, p.dateCreated]),
  ].map((cells) => cells.map(csvCell).join(';'))
  return `\uFEFF${lines.join('\r\n')}\r\n`
}
