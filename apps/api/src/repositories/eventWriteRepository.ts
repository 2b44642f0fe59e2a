import type {
  EventBranchesInput,
  EventBranchInput,
  EventBranchLink,
  EventCreateInput,
  EventUpdateInput,
  Featured,
  FeaturedInput,
} from '@quo/contract'
import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../db/database.js'
import { eventBranches, events, featured } from '../db/schema/index.js'
import { mapConstraintErrors } from './dbErrors.js'
import { InvalidInput, NotFound } from './domainErrors.js'
import { listFeatured } from './engagementRepository.js'
import { deleteRow, insertRow } from './rowWrites.js'

/** Creates an event and, when given, its branch links in one transaction; returns its id. */
export async function createEvent(db: Db, { branchIds, ...event }: EventCreateInput): Promise<number> {
  return mapConstraintErrors(() =>
    db.transaction(async (tx) => {
      const [row] = await tx.insert(events).values(event).returning({ id: events.id })
      if (!row) throw new Error('insert returned nothing')
      if (branchIds?.length) await linkBranches(tx, row.id, branchIds)
      return row.id
    }),
  )
}

/** Updates an event; a partial change of its dates is checked against the stored other date. */
export async function updateEvent(db: Db, id: number, input: EventUpdateInput): Promise<void> {
  await mapConstraintErrors(() =>
    db.transaction(async (tx) => {
      const [current] = await tx.select().from(events).where(eq(events.id, id)).for('update')
      if (!current) throw new NotFound('Unknown event')
      const next = { ...current, ...input }
      if (Date.parse(next.dateEnd) < Date.parse(next.dateBegin)) {
        const message = 'dateEnd must not be before dateBegin'
        throw new InvalidInput(message, [{ path: 'body.dateEnd', message }])
      }
      await tx.update(events).set(input).where(eq(events.id, id))
    }),
  )
}

/** Deletes an event; answers it as it was. */
export function deleteEvent(db: Db, id: number) {
  return deleteRow(db, events, eq(events.id, id), 'event')
}

async function linkBranches(db: Db, eventId: number, branchIds: number[]): Promise<EventBranchLink[]> {
  return db
    .insert(eventBranches)
    .values([...new Set(branchIds)].map((branchId) => ({ eventId, branchId })))
    .returning()
}

export async function addEventBranches(db: Db, input: EventBranchesInput): Promise<EventBranchLink[]> {
  return mapConstraintErrors(() => linkBranches(db, input.eventId, input.branchIds))
}

/** Shows an event on one more branch's map. */
export function addEventBranch(db: Db, input: EventBranchInput) {
  return insertRow(db, eventBranches, input)
}

/** Takes an event off a branch's map; answers the link as it was. */
export function removeEventBranch(db: Db, eventId: number, branchId: number) {
  return deleteRow(
    db,
    eventBranches,
    and(eq(eventBranches.eventId, eventId), eq(eventBranches.branchId, branchId)),
    'event branch',
  )
}

export async function createFeatured(db: Db, input: FeaturedInput): Promise<Featured> {
  const [row] = await mapConstraintErrors(() =>
    db
      .insert(featured)
      .values({
        itemId: input.itemId,
        branchId: input.branchId ?? null,
        dateFeatured: input.dateFeatured ?? sql`now()`,
      })
      .returning({ id: featured.id }),
  )
  if (!row) throw new Error('insert returned nothing')
  const [entry] = await listFeatured(db, row.id)
  if (!entry) throw new Error('featured entry vanished')
  return entry
}

/** Deletes a featured entry; answers it as it was. */
export function deleteFeatured(db: Db, id: number) {
  return deleteRow(db, featured, eq(featured.id, id), 'featured entry')
}
