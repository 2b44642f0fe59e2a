import { z } from 'zod'
import { BranchShortId, Id, IsoDateTime, Page, PageSizeParam } from './common.js'
import { MEDIA_SOURCE_TYPES } from './constants.js'
import { MediumType } from './enums.js'
import { safeString, text } from './strings.js'

export const MediaSourceType = z.enum(MEDIA_SOURCE_TYPES)
export type MediaSourceType = z.infer<typeof MediaSourceType>

export const MediaVariantName = z.enum(['thumb', 'card', 'full'])
export type MediaVariantName = z.infer<typeof MediaVariantName>
export const MediaFormat = z.enum(['avif', 'webp'])
export type MediaFormat = z.infer<typeof MediaFormat>

/** One stored rendition; `url` is root-relative on the API (`/api/media/files/…`), immutable. */
export const MediaVariant = z.object({
  name: MediaVariantName,
  format: MediaFormat,
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  bytes: z.number().int().nonnegative(),
  url: z.string(),
})
export type MediaVariant = z.infer<typeof MediaVariant>

/** An image of the library with its renditions and how many place media link it. */
export const MediaAsset = z.object({
  id: Id,
  title: z.string(),
  /** What the image shows, for people who cannot see it; empty when decorative. */
  alt: z.string(),
  fileName: z.string(),
  sourceType: MediaSourceType,
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  bytes: z.number().int().nonnegative(),
  /** The map it belongs to; null for every map (administrators' uploads). */
  branchShortId: BranchShortId.nullable(),
  dateCreated: IsoDateTime,
  createdBy: z.string(),
  variants: z.array(MediaVariant),
  usage: z.number().int().nonnegative(),
})
export type MediaAsset = z.infer<typeof MediaAsset>

/** A place that shows the asset: as one of its media, or (both null) as its floor plan. */
export const MediaUsage = z.object({
  mediumId: Id.nullable(),
  mediumType: MediumType.nullable(),
  itemId: Id,
  itemTitle: z.string(),
})
export type MediaUsage = z.infer<typeof MediaUsage>

export const MediaAssetDetail = MediaAsset.extend({ usedBy: z.array(MediaUsage) })
export type MediaAssetDetail = z.infer<typeof MediaAssetDetail>

export const MediaPage = z.object({ assets: z.array(MediaAsset), total: z.number().int().min(0) })
export type MediaPage = z.infer<typeof MediaPage>

export const MediaQuery = z.strictObject({
  /** Words of the title, the description or the file name. */
  q: safeString().trim().max(100).optional(),
  /** true: only images no place shows; false: only images in use. */
  unused: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  page: Page,
  pageSize: PageSizeParam(100, 24),
})
export type MediaQuery = z.infer<typeof MediaQuery>

/** The form fields sent beside the file of an upload (multipart/form-data). */
export const MediaUploadFields = z.strictObject({
  title: text(200).optional(),
  alt: text(500).optional(),
  /** Required of branch editors (their map); administrators may leave it out (every map). */
  branchShortId: z.coerce.number().int().min(1).max(30).optional(),
})
export type MediaUploadFields = z.infer<typeof MediaUploadFields>

export const MediaAssetUpdateInput = z
  .strictObject({ title: text(200, { min: 1 }), alt: text(500) })
  .partial()
  .refine((v) => Object.keys(v).length > 0, 'nothing to update')
export type MediaAssetUpdateInput = z.infer<typeof MediaAssetUpdateInput>

/**
 * Where a floor plan image lies: [west, south, east, north] in degrees, west of east and south
 * of north, at most about 5 km across (a fair ground, not a country).
 */
export const FloorPlanBounds = z
  .tuple([
    z.number().min(-180).max(180),
    z.number().min(-85).max(85),
    z.number().min(-180).max(180),
    z.number().min(-85).max(85),
  ])
  .refine(([w, s, e, n]) => w < e && s < n, 'expected west < east and south < north')
  .refine(([w, s, e, n]) => e - w <= 0.07 && n - s <= 0.05, 'at most about 5 km across')
export type FloorPlanBounds = z.infer<typeof FloorPlanBounds>

/**
 * A place's floor plan: a library image laid over its bounds in the level tiles
 * (docs/decisions/0016-shapes-and-floor-plans.md).
 */
export const FloorPlanInput = z.strictObject({
  assetId: Id,
  bounds: FloorPlanBounds,
  opacity: z.number().min(0.1).max(1).default(1),
})
export type FloorPlanInput = z.infer<typeof FloorPlanInput>

export const FloorPlan = z.object({
  itemId: Id,
  assetId: Id,
  bounds: FloorPlanBounds,
  opacity: z.number(),
  /** The image's renditions, for the editor's preview. */
  variants: z.array(MediaVariant),
})
export type FloorPlan = z.infer<typeof FloorPlan>
