import { type SQL, sql } from 'drizzle-orm'
import { type Db, queryRows } from '../db/database.js'
import { mediaAssets } from '../db/schema/index.js'
import { originalKey } from '../media/mediaStore.js'

/** A table of the product's own, as a backup reads and a restore writes it. */
export interface BackupTable {
  name: string
  /** Columns a restore writes (generated ones are computed again). */
  columns: string[]
  /** Geometry and geography columns, carried as hex EWKB (their text input reads it back). */
  spatial: string[]
}

/** PostGIS's own table, filled by the extension in every database. */
const NOT_OURS = ['spatial_ref_sys']

const ident = (name: string) => sql.raw(`"${name.replaceAll('"', '""')}"`)

/** The product's tables in `public`, with the columns a backup carries. */
export async function backupTables(db: Pick<Db, 'execute'>): Promise<BackupTable[]> {
  const rows = await queryRows<{ table: string; column: string; udt: string; generated: string }>(
    db,
    sql`SELECT c.table_name AS table, c.column_name AS column, c.udt_name AS udt, c.is_generated AS generated
        FROM information_schema.columns c
        JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
        WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE'
        ORDER BY c.table_name, c.ordinal_position`,
  )
  const tables = new Map<string, BackupTable>()
  for (const row of rows) {
    if (NOT_OURS.includes(row.table)) continue
    const table = tables.get(row.table) ?? { name: row.table, columns: [], spatial: [] }
    tables.set(row.table, table)
    if (row.generated === 'ALWAYS') continue
    table.columns.push(row.column)
    if (row.udt === 'geometry' || row.udt === 'geography') table.spatial.push(row.column)
  }
  return [...tables.values()]
}

export async function countRows(db: Pick<Db, 'execute'>, table: string): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`SELECT count(*)::int AS count FROM ${ident(table)}`,
  )
  return Number(row?.count ?? 0)
}

/**
 * The table's rows as JSON texts, `batch` at a time in physical order (a TID range scan, so
 * each batch costs the same however far in): call inside one repeatable-read transaction for
 * a consistent snapshot.
 */
export async function* tableRows(
  db: Pick<Db, 'execute'>,
  table: BackupTable,
  batch = 2000,
): AsyncGenerator<string[]> {
  let row: SQL = sql`to_jsonb(t)`
  for (const column of table.spatial)
    row = sql`${row} || jsonb_build_object(${column}::text, encode(ST_AsEWKB(t.${ident(column)}), 'hex'))`
  let after = '(0,0)'
  for (;;) {
    const rows = await queryRows<{ tid: string; row: string }>(
      db,
      sql`SELECT t.ctid::text AS tid, (${row})::text AS row FROM ${ident(table.name)} t
          WHERE t.ctid > ${after}::tid ORDER BY t.ctid LIMIT ${batch}`,
    )
    if (rows.length === 0) return
    yield rows.map((r) => r.row)
    after = rows[rows.length - 1]?.tid ?? after
  }
}

/**
 * Inside a restore's transaction: foreign keys and triggers (the change feed) wait, since
 * tables arrive in name order and one restore is one change. Needs a superuser, as restoring
 * a dump does.
 */
export async function deferChecks(db: Pick<Db, 'execute'>): Promise<void> {
  await db.execute(sql`SET LOCAL session_replication_role = replica`)
}

/** Empties the tables (and resets their counters) before a restore. */
export async function emptyTables(db: Pick<Db, 'execute'>, tables: readonly BackupTable[]): Promise<void> {
  if (tables.length === 0) return
  await db.execute(
    sql`TRUNCATE ${sql.join(
      tables.map((t) => ident(t.name)),
      sql`, `,
    )} RESTART IDENTITY`,
  )
}

/** Writes rows as {@link tableRows} read them: each JSON object becomes a row of `table`. */
export async function insertRows(db: Pick<Db, 'execute'>, table: BackupTable, rows: readonly string[]) {
  if (rows.length === 0) return
  const columns = sql.join(
    table.columns.map((c) => ident(c)),
    sql`, `,
  )
  await db.execute(
    sql`INSERT INTO ${ident(table.name)} (${columns}) OVERRIDING SYSTEM VALUE
        SELECT ${columns} FROM jsonb_populate_recordset(NULL::${ident(table.name)}, ${`[${rows.join(',')}]`}::jsonb)`,
  )
}

/**
 * Moves every serial and identity counter past the highest restored value. The sequences come
 * from the catalogue's ownership links, not from calling `pg_get_serial_sequence` on every
 * column: the planner may call it on other schemas' rows before it filters them.
 */
export async function resetSequences(db: Pick<Db, 'execute'>): Promise<void> {
  await db.execute(sql`DO $$
    DECLARE r record;
    BEGIN
      FOR r IN
        SELECT s.oid::regclass::text AS seq, t.relname AS table_name, a.attname AS column_name
        FROM pg_class s
        JOIN pg_depend d ON d.classid = 'pg_class'::regclass AND d.objid = s.oid
          AND d.refclassid = 'pg_class'::regclass AND d.deptype IN ('a', 'i')
        JOIN pg_class t ON t.oid = d.refobjid
        JOIN pg_namespace n ON n.oid = t.relnamespace
        JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = d.refobjsubid
        WHERE s.relkind = 'S' AND n.nspname = 'public'
      LOOP
        EXECUTE format('SELECT setval(%L, COALESCE((SELECT max(%I) FROM public.%I), 0) + 1, false)', r.seq, r.column_name, r.table_name);
      END LOOP;
    END $$`)
}

/** Keys of every file the media library records: each asset's original and its renditions. */
export async function storedMediaKeys(db: Db): Promise<string[]> {
  const rows = await db
    .select({
      contentHash: mediaAssets.contentHash,
      sourceType: mediaAssets.sourceType,
      variants: mediaAssets.variants,
    })
    .from(mediaAssets)
    .orderBy(mediaAssets.id)
  const keys = rows.flatMap((row) => [
    originalKey(row.contentHash, row.sourceType),
    ...row.variants.map((v) => v.key),
  ])
  return [...new Set(keys)]
}
