import { z } from 'zod'
import { DateTimeInput, Id, IsoDateTime, Latitude, Longitude } from './common.js'
import { MediumType, Unit } from './enums.js'
import { httpUrl, safeString, text } from './strings.js'

/** Attaches several categories at once (docs/product.md §7, after creating an item). */
export const ItemCategoriesInput = z.strictObject({
  itemId: Id,
  categoryIds: z.array(Id).min(1).max(20),
})
export type ItemCategoriesInput = z.infer<typeof ItemCategoriesInput>

export const ItemCategoryInput = z.strictObject({ itemId: Id, categoryId: Id })
export type ItemCategoryInput = z.infer<typeof ItemCategoryInput>

/** An address placed by coordinates; the server fills city, state, country and postcode. */
export const ItemAddressInput = z.strictObject({
  itemId: Id,
  lat: Latitude,
  lon: Longitude,
  street: text(200).optional(),
  housenumber: text(20).optional(),
})
export type ItemAddressInput = z.infer<typeof ItemAddressInput>

export const ItemAddressUpdateInput = z
  .strictObject({
    countryId: Id.nullable(),
    stateId: Id.nullable(),
    cityId: Id.nullable(),
    street: text(200).nullable(),
    housenumber: text(20).nullable(),
    postcode: text(20).nullable(),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, 'nothing to update')
export type ItemAddressUpdateInput = z.infer<typeof ItemAddressUpdateInput>

/** A parent/child link such as a route and its waypoints ('itemWayPoint'). */
const RelationOrder = z.number().int().min(0).max(10_000)

/** A parent/child link; without `sortOrder` the child goes to the end of the parent's list. */
export const ItemRelationInput = z
  .strictObject({
    parentItemId: Id,
    childItemId: Id,
    relationshipId: Id,
    sortOrder: RelationOrder.optional(),
  })
  .refine((v) => v.parentItemId !== v.childItemId, {
    message: 'An item cannot be its own parent',
    path: ['childItemId'],
  })
export type ItemRelationInput = z.infer<typeof ItemRelationInput>

export const ItemRelation = z.object({
  parentItemId: Id,
  childItemId: Id,
  relationshipId: Id,
  relationshipTitle: z.string(),
  sortOrder: z.number().int(),
})
export type ItemRelation = z.infer<typeof ItemRelation>

/** Moves a child within its parent's list (PUT /items/items/{parentId}/{childId}/{relationshipId}). */
export const ItemRelationOrderInput = z.strictObject({ sortOrder: RelationOrder })
export type ItemRelationOrderInput = z.infer<typeof ItemRelationOrderInput>

/**
 * A detail value is sent only when non-empty (docs/product.md §5). What else it may contain depends on
 * its key's type (markup, links, opening hours), which the server checks with the editor's
 * rules (`@quo/dashboard-forms`).
 */
const DetailValue = safeString({ multiline: true }).trim().min(1, 'Value must not be empty').max(10_000)

export const ItemDetailCreateInput = z.strictObject({
  itemId: Id,
  dataKeyV2: safeString().trim().min(1).max(100),
  dataValue: DetailValue,
  dataValueUnit: Unit.nullish(),
})
export type ItemDetailCreateInput = z.infer<typeof ItemDetailCreateInput>

/** The editor sends the id in the body as well; it must then match the path. */
export const ItemDetailUpdateInput = z.strictObject({
  id: Id.optional(),
  dataValue: DetailValue,
  dataValueUnit: Unit.nullish(),
})
export type ItemDetailUpdateInput = z.infer<typeof ItemDetailUpdateInput>

const MediumUrl = httpUrl(2000)

/** A medium by URL (a video, a panorama elsewhere) or an image of the media library. */
export const ItemMediumInput = z
  .strictObject({
    itemId: Id,
    mediumType: MediumType,
    url: MediumUrl.optional(),
    assetId: Id.optional(),
    title: text(200).nullish(),
    sortOrder: z.number().int().min(0).max(10_000).default(0),
  })
  .refine((v) => (v.url === undefined) !== (v.assetId === undefined), {
    message: 'expected either url or assetId',
    path: ['url'],
  })
export type ItemMediumInput = z.infer<typeof ItemMediumInput>

export const ItemMediumUpdateInput = z
  .strictObject({
    mediumType: MediumType,
    url: MediumUrl,
    title: text(200).nullable(),
    sortOrder: z.number().int().min(0).max(10_000),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, 'nothing to update')
export type ItemMediumUpdateInput = z.infer<typeof ItemMediumUpdateInput>

export const ItemTagInput = z.strictObject({
  itemId: Id,
  tagId: Id,
  isHidden: z.boolean().default(false),
  showInSubtitle: z.boolean().default(false),
  subtitleSortOrder: z.number().int().min(0).max(1000).default(0),
})
export type ItemTagInput = z.infer<typeof ItemTagInput>

/** The link as stored; the public item shows it joined with the tag's key and value. */
export const ItemTagLink = z.object({
  itemId: Id,
  tagId: Id,
  isHidden: z.boolean(),
  showInSubtitle: z.boolean(),
  subtitleSortOrder: z.number().int(),
})
export type ItemTagLink = z.infer<typeof ItemTagLink>

export const ItemCategoryLink = z.object({ itemId: Id, categoryId: Id, dateCreated: IsoDateTime })
export type ItemCategoryLink = z.infer<typeof ItemCategoryLink>

export const MentionInput = z.strictObject({
  itemId: Id,
  title: text(300, { min: 1 }),
  url: httpUrl(2000).nullish(),
  source: text(200).nullish(),
  datePublished: DateTimeInput.nullish(),
})
export type MentionInput = z.infer<typeof MentionInput>

export const MentionUpdateInput = MentionInput.omit({ itemId: true })
  .partial()
  .refine((v) => Object.keys(v).length > 0, 'nothing to update')
export type MentionUpdateInput = z.infer<typeof MentionUpdateInput>
