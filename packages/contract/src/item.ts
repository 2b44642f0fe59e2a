import { z } from 'zod'
import { Id, IsoDateTime, Latitude, Longitude, NanoId } from './common.js'
import { ItemDetail } from './detailKey.js'
import { GeojsonTypeCode, ItemType, MediumType } from './enums.js'
import { HolidayRegion } from './geo.js'
import { GeojsonDocument, LineGeometry } from './geojson.js'
import { MediaVariant } from './media.js'
import { ItemCategory, ItemTag } from './taxonomy.js'

export const ItemGeojson = z.object({
  nanoId: NanoId,
  itemGeojsonId: Id,
  /** The shape record itself (PUT /geojsons/{id}); a shape may be linked to several items. */
  geojsonId: Id,
  itemGeojsonType: z.number().int(),
  geojsonType: GeojsonTypeCode,
  geojson: GeojsonDocument,
})
export type ItemGeojson = z.infer<typeof ItemGeojson>

export const ItemJson = z.object({ itemJsonId: Id, jsonId: Id, type: z.number().int(), json: z.unknown() })
export type ItemJson = z.infer<typeof ItemJson>

export const ItemWay = z.object({ nanoId: NanoId, way: LineGeometry })
export type ItemWay = z.infer<typeof ItemWay>

/** A parent or child of an item, with the relationship that links them. */
export const ItemRelative = z.object({
  id: Id,
  nanoId: NanoId,
  title: z.string(),
  categoryId: Id.nullable(),
  relationshipId: Id,
  relationshipTitle: z.string(),
  /** Place in the parent's list of this relationship (waypoints in walking order). */
  sortOrder: z.number().int().optional(),
})
export type ItemRelative = z.infer<typeof ItemRelative>

export const ItemMedium = z.object({
  id: Id,
  itemId: Id,
  mediumType: MediumType,
  url: z.string(),
  title: z.string().nullable(),
  sortOrder: z.number().int(),
  /** The library image it shows (`url` is then its full rendition); absent for media by URL. */
  assetId: Id.nullish(),
  /** The library image's renditions, for `srcset`; absent for media by URL. */
  variants: z.array(MediaVariant).optional(),
  /** The library image's description for people who cannot see it (empty: decorative). */
  alt: z.string().optional(),
})
export type ItemMedium = z.infer<typeof ItemMedium>

export const Mention = z.object({
  id: Id,
  itemId: Id,
  title: z.string(),
  url: z.string().nullable(),
  source: z.string().nullable(),
  datePublished: IsoDateTime.nullable(),
})
export type Mention = z.infer<typeof Mention>

export const ItemEvent = z.object({
  id: Id,
  itemId: Id,
  dateBegin: IsoDateTime,
  dateEnd: IsoDateTime,
  branches: z.array(z.object({ branchId: Id })),
})
export type ItemEvent = z.infer<typeof ItemEvent>

export const ItemReview = z.object({
  id: Id,
  itemId: Id,
  dateDue: IsoDateTime,
  isCompleted: z.boolean(),
  note: z.string(),
})
export type ItemReview = z.infer<typeof ItemReview>

export const ItemFeatured = z.object({ featuredId: Id, dateFeatured: IsoDateTime, branchId: Id.nullable() })

export const ItemAddress = z.object({
  id: Id,
  countryId: Id.nullable(),
  stateId: Id.nullable(),
  cityId: Id.nullable(),
  street: z.string().nullable(),
  housenumber: z.string().nullable(),
  postcode: z.string().nullable(),
})
export type ItemAddress = z.infer<typeof ItemAddress>

/** The full public item, for deep links and the detail card. */
export const Item = z.object({
  id: Id,
  nanoId: NanoId,
  title: z.string(),
  lon: Longitude,
  lat: Latitude,
  type: ItemType,
  categories: z.array(ItemCategory),
  itemDetails: z.array(ItemDetail),
  tags: z.array(ItemTag),
  geojsons: z.array(ItemGeojson),
  jsons: z.array(ItemJson),
  ways: z.array(ItemWay),
  itemParents: z.array(ItemRelative),
  itemChildren: z.array(ItemRelative),
  itemMedia: z.array(ItemMedium),
  mentions: z.array(Mention),
  events: z.array(ItemEvent),
  featured: z.array(ItemFeatured),
  datePermanentlyClosed: IsoDateTime.nullable(),
  isDuplicateOf: NanoId.nullable(),
  addresses: z.array(ItemAddress),
  /** Whose public holidays its opening hours follow. */
  holidayRegion: HolidayRegion,
  dateUpdated: IsoDateTime,
})
export type Item = z.infer<typeof Item>

/**
 * One compact basemap row: every visitor loads thousands, so it is a positional tuple
 * (see `BASEMAP_COLUMNS`, constants.ts) instead of an object with repeated keys.
 */
export const BasemapRow = z.tuple([
  NanoId,
  z.string(),
  Longitude,
  Latitude,
  ItemType,
  /** Main category id (drives the icon). */
  Id.nullable(),
  /** Level key, `null` for ground level. */
  z.string().nullable(),
  /** Bit set of `BASEMAP_FLAGS` (constants.ts). */
  z.number().int().nonnegative(),
  /** Visible tag ids, for client-side tag filters. */
  z.array(Id),
])
export type BasemapRow = z.infer<typeof BasemapRow>

export const BasemapResponse = z.object({
  /** Names of the tuple positions, equal to `BASEMAP_COLUMNS`. */
  columns: z.array(z.string()),
  items: z.array(BasemapRow),
})
export type BasemapResponse = z.infer<typeof BasemapResponse>

/**
 * One message of a map's pin change stream (`event: pins`): the pins' version (their ETag)
 * and, when the server has them, the rows that changed since the version `from` — the page
 * patches its pins with them; without them it reads the pins again.
 */
export const PinsEvent = z.object({
  version: z.string(),
  from: z.string().optional(),
  /** New or changed rows. */
  rows: z.array(BasemapRow).optional(),
  /** Nano ids of the pins that went. */
  removed: z.array(NanoId).optional(),
})
export type PinsEvent = z.infer<typeof PinsEvent>

/**
 * What a map's pins are without the pins themselves (`GET /basemap/pins/…/summary`): how many,
 * their version (the ETag of `GET /items/basemap/…`, as `PinsEvent.version`) and each kind of
 * pin drawn — a category, as an event pin or a plain one. From `PIN_TILES_FROM` pins on, the
 * map draws its pins from tiles with this alone, and the pins themselves (megabytes at 100,000
 * places) come after it has drawn, for search, cards and the keyboard.
 */
export const PinSummary = z.object({
  count: z.number().int().nonnegative(),
  version: z.string(),
  /** Each distinct category and `BASEMAP_FLAGS.hasEvents` of the pins: the pin images wanted. */
  kinds: z.array(z.object({ categoryId: Id.nullable(), flags: z.number().int().nonnegative() })),
})
export type PinSummary = z.infer<typeof PinSummary>

export type ItemFeatured = z.infer<typeof ItemFeatured>
