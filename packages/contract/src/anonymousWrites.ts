import { z } from 'zod'
import { BranchShortId, Id, IsoDateTime, Latitude, Longitude, NanoId } from './common.js'
import { METRIC_MAX_AGE_MS, MIN_FILL_MS, VISITOR_DETAIL_KEYS } from './constants.js'
import { emailAddress, safeString, text } from './strings.js'

export const VisitorDetailKey = z.enum(VISITOR_DETAIL_KEYS)
export type VisitorDetailKey = z.infer<typeof VisitorDetailKey>

/** What every public form sends besides its fields, for the server's spam checks. */
const SPAM_CHECKS = {
  /** A field people never see (hidden from view and from assistive technology): bots fill it. */
  honeypot: safeString().max(0, 'must stay empty').optional(),
  /** How long the form was open before it was sent; a person takes longer than bots do. */
  fillMs: z
    .number()
    .int()
    .min(MIN_FILL_MS, `a form is filled in no faster than ${MIN_FILL_MS} ms`)
    .max(7 * 86_400_000),
}

/**
 * A visitor's proposal, sent without signing in: a correction to an item (`change`) or a
 * place that is missing (`addition`). Only accepted where the search shortcut allows it.
 */
export const ChangeRequestInput = z.strictObject({
  kind: z.enum(['change', 'addition']),
  searchShortcutId: Id,
  itemNanoId: NanoId.optional(),
  title: text(120, { min: 1 }).optional(),
  message: text(2000, { min: 1, multiline: true }),
  lon: Longitude.optional(),
  lat: Latitude.optional(),
  /** Corrected or missing details, by key; staff take them over field by field (the inbox). */
  details: z.partialRecord(VisitorDetailKey, text(500, { min: 1 })).optional(),
  name: text(100, { min: 1 }).optional(),
  email: emailAddress(200).optional(),
  ...SPAM_CHECKS,
})
export type ChangeRequestInput = z.infer<typeof ChangeRequestInput>

export const ChangeRequest = z.object({
  id: Id,
  kind: z.enum(['change', 'addition']),
  searchShortcutId: Id,
  branchShortId: BranchShortId.nullable(),
  itemNanoId: NanoId.nullable(),
  title: z.string().nullable(),
  message: z.string(),
  status: z.string(),
  dateCreated: IsoDateTime,
})
export type ChangeRequest = z.infer<typeof ChangeRequest>

/** A change request as staff see it: with the position and the visitor's contact, if given. */
export const StaffChangeRequest = ChangeRequest.extend({
  lon: Longitude.nullable(),
  lat: Latitude.nullable(),
  name: z.string().nullable(),
  email: z.string().nullable(),
})
export type StaffChangeRequest = z.infer<typeof StaffChangeRequest>

/** Filters of the staff list of change requests, newest first. */
export const ChangeRequestsQuery = z.object({
  status: z.enum(['open', 'done']).optional(),
  branchShortId: z.coerce.number().pipe(BranchShortId).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
})
export type ChangeRequestsQuery = z.infer<typeof ChangeRequestsQuery>

export const ContestParticipationInput = z.strictObject({
  contestId: Id,
  name: text(100, { min: 1 }),
  email: emailAddress(200),
  answer: text(500, { min: 1, multiline: true }),
  ...SPAM_CHECKS,
})
export type ContestParticipationInput = z.infer<typeof ContestParticipationInput>

export const ContestParticipation = z.object({ id: Id, contestId: Id, dateCreated: IsoDateTime })
export type ContestParticipation = z.infer<typeof ContestParticipation>

const optionalId = Id.nullish()

/**
 * One usage event in the snake-case fields of docs/product.md §3. App-start events also carry the
 * client facts (version, referrer, language, platform, branch, window size, user agent).
 */
export const MetricInput = z.strictObject({
  metric_key: z.string().regex(/^[a-z][a-z0-9_]{1,63}$/, 'snake_case key expected'),
  session_id: safeString().min(8).max(64),
  /**
   * The event's own id, chosen by the client: an event sent again (a retry after a lost answer,
   * a queue replayed after being offline) is stored once.
   */
  event_id: z.uuid().nullish(),
  /**
   * How long before sending the event happened, in the client's own clock: an event queued
   * offline is dated when it happened, whatever time the device's clock shows.
   */
  age_ms: z.number().int().min(0).max(METRIC_MAX_AGE_MS).nullish(),
  item_id: optionalId,
  item_detail_id: optionalId,
  mention_id: optionalId,
  related_item_id: optionalId,
  tag_id: optionalId,
  route_full_path: safeString().max(500).nullish(),
  metricValue: safeString().max(500).nullish(),
  quo_version: safeString().max(40).nullish(),
  referrer: safeString().max(500).nullish(),
  browser_language: safeString().max(35).nullish(),
  quo_plattform: z.literal('web').nullish(),
  branch_short_id: BranchShortId.nullish(),
  window_size: safeString().max(20).nullish(),
  user_agent: safeString().max(500).nullish(),
})
export type MetricInput = z.infer<typeof MetricInput>

/** Clients may send one event or a batch of up to 50. */
export const MetricsInput = z.union([MetricInput, z.array(MetricInput).min(1).max(50)])
export type MetricsInput = z.infer<typeof MetricsInput>

export const MetricsAccepted = z.object({ accepted: z.number().int().positive() })
export type MetricsAccepted = z.infer<typeof MetricsAccepted>
