import { Item } from '@quo/contract'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { queryRows } from '../src/db/database.js'
import { listShortcutResults } from '../src/repositories/shortcutResultsRepository.js'
import { useTestApp } from './helpers.js'

// Whose public holidays a place follows, and what the embed's list says on one of them.

const { app, database } = useTestApp()

/** A place with an address in the city, its nano id and database id. */
async function placeIn(city: string) {
  const [row] = await queryRows<{ id: number; nano_id: string }>(
    database().db,
    sql`SELECT i.id, i.nano_id FROM items i
      JOIN item_addresses a ON a.item_id = i.id JOIN cities c ON c.id = a.city_id
      WHERE c.title = ${city} AND i.type = 'place'
        AND i.date_permanently_closed IS NULL AND i.is_duplicate_of IS NULL ORDER BY i.id LIMIT 1`,
  )
  if (!row) throw new Error(`the demo has a place in ${city}`)
  return row
}

const record = async (nanoId: string) =>
  Item.parse((await app().inject({ method: 'GET', url: `/api/items/nanoid/${nanoId}` })).json())

describe('the holiday region of a place', () => {
  it('is its address: Liechtenstein, the canton of St. Gallen, Vorarlberg', async () => {
    expect((await record((await placeIn('Vaduz')).nano_id)).holidayRegion).toEqual({
      countryCode: 'li',
      state: null,
    })
    expect((await record((await placeIn('Buchs SG')).nano_id)).holidayRegion).toEqual({
      countryCode: 'ch',
      state: 'St. Gallen',
    })
    expect((await record((await placeIn('Feldkirch')).nano_id)).holidayRegion).toEqual({
      countryCode: 'at',
      state: 'Vorarlberg',
    })
  })

  it('is its nearest city when it has no address', async () => {
    const place = await placeIn('Feldkirch')
    await database().db.execute(sql`DELETE FROM item_addresses WHERE item_id = ${place.id}`)
    expect((await record(place.nano_id)).holidayRegion).toEqual({ countryCode: 'at', state: 'Vorarlberg' })
  })
})

describe("the embed's list on a public holiday", () => {
  it('says a Vaduz place is closed for Mariä Geburt while one in Buchs SG is open', async () => {
    const vaduz = await placeIn('Vaduz')
    const buchs = await placeIn('Buchs SG')
    // A shortcut for just these two places: a tag only they have.
    const [tag] = await queryRows<{ id: number }>(
      database().db,
      sql`INSERT INTO tags (tag_key, tag_value, tag_group) VALUES ('test', 'holiday', 11) RETURNING id`,
    )
    if (!tag) throw new Error('the tag was stored')
    for (const { id } of [vaduz, buchs]) {
      await database().db.execute(sql`INSERT INTO item_tags (item_id, tag_id) VALUES (${id}, ${tag.id})`)
      await database().db.execute(
        sql`DELETE FROM item_details WHERE item_id = ${id} AND data_key_v2 = 'hours'`,
      )
      await database().db.execute(
        sql`INSERT INTO item_details (item_id, data_key_v2, data_value)
          VALUES (${id}, 'hours', 'Mo-Sa 08:00-18:00; PH off')`,
      )
    }
    // Tuesday 8 September 2026, 10:00 in Vaduz.
    const now = new Date('2026-09-08T08:00:00Z')
    const { value } = await listShortcutResults(
      database().db,
      {
        shortcut: { id: 0, title: 'Test', categoryIds: [], tagIds: [tag.id] },
        branchId: null,
        page: 1,
        pageSize: 10,
      },
      now,
    )
    expect(value.total).toBe(2)
    const hours = (nanoId: string) => value.items.find((i) => i.nanoId === nanoId)?.hours
    expect(hours(vaduz.nano_id)).toEqual({
      state: 'closed',
      nextChange: '2026-09-09T06:00:00.000Z',
      nextChangeLocal: '2026-09-09T08:00',
      holiday: 'Mariä Geburt',
    })
    expect(hours(buchs.nano_id)).toMatchObject({ state: 'open', holiday: null })
  })
})
