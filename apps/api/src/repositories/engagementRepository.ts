import type { Contest, Event, Featured, List, SearchShortcut } from '@quo/contract'
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm'
import type { Db } from '../db/database.js'
import {
  branches,
  contests,
  eventBranches,
  events,
  featured,
  items,
  listItems,
  lists,
  searchShortcuts,
} from '../db/schema/index.js'
import { groupBy } from './groupBy.js'

export const EVENT_TABLES = [events, eventBranches, items] as const

/** Events of a branch that have not yet ended, soonest first. */
export async function listUpcomingEvents(db: Db, branchId: number): Promise<Event[]> {
  const rows = await db
    .select({
      id: events.id,
      itemId: events.itemId,
      itemNanoId: items.nanoId,
      title: items.title,
      dateBegin: events.dateBegin,
      dateEnd: events.dateEnd,
    })
    .from(events)
    .innerJoin(eventBranches, eq(eventBranches.eventId, events.id))
    .innerJoin(items, eq(items.id, events.itemId))
    .where(and(eq(eventBranches.branchId, branchId), gt(events.dateEnd, sql`now()`)))
    .orderBy(asc(events.dateBegin), asc(events.id))
  return attachEventBranches(db, rows)
}

/** Adds each event's branch links, fetched in one query for all of them. */
export async function attachEventBranches<T extends { id: number }>(
  db: Db,
  rows: T[],
): Promise<(T & { branches: { branchId: number }[] })[]> {
  const ids = rows.map((r) => r.id)
  const links = ids.length
    ? await db.select().from(eventBranches).where(inArray(eventBranches.eventId, ids))
    : []
  const byEvent = groupBy(links, (l) => l.eventId)
  return rows.map((r) => ({
    ...r,
    branches: (byEvent.get(r.id) ?? []).map((l) => ({ branchId: l.branchId })),
  }))
}

/** The moment the first of these events ends and the list changes by itself. */
export function eventsExpireAt(list: readonly Event[]): number {
  let at = Number.POSITIVE_INFINITY
  for (const e of list) at = Math.min(at, Date.parse(e.dateEnd))
  return at
}

export const LIST_TABLES = [lists, listItems, items] as const

export async function listLists(db: Db): Promise<List[]> {
  const [rows, members] = await Promise.all([
    db.select().from(lists).orderBy(asc(lists.id)),
    db
      .select({ listId: listItems.listId, nanoId: items.nanoId })
      .from(listItems)
      .innerJoin(items, eq(items.id, listItems.itemId))
      .orderBy(asc(listItems.listId), asc(listItems.sortOrder), asc(items.id)),
  ])
  const byList = groupBy(members, (m) => m.listId)
  return rows.map((l) => ({
    id: l.id,
    nanoId: l.nanoId,
    branchShortId: l.branchShortId,
    title: l.title,
    description: l.description,
    itemNanoIds: (byList.get(l.id) ?? []).map((m) => m.nanoId),
  }))
}

export const FEATURED_TABLES = [featured, items, branches] as const

/** Featured entries, newest first; `onlyId` narrows to one (the answer to a create). */
export async function listFeatured(db: Db, onlyId?: number): Promise<Featured[]> {
  return db
    .select({
      id: featured.id,
      itemId: featured.itemId,
      itemNanoId: items.nanoId,
      branchShortId: branches.shortId,
      dateFeatured: featured.dateFeatured,
    })
    .from(featured)
    .innerJoin(items, eq(items.id, featured.itemId))
    .leftJoin(branches, eq(branches.id, featured.branchId))
    .where(onlyId === undefined ? undefined : eq(featured.id, onlyId))
    .orderBy(sql`${featured.dateFeatured} DESC`, asc(featured.id))
}

export const CONTEST_TABLES = [contests, items] as const

export async function listContests(db: Db): Promise<Contest[]> {
  return db
    .select({
      id: contests.id,
      branchShortId: contests.branchShortId,
      title: contests.title,
      description: contests.description,
      question: contests.question,
      dateBegin: contests.dateBegin,
      dateEnd: contests.dateEnd,
      itemNanoId: items.nanoId,
    })
    .from(contests)
    .leftJoin(items, eq(items.id, contests.itemId))
    .orderBy(asc(contests.dateBegin), asc(contests.id))
}

export const SEARCH_SHORTCUT_TABLES = [searchShortcuts] as const

export async function listSearchShortcuts(db: Db): Promise<SearchShortcut[]> {
  return db
    .select()
    .from(searchShortcuts)
    .orderBy(asc(searchShortcuts.branchShortId), asc(searchShortcuts.sortOrder), asc(searchShortcuts.id))
}
