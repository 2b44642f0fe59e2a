import { z } from 'zod'
import { DateTimeInput, Id } from './common.js'

const endsAfterBegin = (v: { dateBegin?: string; dateEnd?: string }) =>
  !v.dateBegin || !v.dateEnd || Date.parse(v.dateEnd) >= Date.parse(v.dateBegin)
const endsAfterBeginIssue = { message: 'dateEnd must not be before dateBegin', path: ['dateEnd'] }

/** A new event; `branchIds` is optional so a client can create atomically (docs/product.md §7). */
export const EventCreateInput = z
  .strictObject({
    itemId: Id,
    dateBegin: DateTimeInput,
    dateEnd: DateTimeInput,
    branchIds: z.array(Id).max(30).optional(),
  })
  .refine(endsAfterBegin, endsAfterBeginIssue)
export type EventCreateInput = z.infer<typeof EventCreateInput>

export const EventUpdateInput = z
  .strictObject({ itemId: Id, dateBegin: DateTimeInput, dateEnd: DateTimeInput })
  .partial()
  .refine((v) => Object.keys(v).length > 0, 'nothing to update')
  .refine(endsAfterBegin, endsAfterBeginIssue)
export type EventUpdateInput = z.infer<typeof EventUpdateInput>

export const EventBranchesInput = z.strictObject({ eventId: Id, branchIds: z.array(Id).min(1).max(30) })
export type EventBranchesInput = z.infer<typeof EventBranchesInput>

export const EventBranchInput = z.strictObject({ eventId: Id, branchId: Id })
export type EventBranchInput = z.infer<typeof EventBranchInput>

export const EventBranchLink = z.object({ eventId: Id, branchId: Id })
export type EventBranchLink = z.infer<typeof EventBranchLink>

/** Features an item on one branch, or on every map when `branchId` is null. */
export const FeaturedInput = z.strictObject({
  itemId: Id,
  branchId: Id.nullish(),
  dateFeatured: DateTimeInput.optional(),
})
export type FeaturedInput = z.infer<typeof FeaturedInput>
