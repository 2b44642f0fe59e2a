import { and, eq, gt, isNull, lt, or } from 'drizzle-orm'
import type { Db } from '../db/database.js'
import type { OidcModelTable } from '../db/schema/index.js'

/** One of the keys the adapter contract looks a stored provider row up by. */
export type OidcLookup = { id: string } | { uid: string } | { userCode: string }

/** What is stored of one model instance besides its id. */
export interface OidcRowValues {
  payload: Record<string, unknown>
  grantId: string | null
  uid: string | null
  userCode: string | null
  consumedAt: Date | null
  expiresAt: Date | null
}

/** A row by one of its keys, unless it has expired (rows without an expiry never do). */
export async function findLiveOidcRow(
  db: Db,
  table: OidcModelTable,
  by: OidcLookup,
): Promise<Pick<OidcRowValues, 'payload' | 'consumedAt'> | undefined> {
  const condition =
    'id' in by ? eq(table.id, by.id) : 'uid' in by ? eq(table.uid, by.uid) : eq(table.userCode, by.userCode)
  const live = or(isNull(table.expiresAt), gt(table.expiresAt, new Date()))
  const [row] = await db
    .select({ payload: table.payload, consumedAt: table.consumedAt })
    .from(table)
    .where(and(condition, live))
    .limit(1)
  return row
}

export async function upsertOidcRow(
  db: Db,
  table: OidcModelTable,
  id: string,
  values: OidcRowValues,
): Promise<void> {
  await db
    .insert(table)
    .values({ id, ...values })
    .onConflictDoUpdate({ target: table.id, set: values })
}

export async function consumeOidcRow(db: Db, table: OidcModelTable, id: string, at: Date): Promise<void> {
  await db.update(table).set({ consumedAt: at }).where(eq(table.id, id))
}

export async function deleteOidcRow(db: Db, table: OidcModelTable, id: string): Promise<void> {
  await db.delete(table).where(eq(table.id, id))
}

/** Deletes every row of a grant. */
export async function deleteOidcGrant(db: Db, table: OidcModelTable, grantId: string): Promise<void> {
  await db.delete(table).where(eq(table.grantId, grantId))
}

/** Deletes the rows that expired before `now`. */
export async function deleteExpiredOidcRowsOf(db: Db, table: OidcModelTable, now: Date): Promise<void> {
  await db.delete(table).where(lt(table.expiresAt, now))
}
