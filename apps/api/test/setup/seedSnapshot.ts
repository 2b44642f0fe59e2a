import { sql } from 'drizzle-orm'
import { type Database, queryRows } from '../../src/db/database.js'

/**
 * A copy of every table's seeded rows and every sequence's position, inside the image, and a
 * function that puts them back: a PGlite test database returns to the seeded state in a fraction
 * of a second, where opening a fresh copy (PostGIS loaded again) costs two to three core-seconds.
 * PostgreSQL needs none of this: it clones the template database per file.
 */
export async function storeSeedSnapshot(database: Database): Promise<void> {
  for (const statement of SNAPSHOT) await database.db.execute(sql.raw(statement))
}

/** Puts the seeded rows back (test/helpers.ts, when a file is done with its database). */
export async function restoreSeedSnapshot(database: Database): Promise<void> {
  const restored = await queryRows<{ name: string }>(
    database.db,
    sql.raw('SELECT name FROM quo_test_seed.restore() AS name'),
  )
  // PGlite runs no autovacuum: without this, every restore would leave another copy of the
  // table's rows behind as dead tuples for later scans to wade through.
  for (const { name } of restored) await database.db.execute(sql.raw(`VACUUM public."${name}"`))
}

// Tables of the public schema that belong to the product (not to an extension, such as
// PostGIS's spatial_ref_sys). A statement trigger on each notes the tables a file wrote to (in the
// writing transaction, so a rolled-back write leaves no mark); restoring refills only those, with
// triggers off (no change notifications, no foreign-key checks while tables fill in any order),
// and leaves generated columns to PostgreSQL.
const SNAPSHOT = [
  /* sql */ `CREATE SCHEMA quo_test_seed`,
  /* sql */ `CREATE TABLE quo_test_seed.tables AS
    SELECT c.relname::text AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p')
      AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = c.oid AND d.deptype = 'e')`,
  /* sql */ `CREATE TABLE quo_test_seed.sequences (name text, last_value bigint, is_called boolean)`,
  /* sql */ `CREATE TABLE quo_test_seed.written (name text PRIMARY KEY)`,
  /* sql */ `CREATE FUNCTION quo_test_seed.note_write() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    INSERT INTO quo_test_seed.written VALUES (TG_TABLE_NAME) ON CONFLICT DO NOTHING;
    RETURN NULL;
  END $$`,
  /* sql */ `DO $$
  DECLARE t text;
  BEGIN
    FOR t IN SELECT name FROM quo_test_seed.tables LOOP
      EXECUTE format('CREATE TABLE quo_test_seed.%I AS TABLE public.%I', t, t);
      EXECUTE format('CREATE TRIGGER quo_test_written AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
        ON public.%I FOR EACH STATEMENT EXECUTE FUNCTION quo_test_seed.note_write()', t);
    END LOOP;
    FOR t IN SELECT sequencename FROM pg_sequences WHERE schemaname = 'public' LOOP
      EXECUTE format('INSERT INTO quo_test_seed.sequences SELECT %L, last_value, is_called FROM public.%I', t, t);
    END LOOP;
  END $$`,
  /* sql */ `CREATE FUNCTION quo_test_seed.restore() RETURNS SETOF text LANGUAGE plpgsql AS $$
  DECLARE
    t text;
    cols text;
    s record;
  BEGIN
    SET LOCAL session_replication_role = replica;
    FOR t IN SELECT name FROM quo_test_seed.written LOOP
      SELECT string_agg(format('%I', attname), ', ' ORDER BY attnum) INTO cols FROM pg_attribute
        WHERE attrelid = format('public.%I', t)::regclass AND attnum > 0 AND NOT attisdropped
          AND attgenerated = '';
      EXECUTE format('DELETE FROM public.%I', t);
      EXECUTE format('INSERT INTO public.%I (%s) OVERRIDING SYSTEM VALUE SELECT %s FROM quo_test_seed.%I',
        t, cols, cols, t);
      RETURN NEXT t;
    END LOOP;
    DELETE FROM quo_test_seed.written;
    FOR s IN SELECT * FROM quo_test_seed.sequences LOOP
      PERFORM setval(format('public.%I', s.name), s.last_value, s.is_called);
    END LOOP;
    PERFORM pg_advisory_unlock_all();
  END $$`,
]
