import { sql } from 'drizzle-orm'
import type { Db } from '../db/database.js'

/** One round trip to the database; throws when it does not answer. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`SELECT 1`)
}
