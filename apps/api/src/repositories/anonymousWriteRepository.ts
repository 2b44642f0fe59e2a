import { createHash } from 'node:crypto'
import type {
  ChangeRequest,
  ChangeRequestInput,
  ChangeRequestsQuery,
  ContestParticipation,
  ContestParticipationInput,
  StaffChangeRequest,
} from '@quo/contract'
import { and, desc, eq, ne, sql } from 'drizzle-orm'
import type { Db } from '../db/database.js'
import { changeRequests, contestParticipants, contests, items, searchShortcuts } from '../db/schema/index.js'
import { branchColumnVisibleTo, type StaffBranches } from './branchAccess.js'
import { mapConstraintErrors } from './dbErrors.js'
import { Conflict, InvalidInput, NotAllowed, NotFound } from './domainErrors.js'

/**
 * Stores a visitor's proposal after checking that the search shortcut allows this kind of
 * request (docs/product.md §1): 404 for unknown references, 403 where the shortcut does not allow it.
 */
export async function createChangeRequest(db: Db, input: ChangeRequestInput): Promise<ChangeRequest> {
  const [shortcut] = await db
    .select()
    .from(searchShortcuts)
    .where(eq(searchShortcuts.id, input.searchShortcutId))
  if (!shortcut) throw new NotFound('Unknown search shortcut')
  let itemId: number | null = null
  if (input.kind === 'change') {
    if (!input.itemNanoId) throw new InvalidInput('A change request names the item it corrects (itemNanoId)')
    if (!shortcut.allowChangeRequest) throw new NotAllowed('This search shortcut takes no change requests')
    const [item] = await db.select({ id: items.id }).from(items).where(eq(items.nanoId, input.itemNanoId))
    if (!item) throw new NotFound('Unknown item')
    itemId = item.id
  } else {
    if (!input.title || input.lon === undefined || input.lat === undefined) {
      throw new InvalidInput('A proposed place needs a title and its position (lon, lat)')
    }
    if (!shortcut.allowItemAddition) throw new NotAllowed('This search shortcut takes no new places')
  }
  // The spam checks have done their part; what is stored is the proposal.
  const { searchShortcutId, itemNanoId, honeypot: _honeypot, fillMs: _fillMs, ...payload } = input
  const [row] = await mapConstraintErrors(
    () =>
      db
        .insert(changeRequests)
        .values({
          itemId,
          searchShortcutId,
          branchShortId: shortcut.branchShortId,
          payload,
          contentHash: contentHash(itemId, payload),
        })
        .returning(),
    { duplicate: 'This request has been received already and waits for staff' },
  )
  if (!row) throw new Error('insert returned nothing')
  return {
    id: row.id,
    kind: input.kind,
    searchShortcutId,
    branchShortId: row.branchShortId,
    itemNanoId: itemNanoId ?? null,
    title: input.title ?? null,
    message: input.message,
    status: row.status,
    dateCreated: row.dateCreated,
  }
}

type StoredPayload = Omit<ChangeRequestInput, 'searchShortcutId' | 'itemNanoId' | 'honeypot' | 'fillMs'>

/**
 * What a request proposes, as a hash: the same proposal for the same place (or the same new
 * place) while one is open is a duplicate. Contact details and letter case do not make it new.
 */
function contentHash(itemId: number | null, payload: StoredPayload): string {
  const { name: _name, email: _email, ...proposal } = payload
  const canonical = JSON.stringify([
    itemId,
    proposal.kind,
    proposal.title?.trim().toLowerCase() ?? null,
    proposal.message.trim().toLowerCase().replace(/\s+/g, ' '),
    proposal.lon ?? null,
    proposal.lat ?? null,
    Object.entries(proposal.details ?? {}).sort(([a], [b]) => a.localeCompare(b)),
  ])
  return createHash('sha256').update(canonical).digest('base64url')
}

/**
 * Visitors' change requests for staff, newest first (the dashboard's inbox): those of the
 * caller's branches and those of global search shortcuts (no branch).
 */
export async function listChangeRequests(
  db: Db,
  query: ChangeRequestsQuery,
  branches: StaffBranches = 'all',
): Promise<StaffChangeRequest[]> {
  const rows = await db
    .select({ request: changeRequests, itemNanoId: items.nanoId })
    .from(changeRequests)
    .leftJoin(items, eq(items.id, changeRequests.itemId))
    .where(
      and(
        query.status === 'open' ? eq(changeRequests.status, 'open') : undefined,
        query.status === 'done' ? ne(changeRequests.status, 'open') : undefined,
        query.branchShortId !== undefined ? eq(changeRequests.branchShortId, query.branchShortId) : undefined,
        branchColumnVisibleTo(branches, sql`${changeRequests.branchShortId}`),
      ),
    )
    .orderBy(desc(changeRequests.dateCreated), desc(changeRequests.id))
    .limit(query.limit)
  return rows.map(({ request: r, itemNanoId }) => {
    const payload = r.payload as StoredPayload
    return {
      id: r.id,
      kind: payload.kind,
      searchShortcutId: r.searchShortcutId ?? 0,
      branchShortId: r.branchShortId,
      itemNanoId,
      title: payload.title ?? null,
      message: payload.message,
      status: r.status,
      dateCreated: r.dateCreated,
      lon: payload.lon ?? null,
      lat: payload.lat ?? null,
      name: payload.name ?? null,
      email: payload.email ?? null,
    }
  })
}

/** Enters a visitor into a running contest once per e-mail address. */
export async function participate(db: Db, input: ContestParticipationInput): Promise<ContestParticipation> {
  const [contest] = await db
    .select({
      id: contests.id,
      running: sql<boolean>`${contests.dateBegin} <= now() AND ${contests.dateEnd} > now()`,
    })
    .from(contests)
    .where(eq(contests.id, input.contestId))
  if (!contest) throw new NotFound('Unknown contest')
  if (!contest.running) throw new Conflict('The contest is not running')
  const email = input.email.toLowerCase()
  const [row] = await db
    .insert(contestParticipants)
    .values({ contestId: input.contestId, name: input.name, email, answer: input.answer })
    .onConflictDoNothing()
    .returning({
      id: contestParticipants.id,
      contestId: contestParticipants.contestId,
      dateCreated: contestParticipants.dateCreated,
    })
  if (!row) throw new Conflict('This e-mail address already takes part in the contest')
  return row
}
