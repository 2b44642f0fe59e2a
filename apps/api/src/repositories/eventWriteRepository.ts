import type {
  EventBranchesInput,
  EventBranchLink,
  EventCreateInput,
  EventUpdateInput,
  Featured,
  FeaturedInput,
} from '@quo/contract'
import { eq, sql } from 'drizzle-orm'
import type { Db } from '../db/database.js'
import { eventBranches, events, featured } from '../db/schema/index.js'
import { HttpProblem } from '../plugins/problems.js'
import { mapConstraintErrors } from './dbErrors.js'
import { listFeatured } from './engagementRepository.js'

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
      if (!current) throw new HttpProblem(404, 'Unknown event')
      const next = { ...current, ...input }
      if (Date.parse(next.dateEnd) < Date.parse(next.dateBegin)) {
        const message = 'dateEnd must not be before dateBegin'
        throw new HttpProblem(400, message, [{ path: 'body.dateEnd', message }])
      }
      await tx.update(events).set(input).where(eq(events.id, id))
    }),
  )
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
