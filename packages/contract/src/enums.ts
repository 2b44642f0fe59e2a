import { z } from 'zod'
import {
  BREAKPOINTS,
  DETAIL_KEY_TYPES,
  GEOJSON_TYPE_CODES,
  ITEM_TYPES,
  MAIN_CATEGORIES,
  UNITS,
} from './constants.js'

// The schemas of the enumerations; their values are in constants.ts, free of zod.

export const MainCategory = z.enum(MAIN_CATEGORIES)
export type MainCategory = z.infer<typeof MainCategory>

export const MediumType = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)])
export type MediumType = z.infer<typeof MediumType>

export const ItemType = z.enum(ITEM_TYPES)
export type ItemType = z.infer<typeof ItemType>

export const DetailKeyType = z.enum(DETAIL_KEY_TYPES)
export type DetailKeyType = z.infer<typeof DetailKeyType>

export const Unit = z.enum(UNITS)
export type Unit = z.infer<typeof Unit>

export const Breakpoint = z.enum(BREAKPOINTS)
export type Breakpoint = z.infer<typeof Breakpoint>

export const GeojsonTypeCode = z.union(
  GEOJSON_TYPE_CODES.map((c) => z.literal(c)) as [
    z.ZodLiteral<1>,
    ...z.ZodLiteral<(typeof GEOJSON_TYPE_CODES)[number]>[],
  ],
)
export type GeojsonTypeCode = (typeof GEOJSON_TYPE_CODES)[number]
