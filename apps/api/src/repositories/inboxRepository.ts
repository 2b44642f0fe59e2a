import {
  type ChangeRequestInput,
  type InboxDecision,
  type InboxEntry,
  type InboxField,
  type InboxPage,
  type InboxQuery,
  type InboxStatus,
  ItemCreateInput,
  ItemDetailCreateInput,
  ItemUpdateInput,
} from '@quo/contract'
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db } from '../db/database.js'
import { queryRows } from '../db/database.js'
import { changeRequests, itemDetails, items, osmDifferences } from '../db/schema/index.js'
import { branchColumnVisibleTo, itemOnBranch, itemVisibleTo, type StaffBranches } from './branchAccess.js'
import { Conflict, InvalidInput, NotFound } from './domainErrors.js'
import { createDetail, deleteDetail, updateDetail } from './itemPartWriteRepository.js'
import { createItem, updateItem } from './itemWriteRepository.js'

type Proposal = Omit<ChangeRequestInput, 'searchShortcutId' | 'itemNanoId' | 'honeypot' | 'fillMs'>
type ChangeRequestRow = typeof changeRequests.$inferSelect
type DifferenceRow = typeof osmDifferences.$inferSelect

const DETAIL = 'detail:'

/** A position as the inbox shows and compares it (OpenStreetMap's 7 decimals, as the importer). */
const positionText = (lon: number, lat: number) => `${lon.toFixed(7)},${lat.toFixed(7)}`

interface Place {
  id: number
  nanoId: string
  title: string
  lon: number
  lat: number
  details: Map<string, { id: number; value: string }>
}

/** The places of a page with their details, in two queries whatever the page holds. */
async function placesOf(db: Db, ids: number[]): Promise<Map<number, Place>> {
  if (!ids.length) return new Map()
  const [rows, details] = await Promise.all([
    db
      .select({ id: items.id, nanoId: items.nanoId, title: items.title, lon: items.lon, lat: items.lat })
      .from(items)
      .where(inArray(items.id, ids)),
    db
      .select({
        id: itemDetails.id,
        itemId: itemDetails.itemId,
        key: itemDetails.dataKeyV2,
        value: itemDetails.dataValue,
      })
      .from(itemDetails)
      .where(inArray(itemDetails.itemId, ids))
      .orderBy(itemDetails.id),
  ])
  const places = new Map(
    rows.map((r) => [r.id, { ...r, details: new Map<string, { id: number; value: string }>() }]),
  )
  for (const d of details) {
    const place = places.get(d.itemId)
    if (place && !place.details.has(d.key)) place.details.set(d.key, { id: d.id, value: d.value })
  }
  return places
}

/** What a place holds now in one of the inbox's fields. */
function currentValue(place: Place | undefined, field: string): string | null {
  if (!place) return null
  if (field === 'title') return place.title
  if (field === 'position') return positionText(place.lon, place.lat)
  return place.details.get(field.slice(DETAIL.length))?.value ?? null
}

/** The fields a visitor's request proposes, in the order the inbox shows them. */
function proposedFields(proposal: Proposal): [field: string, value: string][] {
  return [
    ...(proposal.title ? ([['title', proposal.title]] as [string, string][]) : []),
    ...(proposal.lon !== undefined && proposal.lat !== undefined
      ? ([['position', positionText(proposal.lon, proposal.lat)]] as [string, string][])
      : []),
    ...Object.entries(proposal.details ?? {}).map(([key, value]): [string, string] => [
      `${DETAIL}${key}`,
      value ?? '',
    ]),
  ]
}

function visitorEntry(row: ChangeRequestRow, place: Place | undefined): InboxEntry {
  const proposal = row.payload as Proposal
  const status = row.status as InboxStatus
  const fields: InboxField[] = proposedFields(proposal).map(([field, proposed]) => ({
    field,
    current: currentValue(place, field),
    proposed,
    status: row.fieldStatus[field] ?? (status === 'open' ? 'open' : 'rejected'),
  }))
  return {
    source: 'visitor',
    id: row.id,
    kind: proposal.kind,
    status,
    dateCreated: row.dateCreated,
    branchShortId: row.branchShortId,
    item: place
      ? { id: place.id, nanoId: place.nanoId, title: place.title, lon: place.lon, lat: place.lat }
      : null,
    message: proposal.message,
    name: proposal.name ?? null,
    email: proposal.email ?? null,
    fields,
    decision: row.decidedAt ? { by: row.decidedBy, at: row.decidedAt, note: row.decisionNote } : null,
  }
}

/** One place's OpenStreetMap differences as one entry: open while any field is. */
function osmEntry(itemId: number, rows: DifferenceRow[], place: Place | undefined): InboxEntry {
  const status: InboxStatus = rows.some((r) => r.status === 'open')
    ? 'open'
    : rows.some((r) => r.status === 'accepted')
      ? 'accepted'
      : 'rejected'
  const decided = rows
    .filter((r) => r.decidedAt)
    .sort((a, b) => (a.decidedAt ?? '').localeCompare(b.decidedAt ?? ''))
  const last = decided.at(-1)
  return {
    source: 'osm',
    id: itemId,
    kind: 'change',
    status,
    dateCreated: rows.map((r) => r.dateCreated).sort()[0] ?? new Date().toISOString(),
    branchShortId: null,
    item: place
      ? { id: place.id, nanoId: place.nanoId, title: place.title, lon: place.lon, lat: place.lat }
      : null,
    message: null,
    name: null,
    email: null,
    fields: rows.map((r) => ({
      field: r.field,
      current: currentValue(place, r.field),
      proposed: r.osmValue,
      status: r.status as InboxStatus,
    })),
    decision: last?.decidedAt ? { by: last.decidedBy, at: last.decidedAt, note: '' } : null,
  }
}

/**
 * One page of the inbox, oldest first: visitors' requests and the places with OpenStreetMap
 * differences, of the caller's branches (a request of a global shortcut, a place on no
 * branch: everyone's), in one query for the page and two for the places it names.
 */
export async function listInbox(db: Db, query: InboxQuery, staff: StaffBranches): Promise<InboxPage> {
  const visitor =
    query.source === 'osm'
      ? sql`SELECT NULL::text AS source, NULL::integer AS id, NULL::timestamptz AS created WHERE FALSE`
      : sql`SELECT 'visitor' AS source, cr.id, cr.date_created AS created FROM change_requests cr
          WHERE cr.status = ${query.status}
            AND ${branchColumnVisibleTo(staff, sql`cr.branch_short_id`)}
            ${query.branchShortId === undefined ? sql`` : sql`AND cr.branch_short_id = ${query.branchShortId}`}`
  const osm =
    query.source === 'visitor'
      ? sql`SELECT NULL::text, NULL::integer, NULL::timestamptz WHERE FALSE`
      : sql`SELECT 'osm', d.item_id, min(d.date_created) FROM osm_differences d
          WHERE ${itemVisibleTo(staff, sql`d.item_id`)}
            ${query.branchShortId === undefined ? sql`` : sql`AND ${itemOnBranch(sql`d.item_id`, [query.branchShortId])}`}
          GROUP BY d.item_id
          HAVING (CASE WHEN bool_or(d.status = 'open') THEN 'open'
                       WHEN bool_or(d.status = 'accepted') THEN 'accepted' ELSE 'rejected' END) = ${query.status}`
  const page = await queryRows<{ source: 'visitor' | 'osm'; id: number; total: number }>(
    db,
    sql`SELECT source, id, count(*) OVER () AS total FROM (${visitor} UNION ALL ${osm}) AS entries
        ORDER BY created, source DESC, id
        LIMIT ${query.pageSize} OFFSET ${(query.page - 1) * query.pageSize}`,
  )
  const requestIds = page.filter((e) => e.source === 'visitor').map((e) => Number(e.id))
  const osmItemIds = page.filter((e) => e.source === 'osm').map((e) => Number(e.id))
  const [requests, differences] = await Promise.all([
    requestIds.length ? db.select().from(changeRequests).where(inArray(changeRequests.id, requestIds)) : [],
    osmItemIds.length
      ? db
          .select()
          .from(osmDifferences)
          .where(inArray(osmDifferences.itemId, osmItemIds))
          .orderBy(osmDifferences.id)
      : [],
  ])
  const places = await placesOf(db, [
    ...new Set([...requests.flatMap((r) => (r.itemId === null ? [] : [r.itemId])), ...osmItemIds]),
  ])
  const requestById = new Map(requests.map((r) => [r.id, r]))
  const entries = page.flatMap((e): InboxEntry[] => {
    if (e.source === 'visitor') {
      const row = requestById.get(Number(e.id))
      return row ? [visitorEntry(row, row.itemId === null ? undefined : places.get(row.itemId))] : []
    }
    const itemId = Number(e.id)
    // An open entry shows its open fields (the page holds only places with one); others all.
    const rows = differences.filter(
      (d) => d.itemId === itemId && (query.status !== 'open' || d.status === 'open'),
    )
    return [osmEntry(itemId, rows, places.get(itemId))]
  })
  return { entries, total: Number(page[0]?.total ?? 0) }
}

/** One visitor's request as the inbox shows it; 404 when there is none. */
export async function visitorRequest(
  db: Db,
  id: number,
): Promise<{ row: ChangeRequestRow; entry: InboxEntry }> {
  const [row] = await db.select().from(changeRequests).where(eq(changeRequests.id, id))
  if (!row) throw new NotFound('Unknown change request')
  const places = await placesOf(db, row.itemId === null ? [] : [row.itemId])
  return { row, entry: visitorEntry(row, row.itemId === null ? undefined : places.get(row.itemId)) }
}

/** One place's OpenStreetMap differences as the inbox shows them; 404 when it has none. */
export async function osmRequest(db: Db, itemId: number): Promise<InboxEntry> {
  const rows = await db
    .select()
    .from(osmDifferences)
    .where(eq(osmDifferences.itemId, itemId))
    .orderBy(osmDifferences.id)
  if (!rows.length) throw new NotFound('This place has no OpenStreetMap differences')
  return osmEntry(itemId, rows, (await placesOf(db, [itemId])).get(itemId))
}

/** A value staff accept, checked by the editor's own schema; a refusal names the decision's field. */
function parsed<S extends z.ZodType>(schema: S, value: unknown, at: number): z.infer<S> {
  const result = schema.safeParse(value)
  if (result.success) return result.data
  throw new InvalidInput(
    'An accepted value is not valid',
    result.error.issues.map((issue) => ({ path: `body.accept.${at}.value`, message: issue.message })),
  )
}

function parsePosition(value: string, at: number): { lon: number; lat: number } {
  const [lon, lat] = value.split(',').map((part) => Number(part.trim()))
  return parsed(ItemUpdateInput, { lon, lat }, at) as { lon: number; lat: number }
}

/**
 * Takes one field over onto a place through the editor's own writes (the same checks, the
 * change feed, the history): the title, the position, a detail (an empty value removes it).
 */
async function applyField(
  tx: Db,
  place: Pick<Place, 'id' | 'details'>,
  field: string,
  value: string,
  at: number,
): Promise<void> {
  const itemId = place.id
  if (field === 'title') {
    await updateItem(tx, itemId, parsed(ItemUpdateInput, { title: value }, at))
    return
  }
  if (field === 'position') {
    await updateItem(tx, itemId, parsePosition(value, at))
    return
  }
  const key = field.slice(DETAIL.length)
  const existing = place.details.get(key)
  if (!value.trim()) {
    if (existing) await deleteDetail(tx, existing.id)
    return
  }
  const input = parsed(ItemDetailCreateInput, { itemId, dataKeyV2: key, dataValue: value }, at)
  if (existing) await updateDetail(tx, existing.id, { dataValue: input.dataValue })
  else await createDetail(tx, input)
}

/** The accepted fields with their values, each one the entry proposes; 400 otherwise. */
function acceptedValues(
  entry: InboxEntry,
  decision: InboxDecision,
): { field: string; value: string; at: number }[] {
  const proposed = new Map(entry.fields.map((f) => [f.field, f]))
  const named = [...decision.accept.map((a) => a.field), ...decision.reject]
  const unknown = named.findIndex((field) => !proposed.has(field))
  if (unknown >= 0) {
    throw new InvalidInput('The entry proposes no such field', [
      {
        path: unknown < decision.accept.length ? `body.accept.${unknown}.field` : 'body.reject',
        message: 'not proposed',
      },
    ])
  }
  if (new Set(named).size !== named.length) {
    throw new InvalidInput('A field is decided twice', [{ path: 'body.accept', message: 'each field once' }])
  }
  return decision.accept.map((a, at) => ({
    field: a.field,
    value: a.value ?? proposed.get(a.field)?.proposed ?? '',
    at,
  }))
}

/**
 * Decides a visitor's request in `tx` (a staff transaction, so every write is in the history):
 * the accepted fields onto the place — for a proposed place, a new place with them and the
 * categories and tags staff chose —, the rest rejected; the request closes, with who, when and
 * the note. A request decided before is a 409.
 */
export async function decideVisitorRequest(
  tx: Db,
  id: number,
  decision: InboxDecision,
  decidedBy: string,
): Promise<void> {
  const [row] = await tx.select().from(changeRequests).where(eq(changeRequests.id, id)).for('update')
  if (!row) throw new NotFound('Unknown change request')
  if (row.status !== 'open') throw new Conflict('This request has been decided already')
  const places = await placesOf(tx, row.itemId === null ? [] : [row.itemId])
  const entry = visitorEntry(row, row.itemId === null ? undefined : places.get(row.itemId))
  const accepted = acceptedValues(entry, decision)
  let itemId = row.itemId
  if (entry.kind === 'addition' && accepted.length) {
    const title = accepted.find((a) => a.field === 'title')
    const position = accepted.find((a) => a.field === 'position')
    if (!title || !position) {
      throw new InvalidInput('A proposed place becomes a place with its title and position', [
        { path: 'body.accept', message: 'title and position must be accepted' },
      ])
    }
    itemId = await createItem(
      tx,
      parsed(
        ItemCreateInput,
        {
          title: title.value,
          ...parsePosition(position.value, position.at),
          categoryIds: decision.categoryIds,
          tagIds: decision.tagIds,
        },
        title.at,
      ),
    )
  } else if (entry.kind === 'change' && itemId === null && accepted.length) {
    throw new Conflict('The place of this request has been deleted')
  }
  for (const a of accepted) {
    if (entry.kind === 'addition' && (a.field === 'title' || a.field === 'position')) continue
    // The place as read above (a new place has no details yet); each field is decided once.
    const place =
      entry.kind === 'addition' ? { id: itemId ?? 0, details: new Map() } : places.get(itemId ?? 0)
    if (itemId !== null && place) await applyField(tx, place, a.field, a.value, a.at)
  }
  const fieldStatus = Object.fromEntries(
    entry.fields.map(
      (f) => [f.field, accepted.some((a) => a.field === f.field) ? 'accepted' : 'rejected'] as const,
    ),
  )
  await tx
    .update(changeRequests)
    .set({
      status: accepted.length ? 'accepted' : 'rejected',
      fieldStatus,
      itemId,
      decidedAt: sql`now()`,
      decidedBy,
      decisionNote: decision.note,
    })
    .where(eq(changeRequests.id, id))
}

/**
 * Decides OpenStreetMap differences of a place field by field in `tx`: accepted ones onto the
 * place, the named rejected ones kept as staff had them; fields not named stay open. A field
 * decided before is a 409.
 */
export async function decideOsmDifferences(
  tx: Db,
  itemId: number,
  decision: InboxDecision,
  decidedBy: string,
): Promise<void> {
  const rows = await tx
    .select()
    .from(osmDifferences)
    .where(eq(osmDifferences.itemId, itemId))
    .orderBy(osmDifferences.id)
    .for('update')
  if (!rows.length) throw new NotFound('This place has no OpenStreetMap differences')
  const open = rows.filter((r) => r.status === 'open')
  const place = (await placesOf(tx, [itemId])).get(itemId)
  if (!place) throw new NotFound('Unknown item')
  const entry = osmEntry(itemId, open, place)
  const named = [...decision.accept.map((a) => a.field), ...decision.reject]
  if (named.some((field) => !open.some((r) => r.field === field) && rows.some((r) => r.field === field))) {
    throw new Conflict('A field has been decided already')
  }
  const accepted = acceptedValues(entry, decision)
  for (const a of accepted) await applyField(tx, place, a.field, a.value, a.at)
  const decide = async (fields: string[], status: 'accepted' | 'rejected') => {
    if (!fields.length) return
    await tx
      .update(osmDifferences)
      .set({ status, decidedAt: sql`now()`, decidedBy })
      .where(
        and(
          eq(osmDifferences.itemId, itemId),
          eq(osmDifferences.status, 'open'),
          inArray(osmDifferences.field, fields),
        ),
      )
  }
  await decide(
    accepted.map((a) => a.field),
    'accepted',
  )
  await decide(decision.reject, 'rejected')
}
