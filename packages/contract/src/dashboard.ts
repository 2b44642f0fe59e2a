import { z } from 'zod'
import { StaffCaller } from './auth.js'
import {
  DateTimeInput,
  Id,
  IdParam,
  IsoDateTime,
  Latitude,
  Longitude,
  NanoId,
  Page,
  PageSizeParam,
} from './common.js'
import { MAIN_CATEGORIES } from './constants.js'
import { Event } from './engagement.js'
import { ItemType, MainCategory } from './enums.js'
import { Item, ItemReview } from './item.js'
import { FloorPlan } from './media.js'
import { safeString } from './strings.js'

/** Comma-separated ids in a query string, e.g. `categoryIds=3,7`. */
const IdList = z
  .string()
  .regex(/^\d+(,\d+)*$/, 'comma-separated ids expected')
  .transform((s) => s.split(',').map(Number))
  .pipe(z.array(Id).max(100))

/**
 * Comma-separated main categories, e.g. `mainCategories=Eating,Sleeping`. The API expands them
 * to their sub-categories itself: a main category may have more sub-categories than a list of
 * ids may hold, and the client need not load the categories first.
 */
const MainCategoryList = z
  .string()
  .max(500)
  .regex(/^[A-Za-z &]+(,[A-Za-z &]+)*$/, 'comma-separated main categories expected')
  .transform((s) => [...new Set(s.split(','))])
  .pipe(z.array(MainCategory).min(1).max(MAIN_CATEGORIES.length))

const PageSize = PageSizeParam(200, 25)
const Flag = z.enum(['true', 'false']).transform((v) => v === 'true')

/** Filters of the dashboard's items tab (docs/product.md §2). */
export const DashboardItemsQuery = z.strictObject({
  q: safeString().trim().max(100).optional(),
  page: Page,
  pageSize: PageSize,
  categoryIds: IdList.optional(),
  /** Items in any sub-category of these main categories; with `categoryIds`, both must match. */
  mainCategories: MainCategoryList.optional(),
  cityIds: IdList.optional(),
  countryId: IdParam.optional(),
  tagIds: IdList.optional(),
  /** true: an open review was due before today, Liechtenstein's day (overdue); false: none was. */
  reviewDue: Flag.optional(),
  /**
   * An open review is due before this instant, e.g. now + 30 days; with `reviewDue=false`,
   * due in that window but not overdue yet.
   */
  reviewDueBefore: DateTimeInput.optional(),
  sort: z.coerce.number().int().min(1).max(4).default(1),
})
export type DashboardItemsQuery = z.infer<typeof DashboardItemsQuery>

export const DashboardItemRow = z.object({
  id: Id,
  nanoId: NanoId,
  title: z.string(),
  lon: Longitude,
  lat: Latitude,
  type: ItemType,
  categoryIds: z.array(Id),
  city: z.string().nullable(),
  reviewDue: IsoDateTime.nullable(),
  dateUpdated: IsoDateTime,
})
export type DashboardItemRow = z.infer<typeof DashboardItemRow>

export const DashboardItemsPage = z.object({
  page: z.number().int(),
  pageCount: z.number().int(),
  total: z.number().int(),
  items: z.array(DashboardItemRow),
})
export type DashboardItemsPage = z.infer<typeof DashboardItemsPage>

/** The full item with its open and past reviews, for the editor. */
/** A place as its editor reads it: with its reviews and its floor plan, if it has one. */
export const DashboardItem = Item.extend({ itemReviews: z.array(ItemReview), floorPlan: FloorPlan.nullish() })
export type DashboardItem = z.infer<typeof DashboardItem>

/** Filters of the dashboard's events tab: past events hidden by default (docs/product.md §4). */
export const DashboardEventsQuery = z.strictObject({
  hidePast: Flag.default(true),
  page: Page,
  pageSize: PageSize,
  branchId: IdParam.optional(),
})
export type DashboardEventsQuery = z.infer<typeof DashboardEventsQuery>

/** An event as the dashboard lists it: the public event shape. */
export const DashboardEvent = Event
export type DashboardEvent = z.infer<typeof DashboardEvent>

export const DashboardEventsPage = z.object({
  page: z.number().int(),
  pageCount: z.number().int(),
  total: z.number().int(),
  events: z.array(DashboardEvent),
})
export type DashboardEventsPage = z.infer<typeof DashboardEventsPage>

/** One dependency of the server as the debug screen shows it. */
const DependencyStatus = z.object({
  ok: z.boolean(),
  /** Round trip of one trivial request, ms. */
  latencyMs: z.number().min(0).nullable(),
  detail: z.string(),
})

/**
 * What the dashboard's debug screen asks of the server: its version and runtime, the database
 * and Redis answering (or not), and what the server read from the caller's token.
 */
export const SystemStatus = z.object({
  version: z.string(),
  node: z.string(),
  uptimeSeconds: z.number().int().min(0),
  database: DependencyStatus.extend({
    kind: z.enum(['pglite', 'postgres']),
    migrations: z.number().int().min(0),
  }),
  /** Null where no Redis is configured (rate-limit counters then live in each process). */
  redis: DependencyStatus.nullable(),
  /** Where uploaded media are stored (disk or an S3 bucket) and whether a probe file can be written there. */
  media: DependencyStatus,
  caller: StaffCaller,
})
export type SystemStatus = z.infer<typeof SystemStatus>
