import { z } from 'zod'
import { BranchShortId, Id, IsoDateTime, Page, PageSizeParam } from './common.js'
import { text } from './strings.js'

/**
 * Where an inbox entry comes from: a visitor's change request or proposed place, or the
 * differences an OpenStreetMap re-import found on a place staff had changed (one entry per
 * place, its fields decided one by one).
 */
export const InboxSource = z.enum(['visitor', 'osm'])
export type InboxSource = z.infer<typeof InboxSource>

export const InboxStatus = z.enum(['open', 'accepted', 'rejected'])
export type InboxStatus = z.infer<typeof InboxStatus>

/** A field of a place as the inbox compares it: `title`, `position` ("lon,lat") or `detail:<key>`. */
export const InboxFieldName = z
  .string()
  .regex(/^(title|position|detail:[A-Za-z][A-Za-z0-9]{0,63})$/, 'title, position or detail:<key> expected')
export type InboxFieldName = z.infer<typeof InboxFieldName>

/** One field: what the place holds now and what is proposed (null: none, or to be removed). */
export const InboxField = z.object({
  field: InboxFieldName,
  current: z.string().nullable(),
  proposed: z.string().nullable(),
  status: InboxStatus,
})
export type InboxField = z.infer<typeof InboxField>

export const InboxEntry = z.object({
  source: InboxSource,
  /** The change request's id; for an OpenStreetMap entry the place's. */
  id: Id,
  kind: z.enum(['change', 'addition']),
  status: InboxStatus,
  dateCreated: IsoDateTime,
  branchShortId: BranchShortId.nullable(),
  /** The place the entry is about; null for a proposed place not (yet) made. */
  item: z
    .object({ id: Id, nanoId: z.string(), title: z.string(), lon: z.number(), lat: z.number() })
    .nullable(),
  /** The visitor's words and contact, where they gave them. */
  message: z.string().nullable(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  fields: z.array(InboxField),
  decision: z.object({ by: z.string().nullable(), at: IsoDateTime, note: z.string() }).nullable(),
})
export type InboxEntry = z.infer<typeof InboxEntry>

/** Oldest first: the longest waiting comes first. */
export const InboxPage = z.object({ entries: z.array(InboxEntry), total: z.number().int().min(0) })
export type InboxPage = z.infer<typeof InboxPage>

export const InboxQuery = z.strictObject({
  status: InboxStatus.default('open'),
  source: InboxSource.optional(),
  branchShortId: z.coerce.number().pipe(BranchShortId).optional(),
  page: Page,
  pageSize: PageSizeParam(100, 25),
})
export type InboxQuery = z.infer<typeof InboxQuery>

/**
 * Staff's decision on an entry: the fields taken over (with a value staff edited first, where
 * they did) in one transaction through the editor's own writes; the others rejected. A visitor's
 * entry is decided once (again: 409); an OpenStreetMap entry field by field, fields not named
 * staying open. A proposed place becomes a place with the categories and tags staff give it.
 */
export const InboxDecision = z.strictObject({
  accept: z
    .array(z.strictObject({ field: InboxFieldName, value: text(2000, { multiline: true }).optional() }))
    .max(50)
    .default([]),
  reject: z.array(InboxFieldName).max(50).default([]),
  note: text(2000, { multiline: true }).default(''),
  categoryIds: z.array(Id).max(10).optional(),
  tagIds: z.array(Id).max(50).optional(),
})
export type InboxDecision = z.infer<typeof InboxDecision>
