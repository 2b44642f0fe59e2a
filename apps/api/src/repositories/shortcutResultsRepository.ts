import { type TagWords, tagSubtitleLabel } from '@quo/branch-config'
import {
  type HolidayRegion,
  type ItemType,
  REGION_TIME_ZONE,
  type SearchShortcut,
  type ShortcutResult,
  type ShortcutResultsPage,
} from '@quo/contract'
import { categoryColor } from '@quo/map-symbols'
import { evaluateOpeningHours, placeClock } from '@quo/place-rules'
import { type SQL, sql } from 'drizzle-orm'
import { type Db, queryRows } from '../db/database.js'
import * as schema from '../db/schema/index.js'
import { branchMembers } from './basemapRepository.js'
import { HOLIDAY_REGION_TABLES, holidayRegionOf } from './holidayRegionSql.js'

/** Tables a page of results is computed from. */
export const SHORTCUT_RESULT_TABLES = [
  schema.searchShortcuts,
  schema.branches,
  schema.items,
  schema.itemCategories,
  schema.categories,
  schema.categoryTranslations,
  schema.itemTags,
  schema.tags,
  schema.tagTranslations,
  schema.itemDetails,
  ...HOLIDAY_REGION_TABLES,
  schema.icons,
] as const

/** A state at most this old is still right: holidays and the like have no next change. */
const MAX_STATE_AGE_MS = 15 * 60_000
const CLOSING_SOON_MS = 30 * 60_000

interface Row {
  nano_id: string
  title: string
  type: string
  lon: number
  lat: number
  icon_id: number | null
  color_name: string | null
  category_name: string | null
  subtitle: TagWords[] | null
  hours: string | null
  holiday_region: HolidayRegion
  distance: number | null
  total: number
}

const ids = (list: readonly number[]) =>
  sql.join(
    list.map((id) => sql`${id}`),
    sql`, `,
  )

export interface ShortcutResultsRequest {
  shortcut: Pick<SearchShortcut, 'id' | 'title' | 'categoryIds' | 'tagIds'>
  /** The branch whose places are listed; null lists every place. */
  branchId: number | null
  page: number
  pageSize: number
  near?: { lat: number; lon: number } | undefined
}

/**
 * One page of a search shortcut's places, as the embed shows them: in one of its categories
 * (the main one) when it names any, with one of its tags when it names any — as the map site
 * counts them —, not closed for good and no duplicates; by title, or nearest first. Opening
 * states are evaluated at `now` in the region's time zone; `expiresAt` is when one changes.
 */
export async function listShortcutResults(
  db: Db,
  request: ShortcutResultsRequest,
  now = new Date(),
): Promise<{ value: ShortcutResultsPage; expiresAt: number }> {
  const { shortcut, branchId, page, pageSize, near } = request
  const members = branchMembers(branchId)
  const where: SQL[] = [sql`i.date_permanently_closed IS NULL`, sql`i.is_duplicate_of IS NULL`]
  if (shortcut.categoryIds.length > 0) where.push(sql`mc.category_id IN (${ids(shortcut.categoryIds)})`)
  if (shortcut.tagIds.length > 0) {
    where.push(
      sql`EXISTS (SELECT 1 FROM item_tags t WHERE t.item_id = i.id AND NOT t.is_hidden AND t.tag_id IN (${ids(shortcut.tagIds)}))`,
    )
  }
  const distance = near
    ? sql`ST_Distance(i.geom::geography, ST_SetSRID(ST_MakePoint(${near.lon}, ${near.lat}), 4326)::geography)`
    : sql`NULL::float8`
  // Members and their main category: the same CTEs for the page and, past the last page, the count.
  const scope = sql`WITH members AS (${members}),
    main_category AS (
      SELECT DISTINCT ON (ic.item_id) ic.item_id, ic.category_id
      FROM item_categories ic JOIN members m ON m.item_id = ic.item_id
      ORDER BY ic.item_id, ic.date_created, ic.category_id
    )`
  const from = sql`FROM items i
    JOIN members m ON m.item_id = i.id
    LEFT JOIN main_category mc ON mc.item_id = i.id
    WHERE ${sql.join(where, sql` AND `)}`
  const rows = await queryRows<Row>(
    db,
    sql`${scope}
    SELECT i.nano_id, i.title, i.type, i.lon, i.lat, c.icon_id, c.color_name,
      COALESCE(ct.sub_category_name, c.sub_category) AS category_name,
      (SELECT json_agg(json_build_object('tagKey', t.tag_key, 'tagValue', t.tag_value,
                'tagKeyTranslate', tt.tag_key_translate, 'tagValueTranslate', tt.tag_value_translate)
                ORDER BY it.subtitle_sort_order, t.id)
         FROM item_tags it JOIN tags t ON t.id = it.tag_id
         LEFT JOIN tag_translations tt ON tt.tag_id = t.id AND tt.language = 'de'
         WHERE it.item_id = i.id AND it.show_in_subtitle AND NOT it.is_hidden) AS subtitle,
      (SELECT d.data_value FROM item_details d
         WHERE d.item_id = i.id AND d.data_key_v2 = 'hours' ORDER BY d.id LIMIT 1) AS hours,
      ${holidayRegionOf(sql`i.id`, sql`i.geom`)} AS holiday_region,
      ${distance} AS distance,
      count(*) OVER ()::int AS total
    FROM (SELECT i.*, mc.category_id ${from}) i
    LEFT JOIN categories c ON c.id = i.category_id
    LEFT JOIN category_translations ct ON ct.category_id = c.id AND ct.language = 'de'
    ORDER BY ${near ? sql`distance ASC,` : sql``} lower(i.title) ASC, i.id ASC
    LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
  )
  let total = rows[0]?.total
  if (total === undefined) {
    const [count] = await queryRows<{ n: number }>(db, sql`${scope} SELECT count(*)::int AS n ${from}`)
    total = count?.n ?? 0
  }

  const today = placeClock(now, REGION_TIME_ZONE)
  // "öffnet morgen" is only true until midnight.
  let expiresAt = Math.min(now.getTime() + MAX_STATE_AGE_MS, today.nextMidnight.getTime())
  const items: ShortcutResult[] = await Promise.all(
    rows.map(async (r) => {
      let hours: ShortcutResult['hours'] = null
      if (r.hours) {
        const state = await evaluateOpeningHours(
          r.hours,
          { lat: r.lat, lon: r.lon, holidayRegion: r.holiday_region },
          now,
          REGION_TIME_ZONE,
        )
        const next = state.nextChange?.getTime()
        if (next !== undefined) {
          const soon = next - CLOSING_SOON_MS
          expiresAt = Math.min(expiresAt, state.state === 'open' && soon > now.getTime() ? soon : next)
        }
        const local = state.nextChange && placeClock(state.nextChange, REGION_TIME_ZONE)
        hours = {
          state: state.state,
          nextChange: state.nextChange?.toISOString() ?? null,
          nextChangeLocal: local ? `${local.date}T${local.time}` : null,
          holiday: state.holiday ?? null,
        }
      }
      return {
        nanoId: r.nano_id,
        title: r.title,
        type: r.type as ItemType,
        lon: r.lon,
        lat: r.lat,
        iconId: r.icon_id,
        color: categoryColor(r.color_name ?? ''),
        subtitle: [
          ...(r.category_name ? [r.category_name] : []),
          ...(r.subtitle ?? []).flatMap((t) => tagSubtitleLabel(t) ?? []),
        ],
        hours,
        distance: r.distance === null ? null : Math.round(r.distance),
      }
    }),
  )
  const iconIds = [...new Set(items.flatMap((i) => i.iconId ?? []))]
  const icons =
    iconIds.length > 0
      ? await queryRows<{ id: number; symbol_svg: string }>(
          db,
          sql`SELECT id, symbol_svg FROM icons WHERE id IN (${ids(iconIds)})`,
        )
      : []
  return {
    value: {
      shortcut: { id: shortcut.id, title: shortcut.title },
      page,
      pageCount: Math.max(1, Math.ceil(total / pageSize)),
      total,
      items,
      symbols: Object.fromEntries(icons.map((i) => [String(i.id), i.symbol_svg])),
      evaluatedAt: now.toISOString(),
      localDate: today.date,
    },
    expiresAt,
  }
}
