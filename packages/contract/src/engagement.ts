import { z } from 'zod'
import { BranchShortId, Id, IsoDateTime, NanoId } from './common.js'

/** A public event with what the map needs to draw and list it. */
export const Event = z.object({
  id: Id,
  itemId: Id,
  itemNanoId: NanoId,
  title: z.string(),
  dateBegin: IsoDateTime,
  dateEnd: IsoDateTime,
  branches: z.array(z.object({ branchId: Id })),
})
export type Event = z.infer<typeof Event>

/** A comma-separated list of ids in a query (`tag=12,14`), at most 50. */
const IdListParam = z
  .string()
  .regex(/^\d{1,10}(,\d{1,10}){0,49}$/, 'a comma-separated list of ids')
  .transform((list) => list.split(',').map(Number))
  // Ids are PostgreSQL integers: a larger number names nothing and is refused, not looked up.
  .refine((ids) => ids.every((id) => id >= 1 && id <= 2_147_483_647), 'ids are 1 to 2147483647')

/** Filters of an iCalendar feed: events of items with one of the tags, in one of the categories. */
export const CalendarQuery = z.strictObject({
  tag: IdListParam.optional(),
  category: IdListParam.optional(),
})
export type CalendarQuery = z.infer<typeof CalendarQuery>

export const Contest = z.object({
  id: Id,
  branchShortId: BranchShortId.nullable(),
  title: z.string(),
  description: z.string(),
  question: z.string(),
  dateBegin: IsoDateTime,
  dateEnd: IsoDateTime,
  itemNanoId: NanoId.nullable(),
})
export type Contest = z.infer<typeof Contest>

export const List = z.object({
  id: Id,
  nanoId: NanoId,
  branchShortId: BranchShortId.nullable(),
  title: z.string(),
  description: z.string().nullable(),
  itemNanoIds: z.array(NanoId),
})
export type List = z.infer<typeof List>

export const SearchShortcut = z.object({
  id: Id,
  idDev: z.number().int().nullable(),
  /** `null` means global: offered when no branch is selected. */
  branchShortId: BranchShortId.nullable(),
  title: z.string(),
  iconId: Id.nullable(),
  query: z.string().nullable(),
  tagIds: z.array(Id),
  categoryIds: z.array(Id),
  allowItemAddition: z.boolean(),
  allowChangeRequest: z.boolean(),
  changeRequestSubtitle: z.string().nullable(),
  sortOrder: z.number().int(),
})
export type SearchShortcut = z.infer<typeof SearchShortcut>

export const Featured = z.object({
  id: Id,
  itemId: Id,
  itemNanoId: NanoId,
  branchShortId: BranchShortId.nullable(),
  dateFeatured: IsoDateTime,
})
export type Featured = z.infer<typeof Featured>
