import { getTableName, type Table } from 'drizzle-orm'

export type { Table }

/** The SQL name of a drizzle table, as the change feed reports it. */
export const tableName = (table: Table): string => getTableName(table)
