import { z } from 'zod'
import { DateTimeInput, Id } from './common.js'
import { BULK_ITEMS_MAX } from './constants.js'

/**
 * What a bulk edit does to every place it names. Adding what a place has already, or removing
 * what it lacks, leaves that place as it is (no error); `setReviewDue` moves the open review
 * (creating one where a place has none).
 */
export const BulkItemAction = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('addTag'), tagId: Id }),
  z.strictObject({ type: z.literal('removeTag'), tagId: Id }),
  z.strictObject({ type: z.literal('addCategory'), categoryId: Id }),
  z.strictObject({ type: z.literal('removeCategory'), categoryId: Id }),
  z.strictObject({ type: z.literal('setReviewDue'), dateDue: DateTimeInput }),
])
export type BulkItemAction = z.infer<typeof BulkItemAction>

/** One action on many places, in one transaction: all of them change, or none. */
export const BulkItemsInput = z.strictObject({
  itemIds: z
    .array(Id)
    .min(1)
    .max(BULK_ITEMS_MAX)
    .refine((ids) => new Set(ids).size === ids.length, 'each place once'),
  action: BulkItemAction,
})
export type BulkItemsInput = z.infer<typeof BulkItemsInput>

/** The places a bulk edit named, and those it changed (the others had it so already). */
export const BulkItemsResult = z.object({
  itemIds: z.array(Id),
  changedItemIds: z.array(Id),
})
export type BulkItemsResult = z.infer<typeof BulkItemsResult>
