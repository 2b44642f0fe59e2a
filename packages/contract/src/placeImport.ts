import { z } from 'zod'
import { Id } from './common.js'
import { safeString } from './strings.js'

/**
 * What an imported row can fill, by the name a mapping gives it: the export's columns, so a
 * file quo exported comes back without a mapping (docs/api.md "Staff imports").
 */
export const PLACE_IMPORT_FIELDS = [
  'externalId',
  'title',
  'category',
  'street',
  'housenumber',
  'postcode',
  'city',
  'lat',
  'lon',
  'phone',
  'email',
  'website',
  'openingHours',
  'description',
] as const
export const PlaceImportField = z.enum(PLACE_IMPORT_FIELDS)
export type PlaceImportField = z.infer<typeof PlaceImportField>

/** The largest file an import takes, in characters (about 40,000 rows of the export's CSV). */
export const PLACE_IMPORT_MAX_CHARS = 10_000_000

/**
 * A file of places to bring onto a branch's map: CSV (comma or semicolon, with a header row) or
 * GeoJSON (points; their properties are the columns). `mapping` names the column of each field;
 * left out, the columns named as quo's export names them are used. A dry run writes nothing
 * and answers what a real run would do, row by row.
 */
export const PlaceImportInput = z.strictObject({
  format: z.enum(['csv', 'geojson']),
  content: safeString({ multiline: true }).min(1).max(PLACE_IMPORT_MAX_CHARS),
  mapping: z.partialRecord(PlaceImportField, safeString().min(1).max(200)).optional(),
  /** The branch's topic tag new places are filed under (a tag with the branch's tag key). */
  topicTagId: Id,
  dryRun: z.boolean().default(true),
})
export type PlaceImportInput = z.infer<typeof PlaceImportInput>

/** What the import does with one row: makes a place, changes one, leaves one, or refuses the row. */
export const PlaceImportAction = z.enum(['create', 'update', 'unchanged', 'refused'])
export type PlaceImportAction = z.infer<typeof PlaceImportAction>

export const PlaceImportRow = z.object({
  /** The row's line in the file (the header is line 1), or the feature's position from 1. */
  row: z.number().int(),
  externalId: z.string().nullable(),
  title: z.string().nullable(),
  action: PlaceImportAction,
  /** The place changed or left as it is; null for a new one in a dry run and a refused row. */
  itemId: Id.nullable(),
  /** The fields a change touches (for `update`), by their import names. */
  changes: z.array(PlaceImportField),
  /** Why a row is refused, in German, one sentence per problem. */
  problems: z.array(z.string()),
})
export type PlaceImportRow = z.infer<typeof PlaceImportRow>

export const PlaceImportResult = z.object({
  dryRun: z.boolean(),
  /** The file's columns, and which of them each field was read from. */
  columns: z.array(z.string()),
  mapping: z.partialRecord(PlaceImportField, z.string()),
  counts: z.object({
    create: z.number().int(),
    update: z.number().int(),
    unchanged: z.number().int(),
    refused: z.number().int(),
  }),
  rows: z.array(PlaceImportRow),
})
export type PlaceImportResult = z.infer<typeof PlaceImportResult>
