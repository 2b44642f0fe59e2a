import { randomInt } from 'node:crypto'
import {
  CONTEST_ENTRY_RETENTION_DAYS,
  type ContestDraw,
  type ContestInput,
  type ContestParticipant,
  type ContestUpdateInput,
  REGION_TIME_ZONE,
  type StaffContest,
} from '@quo/contract'
import { wallDateTime } from '@quo/place-rules'
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm'
import { type Db, queryRows } from '../db/database.js'
import { contestDraws, contestParticipants, contests, items } from '../db/schema/index.js'
import { messages } from '../messages.js'
import { csvDocument } from '../openData/csv.js'
import { drawPool, entryCorrect } from '../services/contestAnswers.js'
import { inBranches, type StaffBranches } from './branchAccess.js'
import { mapConstraintErrors } from './dbErrors.js'
import { Conflict, InvalidInput, NotFound } from './domainErrors.js'
import { groupBy } from './groupBy.js'

type ContestRow = typeof contests.$inferSelect

const participantColumns = {
  id: contestParticipants.id,
  name: contestParticipants.name,
  email: contestParticipants.email,
  answer: contestParticipants.answer,
  dateCreated: contestParticipants.dateCreated,
  markedCorrect: contestParticipants.markedCorrect,
}

type ParticipantRow = Omit<ContestParticipant, 'correct'>

/** An entry as staff see it: with whether it counts as correct under `correctAnswer`. */
const judged = (row: ParticipantRow, correctAnswer: string | null): ContestParticipant => ({
  ...row,
  correct: entryCorrect(row, correctAnswer),
})

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

/** A new contest, as the dashboard lists it. */
export async function createContest(db: Db, input: ContestInput): Promise<StaffContest> {
  const { itemNanoId, ...fields } = input
  const itemId = (await itemIdOf(db, itemNanoId)) ?? null
  const [row] = await mapConstraintErrors(() =>
    db
      .insert(contests)
      .values({ ...fields, itemId })
      .returning(),
  )
  if (!row) throw new Error('insert returned nothing')
  return staffContest(db, row.id)
}

/** Updates a contest; the end stays after the begin, the stored one where only one date changes. */
export async function updateContest(db: Db, id: number, input: ContestUpdateInput): Promise<StaffContest> {
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
  return staffContest(db, row.id)
}

async function drawsOf(db: Db, contestIds: number[]): Promise<ContestDraw[]> {
  if (!contestIds.length) return []
  const rows = await db
    .select({ draw: contestDraws, participant: participantColumns, correctAnswer: contests.correctAnswer })
    .from(contestDraws)
    .innerJoin(contestParticipants, eq(contestParticipants.id, contestDraws.participantId))
    .innerJoin(contests, eq(contests.id, contestDraws.contestId))
    .where(inArray(contestDraws.contestId, contestIds))
    .orderBy(desc(contestDraws.id))
  return rows.map(({ draw, participant, correctAnswer }) => ({
    id: draw.id,
    contestId: draw.contestId,
    participant: judged(participant, correctAnswer),
    candidates: draw.candidates,
    onlyCorrect: draw.onlyCorrect,
    dateDrawn: draw.dateDrawn,
    drawnBy: draw.drawnBy,
  }))
}

/** What decides an entry's chance in a draw: its answer, staff's mark, whether it won already. */
async function entriesForDraw(db: Db, contestIds: number[]) {
  if (!contestIds.length) return []
  return db
    .select({
      id: contestParticipants.id,
      contestId: contestParticipants.contestId,
      answer: contestParticipants.answer,
      markedCorrect: contestParticipants.markedCorrect,
      // Spelled out: in a one-table select drizzle leaves the outer column unqualified, which
      // inside the subquery would name the draw's own id.
      drawn: sql<boolean>`EXISTS (SELECT 1 FROM contest_draws d
        WHERE d.participant_id = contest_participants.id)`.mapWith(Boolean),
    })
    .from(contestParticipants)
    .where(inArray(contestParticipants.contestId, contestIds))
    .orderBy(asc(contestParticipants.id))
}

/**
 * The contests of the caller's branches (every contest for an administrator), newest first, each with
 * its number of entries, how many are correct, what the next draw picks from, and its draws: three
 * queries however many contests there are. The entries' answers are judged here rather than in SQL,
 * so the list, the export and the draw judge them with one function (services/contestAnswers.ts);
 * the retention keeps them few (CONTEST_ENTRY_RETENTION_DAYS).
 */
export async function listStaffContests(
  db: Db,
  staff: StaffBranches,
  onlyId?: number,
): Promise<StaffContest[]> {
  const rows = await db
    .select({ contest: contests, itemNanoId: items.nanoId })
    .from(contests)
    .leftJoin(items, eq(items.id, contests.itemId))
    .where(
      and(
        // A contest of every map is an administrator's: its draws name winners with their e-mails.
        staff === 'all' ? undefined : inBranches(sql`${contests.branchShortId}`, staff),
        onlyId === undefined ? undefined : eq(contests.id, onlyId),
      ),
    )
    .orderBy(desc(contests.dateBegin), desc(contests.id))
  const ids = rows.map((r) => r.contest.id)
  const [entries, draws] = await Promise.all([entriesForDraw(db, ids), drawsOf(db, ids)])
  const entriesOf = groupBy(entries, (e) => e.contestId)
  const drawsOfContest = groupBy(draws, (d) => d.contestId)
  return rows.map(({ contest: c, itemNanoId }) => {
    const own = entriesOf.get(c.id) ?? []
    const pool = drawPool(own, c.correctAnswer)
    return {
      id: c.id,
      branchShortId: c.branchShortId,
      title: c.title,
      description: c.description,
      question: c.question,
      dateBegin: c.dateBegin,
      dateEnd: c.dateEnd,
      itemNanoId,
      correctAnswer: c.correctAnswer,
      participants: own.length,
      correctParticipants: pool.correct,
      nextDraw: { candidates: pool.candidates.length, onlyCorrect: pool.onlyCorrect },
      draws: drawsOfContest.get(c.id) ?? [],
    }
  })
}

/** One contest as the dashboard lists it; 404 when there is none. */
async function staffContest(db: Db, id: number): Promise<StaffContest> {
  const [contest] = await listStaffContests(db, 'all', id)
  if (!contest) throw new NotFound('Unknown contest')
  return contest
}

/** A contest's entries, oldest first, each judged by the contest's correct answer and staff's marks. */
export async function listParticipants(
  db: Db,
  contest: { id: number; correctAnswer: string | null },
): Promise<ContestParticipant[]> {
  const rows = await db
    .select(participantColumns)
    .from(contestParticipants)
    .where(eq(contestParticipants.contestId, contest.id))
    .orderBy(asc(contestParticipants.dateCreated), asc(contestParticipants.id))
  return rows.map((row) => judged(row, contest.correctAnswer))
}

/**
 * Staff's decision on one entry: correct, wrong, or null to let the correct answer decide. It
 * counts for the draws still to come; the ones made stay as they were recorded.
 */
export async function markParticipant(
  db: Db,
  contest: { id: number; correctAnswer: string | null },
  participantId: number,
  markedCorrect: boolean | null,
): Promise<ContestParticipant> {
  const [row] = await db
    .update(contestParticipants)
    .set({ markedCorrect })
    .where(and(eq(contestParticipants.id, participantId), eq(contestParticipants.contestId, contest.id)))
    .returning(participantColumns)
  if (!row) throw new NotFound('Unknown entry')
  return judged(row, contest.correctAnswer)
}

/**
 * Draws a winner among the entries not drawn before, uniformly with the operating system's
 * cryptographic random numbers, and records the draw (who, when, among how many, whether only
 * among correct entries) in `tx`, which locks the contest so two draws at once cannot pick from
 * the same entries. When the contest says which entries are correct, only correct ones are
 * candidates (services/contestAnswers.ts). Only after the contest has ended, so every entry had
 * its chance (409 before, and when no candidate is left).
 */
export async function drawWinner(tx: Db, contestId: number, drawnBy: string): Promise<ContestDraw> {
  const [contest] = await tx.select().from(contests).where(eq(contests.id, contestId)).for('update')
  if (!contest) throw new NotFound('Unknown contest')
  if (Date.parse(contest.dateEnd) > Date.now()) throw new Conflict('The contest is still running')
  const entries = await entriesForDraw(tx, [contestId])
  const { candidates, onlyCorrect } = drawPool(entries, contest.correctAnswer)
  if (!candidates.length) {
    throw new Conflict(
      onlyCorrect
        ? 'No correct entry is left to draw: every one has been drawn already, or none is correct'
        : 'Every entry has been drawn already, or there is none',
    )
  }
  const picked = candidates[randomInt(candidates.length)]
  if (!picked) throw new Error('the draw picked no entry')
  const [row] = await tx
    .insert(contestDraws)
    .values({ contestId, participantId: picked.id, candidates: candidates.length, onlyCorrect, drawnBy })
    .returning()
  if (!row) throw new Error('insert returned nothing')
  const [winner] = await tx
    .select(participantColumns)
    .from(contestParticipants)
    .where(eq(contestParticipants.id, picked.id))
  if (!winner) throw new Error('the drawn entry is gone')
  return {
    id: row.id,
    contestId,
    participant: judged(winner, contest.correctAnswer),
    candidates: row.candidates,
    onlyCorrect: row.onlyCorrect,
    dateDrawn: row.dateDrawn,
    drawnBy: row.drawnBy,
  }
}

/**
 * The entries as CSV for a spreadsheet (semicolons, as Excel expects in de-CH; a BOM so it
 * reads UTF-8): name, e-mail, answer, whether it counts as correct, and when it came in on
 * Liechtenstein's clock (staff there read times on their own clock, not in UTC; the header
 * says which clock).
 */
export function participantsCsv(participants: readonly ContestParticipant[]): string {
  const { header, correct } = messages.contestCsv
  return csvDocument([
    header,
    ...participants.map((p) => [
      p.name,
      p.email,
      p.answer,
      p.correct === null ? '' : correct[String(p.correct) as 'true' | 'false'],
      wallDateTime(new Date(p.dateCreated), REGION_TIME_ZONE),
    ]),
  ])
}

/**
 * Deletes the entries of contests that ended more than `days` ago, and with them the draws that
 * name their winners (docs/operations.md, "Contest entries"); answers how many entries went.
 * The contests stay. Idempotent, so every API process may run it.
 */
export async function deleteExpiredContestEntries(
  db: Db,
  days = CONTEST_ENTRY_RETENTION_DAYS,
): Promise<number> {
  const [deleted] = await queryRows<{ n: number }>(
    db,
    sql`WITH gone AS (
          DELETE FROM contest_participants WHERE contest_id IN (
            SELECT id FROM contests WHERE date_end < now() - make_interval(days => ${days}::int))
          RETURNING 1)
        SELECT count(*)::int AS n FROM gone`,
  )
  return deleted?.n ?? 0
}
