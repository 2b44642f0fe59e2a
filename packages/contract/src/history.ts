import { z } from 'zod'
import { Id, IsoDateTime, Page, PageSizeParam } from './common.js'
import { HISTORY_TABLES } from './constants.js'

export const HistoryTable = z.enum(HISTORY_TABLES)
export type HistoryTable = z.infer<typeof HistoryTable>

export const HistoryOperation = z.enum(['insert', 'update', 'delete'])
export type HistoryOperation = z.infer<typeof HistoryOperation>

/** A row as the history recorded it: its columns in camelCase, geometry as GeoJSON. */
const HistoryRow = z.record(z.string(), z.unknown())

/** One column an update changed. */
export const HistoryChange = z.object({ field: z.string(), before: z.unknown(), after: z.unknown() })
export type HistoryChange = z.infer<typeof HistoryChange>

/**
 * One row one staff write changed: who and when, the row before and after (`null` before an
 * insert and after a delete), and for an update the columns that changed. Entries of one
 * action share `tx` (deleting a place takes its details, tags and events with it).
 */
export const HistoryEntry = z.object({
  id: Id,
  tx: z.number().int(),
  dateChanged: IsoDateTime,
  actorSub: z.string(),
  actorEmail: z.string().nullable(),
  table: HistoryTable,
  operation: HistoryOperation,
  itemId: Id.nullable(),
  eventId: Id.nullable(),
  rowKey: HistoryRow,
  before: HistoryRow.nullable(),
  after: HistoryRow.nullable(),
  changes: z.array(HistoryChange),
})
export type HistoryEntry = z.infer<typeof HistoryEntry>

/** Newest first. */
export const HistoryPage = z.object({ entries: z.array(HistoryEntry), total: z.number().int().min(0) })
export type HistoryPage = z.infer<typeof HistoryPage>

export const HistoryQuery = z.strictObject({ page: Page, pageSize: PageSizeParam(200, 50) })
export type HistoryQuery = z.infer<typeof HistoryQuery>

/**
 * Puts an entry's former state back, itself a recorded write: an update's `field` (one column,
 * camelCase) or all its changed columns, a deleted row (a deleted place with everything its
 * delete took along), or an added row taken away again.
 */
export const HistoryRestoreInput = z.strictObject({
  field: z
    .string()
    .regex(/^[a-z][A-Za-z0-9]{0,63}$/, 'a column name in camelCase expected')
    .optional(),
})
export type HistoryRestoreInput = z.infer<typeof HistoryRestoreInput>

/** A place staff deleted, for the list it can be restored from. */
export const DeletedPlace = z.object({
  historyId: Id,
  itemId: Id,
  nanoId: z.string(),
  title: z.string(),
  dateDeleted: IsoDateTime,
  actorEmail: z.string().nullable(),
})
export type DeletedPlace = z.infer<typeof DeletedPlace>

export const DeletedPlacesPage = z.object({ places: z.array(DeletedPlace), total: z.number().int().min(0) })
export type DeletedPlacesPage = z.infer<typeof DeletedPlacesPage>
