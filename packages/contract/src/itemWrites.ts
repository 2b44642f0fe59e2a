import { z } from 'zod'
import { DateTimeInput, Id, Latitude, Longitude } from './common.js'
import { ItemType } from './enums.js'
import { ItemReview } from './item.js'
import { ItemDetailCreateInput } from './itemPartWrites.js'
import { text } from './strings.js'

const Address = z.strictObject({
  countryId: Id.optional(),
  stateId: Id.optional(),
  cityId: Id.optional(),
  street: text(200).optional(),
  housenumber: text(20).optional(),
  postcode: text(20).optional(),
})

/** A detail of a new item: its key, value and unit, as a detail is added later. */
const NewItemDetail = ItemDetailCreateInput.omit({ itemId: true })

/**
 * A new item. `categoryIds`, `tagIds`, `address` and `details` are optional so a client can
 * create atomically — a branch's tag among `tagIds` puts the item on that branch's map at once,
 * and a refused detail leaves nothing made; the separate follow-up calls of docs/product.md §7
 * work as well.
 */
export const ItemCreateInput = z.strictObject({
  title: text(200, { min: 1 }),
  lon: Longitude,
  lat: Latitude,
  type: ItemType.default('place'),
  categoryIds: z.array(Id).max(10).optional(),
  tagIds: z.array(Id).max(50).optional(),
  address: Address.optional(),
  details: z
    .array(NewItemDetail)
    .max(100)
    .refine((list) => new Set(list.map((d) => d.dataKeyV2)).size === list.length, 'each detail key once')
    .optional(),
})
export type ItemCreateInput = z.infer<typeof ItemCreateInput>

export const ItemUpdateInput = z
  .strictObject({
    title: text(200, { min: 1 }),
    lon: Longitude,
    lat: Latitude,
    type: ItemType,
    datePermanentlyClosed: DateTimeInput.nullable(),
    isDuplicateOf: Id.nullable(),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, 'nothing to update')
export type ItemUpdateInput = z.infer<typeof ItemUpdateInput>

export const ReviewCreateInput = z.strictObject({
  itemId: Id,
  dateDue: DateTimeInput,
  isCompleted: z.boolean().default(false),
  note: text(2000, { multiline: true }).default(''),
})
export type ReviewCreateInput = z.infer<typeof ReviewCreateInput>

/** Checking a review (`isCompleted: true`) completes it and schedules the next one. */
export const ReviewUpdateInput = z
  .strictObject({
    isCompleted: z.boolean(),
    note: text(2000, { multiline: true }),
    dateDue: DateTimeInput,
    /** Due date of the review that replaces a checked one; default a year on. */
    nextDateDue: DateTimeInput,
  })
  .partial()
export type ReviewUpdateInput = z.infer<typeof ReviewUpdateInput>

export const ReviewUpdateResult = z.object({ review: ItemReview, next: ItemReview.nullable() })
export type ReviewUpdateResult = z.infer<typeof ReviewUpdateResult>

/** What a delete of an item answers: enough to name it in an undo or a message. */
export const DeletedItem = z.object({ id: Id, nanoId: z.string(), title: z.string() })
export type DeletedItem = z.infer<typeof DeletedItem>

/** What deletes of records hanging on an item (events, featured entries) answer. */
export const DeletedItemRecord = z.object({ id: Id, itemId: Id })
export type DeletedItemRecord = z.infer<typeof DeletedItemRecord>
