// The contract's plain values, free of zod: `@quo/contract/constants`. Code that needs an
// enumeration, a flag or a limit but no schema (the map engine, the embed) imports them from
// here and so never loads zod; the schemas are built from these same values. This module
// imports only modules that import nothing, so not even its declarations name zod.

export { HOST_PATTERN, NANO_ID_PATTERN, REGION_TIME_ZONE } from './patterns.js'
export { TEXT_MESSAGES, type TextIssue, type TextMessages } from './textRules.js'

/**
 * Flags packed into one integer of a basemap row; the sort-key and pin rules need them
 * without loading the full item.
 */
export const BASEMAP_FLAGS = {
  hasParents: 1,
  hasChildren: 2,
  hasMentions: 4,
  hasEvents: 8,
  closed: 16,
  duplicate: 32,
  hasRoute: 64,
  featured: 128,
} as const

/**
 * From this many places on, a map takes its pins as vector tiles (`GET /basemap/pins/…`)
 * instead of one GeoJSON source, and the page reads the pins themselves only after the map has
 * drawn (`PinSummary`). One source of all pins costs the main thread with their number
 * (`bench:web` at 4× CPU: 1.2 s before the map's pins at 1,000 places, 2.4 s at 15,000 —
 * 1.8× MapLibre alone's), tiles a screenful at any size (1.5 s at 76,000): the two meet near
 * 6,000. Below this the whole set is kept for its other uses at once (search, offline cards).
 * @example const tiled = summary.count >= PIN_TILES_FROM
 */
export const PIN_TILES_FROM = 12_000

/** Names of the tuple positions of a basemap row (`BasemapRow`). */
export const BASEMAP_COLUMNS = [
  'nanoId',
  'title',
  'lon',
  'lat',
  'type',
  'categoryId',
  'level',
  'flags',
  'tagIds',
] as const

/** The 20 main categories of docs/product.md §3, in the spelling the data uses. */
export const MAIN_CATEGORIES = [
  'Activities',
  'Craft & Produce',
  'Drinking & Nightlife',
  'Eating',
  'Education & Science',
  'Entertainment & Culture',
  'Event',
  'Exhibition',
  'Experience',
  'Highway',
  'History & Politics',
  'Information',
  'Nature & Landscape',
  'Place',
  'Religion',
  'Service',
  'Shopping',
  'Sights',
  'Sleeping',
  'Transport',
] as const

/** Item medium types: 1 main image, 2 360° panorama, 3 logo, 4 video. */
export const MEDIUM_TYPES = { mainImage: 1, panorama360: 2, logo: 3, video: 4 } as const

/** What an item is on the map; clicks route streets and buildings apart from places. */
export const ITEM_TYPES = ['place', 'route', 'area'] as const

/** Value types of item detail keys (docs/product.md §3). */
export const DETAIL_KEY_TYPES = ['text', 'number', 'url', 'email', 'phone', 'hours', 'markdown'] as const

/** Units for number details (docs/product.md §9). */
export const UNITS = ['m', 'hm', 'km', 'ft', 'h'] as const

export const BREAKPOINTS = ['xs', 'smAndUp', 'md'] as const

/** Geojson type codes of docs/product.md §9. */
export const GEOJSON_TYPE_CODES = [1, 100, 110, 120, 130, 140, 150, 160, 200, 1000, 2000] as const

/** The first and last instant a client may write: years 1000 to 9999, UTC. */
export const DATE_TIME_RANGE = { from: '1000-01-01T00:00:00Z', to: '9999-12-31T23:59:59.999Z' } as const

/** The details a visitor may propose for a place (a correction or a place that is missing). */
export const VISITOR_DETAIL_KEYS = ['hours', 'phone', 'email', 'url'] as const

/** The least time a person takes to fill in a visitor's form (spam: bots send at once). */
export const MIN_FILL_MS = 3000

/** Sort orders of the dashboard's items tab; 1 is the default (docs/product.md §4). */
export const ITEM_SORTS = {
  1: 'title A–Z',
  2: 'title Z–A',
  3: 'recently updated',
  4: 'review due first',
} as const

/**
 * The tables whose staff writes the change history records (API migration 0013), in the order
 * a deleted place's rows go back: the place and the documents first, then what refers to them,
 * events before their maps.
 */
export const HISTORY_TABLES = [
  'items',
  'geojsons',
  'jsons',
  'events',
  'item_categories',
  'item_details',
  'item_tags',
  'item_addresses',
  'item_media',
  'item_geojsons',
  'item_jsons',
  'item_floor_plans',
  'item_relations',
  'item_reviews',
  'mentions',
  'featured',
  'event_branches',
] as const

/** Most places one bulk edit changes: a few pages of the places list. */
export const BULK_ITEMS_MAX = 500

/**
 * What an upload may be: the file's bytes at most, and its pixels at most (a small PNG can
 * decode to gigabytes). Larger answers 413.
 */
export const MEDIA_LIMITS = { maxBytes: 20 * 1024 * 1024, maxPixels: 50_000_000, minSide: 16 } as const

/** Image types the library accepts, named by what the bytes are, never by the file name. */
export const MEDIA_SOURCE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const

/** The widths every upload is resized to (never enlarged): list thumbnail, card, full view. */
export const MEDIA_VARIANT_WIDTHS = { thumb: 320, card: 800, full: 1920 } as const

/** The metric the public site sends when a search finds nothing; the term is its `metricValue`. */
export const SEARCH_NO_RESULTS_METRIC = 'search_no_results'
/** The metric of a place's card being opened (docs/product.md §7: `item_detail_*`). */
export const ITEM_DETAIL_OPEN_METRIC = 'item_detail_open'
/** Longest search term kept: enough for what people type, too short for a message. */
export const SEARCH_TERM_MAX_LENGTH = 60
/** Longest range the metrics views take, in days (a year, leap day included). */
export const METRICS_MAX_RANGE_DAYS = 366
/** The range shown when none is asked for: the last 30 days, today included. */
export const METRICS_DEFAULT_RANGE_DAYS = 30
/**
 * Oldest usage event a client may still send (a device that was offline a week): older ones
 * it drops, so a queue kept offline for months does not arrive as a burst of stale days.
 */
export const METRIC_MAX_AGE_MS = 7 * 86_400_000

/**
 * How deeply a JSON body or document may nest (objects and arrays, the outermost counting as
 * one). GeoJSON needs about ten levels and nothing the product stores comes near this; what is
 * deeper only serves to exhaust a parser or a recursive walk, so the API refuses it with 400
 * before any walk.
 */
export const JSON_DEPTH_LIMIT = 64

/**
 * Days after a contest's end its entries (names, e-mail addresses, answers, and the draws that
 * name winners) are kept: time to draw, tell the winners and answer their questions, and no more.
 * The API deletes them then; the entry form tells visitors so.
 */
export const CONTEST_ENTRY_RETENTION_DAYS = 90

/**
 * The public site's page that shows a place's card as the dashboard's editor holds it, unsaved
 * (cardPreview.ts). Only the product's own hosts may frame it; it says `CARD_PREVIEW_READY` to
 * its parent once it listens.
 */
export const CARD_PREVIEW_PATH = '/card-preview'
export const CARD_PREVIEW_READY = 'quo:card-preview-ready'
