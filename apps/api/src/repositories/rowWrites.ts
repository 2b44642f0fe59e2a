import { eq, type SQL, sql } from 'drizzle-orm'
import type { PgInsertValue, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core'
import type { Db } from '../db/database.js'
import { items } from '../db/schema/index.js'
import { mapConstraintErrors } from './dbErrors.js'
import { NotFound } from './domainErrors.js'

// The single-row writes most staff endpoints need. Each is one statement, hence atomic;
// constraint violations become 404/409 and a missing row a 404 naming what was missing.

export async function insertRow<T extends PgTable>(
  db: Db,
  table: T,
  values: PgInsertValue<T>,
): Promise<T['$inferSelect']> {
  const rows = (await mapConstraintErrors(() =>
    db.insert(table).values(values).returning(),
  )) as T['$inferSelect'][]
  const [row] = rows
  if (!row) throw new Error('insert returned nothing')
  return row
}

export async function updateRow<T extends PgTable>(
  db: Db,
  table: T,
  where: SQL | undefined,
  values: PgUpdateSetSource<T>,
  what: string,
): Promise<T['$inferSelect']> {
  const rows = (await mapConstraintErrors(() =>
    db.update(table).set(values).where(where).returning(),
  )) as T['$inferSelect'][]
  const [row] = rows
  if (!row) throw new NotFound(`Unknown ${what}`)
  return row
}

/** Deletes one row and answers it as it was, so a client can show or undo the removal. */
export async function deleteRow<T extends PgTable>(
  db: Db,
  table: T,
  where: SQL | undefined,
  what: string,
): Promise<T['$inferSelect']> {
  const rows = (await db.delete(table).where(where).returning()) as T['$inferSelect'][]
  const [row] = rows
  if (!row) throw new NotFound(`Unknown ${what}`)
  return row
}

/** Marks an item as edited, so the dashboard's "last updated" sort sees sub-record changes. */
export async function touchItem(db: Db, itemId: number): Promise<void> {
  await db.update(items).set({ dateUpdated: sql`now()` }).where(eq(items.id, itemId))
}
