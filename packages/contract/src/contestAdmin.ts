import { z } from 'zod'
import { BranchShortId, DateTimeInput, Id, IsoDateTime, NanoId } from './common.js'
import { Contest } from './engagement.js'
import { text } from './strings.js'

/**
 * The answer that counts as correct: an entry whose answer holds it, ignoring case, accents and
 * punctuation, is correct unless staff marked it otherwise. Null for a question with no right
 * answer. Only staff see it.
 */
const CorrectAnswer = text(500, { min: 1 }).nullable()

// No defaults here: an update leaves what it does not name as it is (a default would clear it).
const ContestFields = z.strictObject({
  /** The map it runs on; null for every map. */
  branchShortId: BranchShortId.nullable(),
  title: text(200, { min: 1 }),
  description: text(2000, { min: 1, multiline: true }),
  question: text(500, { min: 1, multiline: true }),
  dateBegin: DateTimeInput,
  dateEnd: DateTimeInput,
  /** The place it belongs to, if any. */
  itemNanoId: NanoId.nullable(),
  correctAnswer: CorrectAnswer,
})

const endsAfterBegin = (v: { dateBegin?: string; dateEnd?: string }) =>
  v.dateBegin === undefined || v.dateEnd === undefined || Date.parse(v.dateEnd) > Date.parse(v.dateBegin)
const END_AFTER_BEGIN = { message: 'must be after dateBegin', path: ['dateEnd'] }

/** A new contest (staff). */
export const ContestInput = ContestFields.extend({
  itemNanoId: NanoId.nullable().default(null),
  correctAnswer: CorrectAnswer.default(null),
}).refine(endsAfterBegin, END_AFTER_BEGIN)
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
  /** What staff decided about this entry: correct, wrong, or null for "as the answer says". */
  markedCorrect: z.boolean().nullable(),
  /**
   * Whether the entry counts as correct: staff's mark, else whether the answer holds the
   * contest's correct answer; null when neither says (no mark and no correct answer).
   */
  correct: z.boolean().nullable(),
})
export type ContestParticipant = z.infer<typeof ContestParticipant>

/** Staff mark an entry correct or wrong, or hand the decision back to the correct answer (null). */
export const ContestParticipantMark = z.strictObject({ markedCorrect: z.boolean().nullable() })
export type ContestParticipantMark = z.infer<typeof ContestParticipantMark>

/**
 * A recorded draw: the winner, among how many entries not drawn before, who drew and when. The
 * winner is chosen uniformly by the server's cryptographic random numbers.
 */
export const ContestDraw = z.object({
  id: Id,
  contestId: Id,
  participant: ContestParticipant,
  candidates: z.number().int().min(1),
  /** Drawn among the correct entries only (false: the contest had no correct answer or mark). */
  onlyCorrect: z.boolean(),
  dateDrawn: IsoDateTime,
  drawnBy: z.string(),
})
export type ContestDraw = z.infer<typeof ContestDraw>

/**
 * A contest for the dashboard: with its correct answer, its number of entries, what the next draw
 * would draw from, and its draws, newest first.
 */
export const StaffContest = Contest.extend({
  correctAnswer: z.string().nullable(),
  participants: z.number().int().min(0),
  /** Entries that count as correct; null when nothing says which are (no answer, no mark). */
  correctParticipants: z.number().int().min(0).nullable(),
  /**
   * What the next draw picks from: the entries not drawn before, of them only the correct ones
   * when a correct answer or a mark says which are (`onlyCorrect`), else all not marked wrong.
   */
  nextDraw: z.object({ candidates: z.number().int().min(0), onlyCorrect: z.boolean() }),
  draws: z.array(ContestDraw),
})
export type StaffContest = z.infer<typeof StaffContest>
