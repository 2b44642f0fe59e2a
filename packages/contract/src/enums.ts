import { z } from 'zod'

/** The 20 main categories of spec §3, in the spelling the data uses. */
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
export const MainCategory = z.enum(MAIN_CATEGORIES)
export type MainCategory = z.infer<typeof MainCategory>

/** Item medium types: 1 main image, 2 360° panorama, 3 logo, 4 video. */
export const MEDIUM_TYPES = { mainImage: 1, panorama360: 2, logo: 3, video: 4 } as const
export const MediumType = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)])
export type MediumType = z.infer<typeof MediumType>

/** What an item is on the map; clicks route streets and buildings apart from places. */
export const ITEM_TYPES = ['place', 'route', 'area'] as const
export const ItemType = z.enum(ITEM_TYPES)
export type ItemType = z.infer<typeof ItemType>

/** Value types of item detail keys (spec §3). */
export const DETAIL_KEY_TYPES = ['text', 'number', 'url', 'email', 'phone', 'hours', 'markdown'] as const
export const DetailKeyType = z.enum(DETAIL_KEY_TYPES)
export type DetailKeyType = z.infer<typeof DetailKeyType>

/** Units for number details (spec §9). */
export const UNITS = ['m', 'hm', 'km', 'ft', 'h'] as const
export const Unit = z.enum(UNITS)
export type Unit = z.infer<typeof Unit>

export const BREAKPOINTS = ['xs', 'smAndUp', 'md'] as const
export const Breakpoint = z.enum(BREAKPOINTS)
export type Breakpoint = z.infer<typeof Breakpoint>

/** Geojson type codes of spec §9. */
export const GEOJSON_TYPE_CODES = [1, 100, 110, 120, 130, 140, 150, 160, 200, 1000, 2000] as const
export const GeojsonTypeCode = z.union(
  GEOJSON_TYPE_CODES.map((c) => z.literal(c)) as [
    z.ZodLiteral<1>,
    ...z.ZodLiteral<(typeof GEOJSON_TYPE_CODES)[number]>[],
  ],
)
export type GeojsonTypeCode = (typeof GEOJSON_TYPE_CODES)[number]
