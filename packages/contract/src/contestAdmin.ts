import { z } from 'zod'
import { BranchShortId, DateTimeInput, Id, IsoDateTime, NanoId } from './common.js'
import { Contest } from './engagement.js'
import { text } from './strings.js'

const ContestFields = z.strictObject({
  /** The map it runs on; null for every map. */
  branchShortId: BranchShortId.nullable(),
  title: text(200, { min: 1 }),
  description: text(2000, { min: 1, multiline: true }),
  question: text(500, { min: 1, multiline: true }),
  dateBegin: DateTimeInput,
  dateEnd: DateTimeInput,
  /** The place it belongs to, if any. */
  itemNanoId: NanoId.nullable().default(null),
})

const endsAfterBegin = (v: { dateBegin?: string; dateEnd?: string }) =>
  v.dateBegin === undefined || v.dateEnd === undefined || Date.parse(v.dateEnd) > Date.parse(v.dateBegin)
const END_AFTER_BEGIN = { message: 'must be after dateBegin', path: ['dateEnd'] }

/** A new contest (staff). */
export const ContestInput = ContestFields.refine(endsAfterBegin, END_AFTER_BEGIN)
export type ContestInput = z.infer<typeof ContestInput>

/** Changes to a contest; dates are checked against each other and the stored ones. */
export const ContestUpdateInput = ContestFields.partial()
  .refine((v) => Object.keys(v).length > 0, 'nothing to update')
  .refine(endsAfterBegin, END_AFTER_BEGIN)
export type ContestUpdateInput = z.infer<typeof ContestUpdateInput>

/** One person's entry, as staff see it. */
export const ContestParticipant = z.object({
  id: Id,
  name: z.string(),
  email: z.string(),
  answer: z.string(),
  dateCreated: IsoDateTime,
})
export type ContestParticipant = z.infer<typeof ContestParticipant>

/**
 * A recorded draw: the winner, among how many entries not drawn before, who drew and when. The
 * winner is chosen uniformly by the server's cryptographic random numbers.
 */
export const ContestDraw = z.object({
  id: Id,
  contestId: Id,
  participant: ContestParticipant,
  candidates: z.number().int().min(1),
  dateDrawn: IsoDateTime,
  drawnBy: z.string(),
})
export type ContestDraw = z.infer<typeof ContestDraw>

/** A contest for the dashboard: with its number of entries and its draws, newest draw first. */
export const StaffContest = Contest.extend({
  participants: z.number().int().min(0),
  draws: z.array(ContestDraw),
})
export type StaffContest = z.infer<typeof StaffContest>
