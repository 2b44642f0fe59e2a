import { sql } from 'drizzle-orm'
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { branches } from './branches.js'
import { items } from './items.js'
import { isoTimestamp } from './timestamp.js'

const ts = () => isoTimestamp()

export const contests = pgTable('contests', {
  id: serial().primaryKey(),
  branchShortId: smallint().references(() => branches.shortId, { onDelete: 'cascade' }),
  title: text().notNull(),
  description: text().notNull(),
  question: text().notNull(),
  /** The answer that counts as correct (staff only); null when the question has none. */
  correctAnswer: text(),
  itemId: integer().references(() => items.id, { onDelete: 'set null' }),
  dateBegin: ts().notNull(),
  dateEnd: ts().notNull(),
})

export const contestParticipants = pgTable(
  'contest_participants',
  {
    id: serial().primaryKey(),
    contestId: integer()
      .notNull()
      .references(() => contests.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    email: text().notNull(),
    answer: text().notNull(),
    dateCreated: ts().notNull().default(sql`now()`),
    /** Staff's decision: correct, wrong, or null for what the contest's correct answer says. */
    markedCorrect: boolean(),
  },
  // One entry per e-mail and contest; e-mails are stored lower-cased.
  (t) => [uniqueIndex().on(t.contestId, t.email)],
)

/**
 * The draws of a contest's winners, each recorded with who drew, when, and among how many entries
 * not drawn before: a fair draw that can be shown afterwards
 * (docs/decisions/0014-recorded-contest-draws.md).
 */
export const contestDraws = pgTable(
  'contest_draws',
  {
    id: serial().primaryKey(),
    contestId: integer()
      .notNull()
      .references(() => contests.id, { onDelete: 'cascade' }),
    participantId: integer()
      .notNull()
      .references(() => contestParticipants.id, { onDelete: 'cascade' }),
    candidates: integer().notNull(),
    /** Whether only correct entries were candidates; draws before migration 0020 were among all. */
    onlyCorrect: boolean().notNull().default(false),
    dateDrawn: ts().notNull().default(sql`now()`),
    drawnBy: text().notNull(),
  },
  // A participant wins once per contest.
  (t) => [uniqueIndex().on(t.contestId, t.participantId)],
)

export const lists = pgTable(
  'lists',
  {
    id: serial().primaryKey(),
    nanoId: text().notNull().unique(),
    branchShortId: smallint().references(() => branches.shortId, { onDelete: 'cascade' }),
    title: text().notNull(),
    description: text(),
  },
  (t) => [index().on(t.branchShortId)],
)

export const listItems = pgTable(
  'list_items',
  {
    listId: integer()
      .notNull()
      .references(() => lists.id, { onDelete: 'cascade' }),
    itemId: integer()
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    sortOrder: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.listId, t.itemId] }), index().on(t.itemId)],
)

/** Visitors' proposed corrections or additions, reviewed by staff. */
export const changeRequests = pgTable(
  'change_requests',
  {
    id: serial().primaryKey(),
    itemId: integer().references(() => items.id, { onDelete: 'set null' }),
    searchShortcutId: integer(),
    branchShortId: smallint(),
    payload: jsonb().notNull(),
    dateCreated: ts().notNull().default(sql`now()`),
    /** `open`, then `accepted` (some field taken over) or `rejected`. */
    status: text().notNull().default('open'),
    /** Staff's decision per proposed field (`title`, `position`, `detail:<key>`). */
    fieldStatus: jsonb().$type<Record<string, 'accepted' | 'rejected'>>().notNull().default({}),
    decidedAt: ts(),
    decidedBy: text(),
    decisionNote: text().notNull().default(''),
    /** What the request proposes, hashed: the same request again while one is open is a duplicate. */
    contentHash: text(),
  },
  (t) => [
    index().on(t.itemId),
    index().on(t.status),
    uniqueIndex('change_requests_open_content_index').on(t.contentHash).where(sql`status = 'open'`),
  ],
)

/** Usage events, written in batches. */
export const metrics = pgTable(
  'metrics',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    /** The client's id of the event: one sent twice is stored once (older clients send none). */
    eventId: uuid(),
    sessionId: text().notNull(),
    metricKey: text().notNull(),
    branchShortId: smallint(),
    itemId: integer(),
    itemDetailId: integer(),
    mentionId: integer(),
    relatedItemId: integer(),
    tagId: integer(),
    routeFullPath: text(),
    metricValue: text(),
    data: jsonb(),
    dateCreated: ts().notNull().default(sql`now()`),
  },
  (t) => [
    index().on(t.dateCreated),
    index().on(t.sessionId),
    uniqueIndex('metrics_event_id_index').on(t.eventId).where(sql`${t.eventId} IS NOT NULL`),
    // The metrics view's counts of one kind of event in a range (places opened, searches
    // without results) and the sessions that started on a map in a range (only start events
    // name a branch), read from the index alone.
    index('metrics_key_date_index').on(t.metricKey, t.dateCreated),
    index('metrics_branch_date_session_index')
      .on(t.branchShortId, t.dateCreated, t.sessionId)
      .where(sql`${t.branchShortId} IS NOT NULL`),
  ],
)
