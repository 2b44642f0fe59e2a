import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '../src/db/database.js'
import { sender, useTokenApp } from './staffTokens.js'

// Places from a file onto a branch's map: quo's own export edited in a spreadsheet and brought
// back, new places by an id of the customer's records, GeoJSON points, and the refusals.

const tokenApp = useTokenApp()
const VADUZ = 3
const db = () => tokenApp.database().db
let editor: ReturnType<typeof sender>
let topic: number
let category: string

interface Result {
  dryRun: boolean
  mapping: Record<string, string>
  counts: Record<'create' | 'update' | 'unchanged' | 'refused', number>
  rows: {
    row: number
    externalId: string | null
    action: string
    itemId: number | null
    changes: string[]
    problems: string[]
  }[]
}

async function importFile(body: Record<string, unknown>) {
  const res = await editor('POST', `/api/branches/${VADUZ}/places/import`, { topicTagId: topic, ...body })
  return {
    status: res.statusCode,
    body: res.json() as Result & { errors?: { path: string; message: string }[] },
  }
}

const count = async (table: string) =>
  Number(
    (await queryRows<{ n: number }>(db(), sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`))[0]
      ?.n,
  )

let exported = ''
beforeAll(async () => {
  editor = sender(tokenApp, { roles: ['staff'], branches: [VADUZ], sub: 'import-test' })
  const [tag] = await queryRows<{ id: number }>(
    db(),
    sql`SELECT t.id FROM tags t JOIN branches b ON b.tag_key = t.tag_key WHERE b.short_id = ${VADUZ} ORDER BY t.id LIMIT 1`,
  )
  topic = Number(tag?.id)
  const [named] = await queryRows<{ name: string }>(
    db(),
    sql`SELECT COALESCE(ct.sub_category_name, c.sub_category) AS name FROM categories c
      LEFT JOIN category_translations ct ON ct.category_id = c.id AND ct.language = 'de' ORDER BY c.id LIMIT 1`,
  )
  category = String(named?.name)
  exported = (await editor('GET', `/api/branches/${VADUZ}/places.csv`)).body
})

/** The export's lines split into cells (every cell is quoted, none holds a line break here). */
const cells = (line: string) =>
  line
    .replace(/^\uFEFF/, '')
    .slice(1, -1)
    .split('";"')
const line = (values: string[]) => values.map((v) => `"${v.replaceAll('"', '""')}"`).join(';')

describe('the staff import of places', () => {
  it('finds every place of an unchanged export by its nanoId and would change nothing', async () => {
    const { status, body } = await importFile({ format: 'csv', content: exported })
    expect(status).toBe(200)
    const places = exported.trimEnd().split('\r\n').length - 1
    expect(body.counts).toEqual({ create: 0, update: 0, unchanged: places, refused: 0 })
    expect(body.mapping).toMatchObject({ externalId: 'Kennung', title: 'Titel', lat: 'Breite', lon: 'Länge' })
  })

  it('dry-runs, then writes an edited file in one go, recorded in the history, and a second run changes nothing', async () => {
    const [header = '', ...lines] = exported.trimEnd().split('\r\n')
    // Two places and an editor of every map they are on; a third place also on a map beyond.
    const spread = await queryRows<{ nano_id: string; maps: number[] }>(
      db(),
      sql`SELECT i.nano_id, array_agg(DISTINCT b.short_id) AS maps FROM items i
        JOIN item_tags it ON it.item_id = i.id JOIN tags t ON t.id = it.tag_id
        JOIN branches b ON b.tag_key = t.tag_key GROUP BY i.nano_id`,
    )
    const maps = new Map(spread.map((r) => [r.nano_id, r.maps.map(Number)]))
    const idOf = (l: string) => cells(l)[0] ?? ''
    const fewest = [...lines].sort(
      (a, b) => (maps.get(idOf(a))?.length ?? 0) - (maps.get(idOf(b))?.length ?? 0),
    )
    const [first = '', second = ''] = fewest
    const allowed = [...new Set([VADUZ, ...(maps.get(idOf(first)) ?? []), ...(maps.get(idOf(second)) ?? [])])]
    const shared = lines.find((l) => l !== first && l !== second) ?? ''
    const beyond = [21, 25].find((m) => !allowed.includes(m))
    await db().execute(
      sql`INSERT INTO item_tags (item_id, tag_id)
        SELECT i.id, (SELECT t.id FROM tags t JOIN branches b ON b.tag_key = t.tag_key WHERE b.short_id = ${beyond} LIMIT 1)
        FROM items i WHERE i.nano_id = ${idOf(shared)} ON CONFLICT DO NOTHING`,
    )
    editor = sender(tokenApp, { roles: ['staff'], branches: allowed, sub: 'import-test' })
    const columns = cells(header)
    const at = (name: string) => columns.indexOf(name)
    const renamed = cells(first)
    renamed[at('Titel')] = 'Rathaus (umbenannt)'
    const rephoned = cells(second)
    rephoned[at('Telefon')] = '+423 236 00 00'
    const fresh = columns.map(() => '')
    fresh[at('Kennung')] = 'kunde-4711'
    fresh[at('Titel')] = 'Neuer Kiosk'
    fresh[at('Kategorie')] = category
    fresh[at('Strasse')] = 'Städtle'
    fresh[at('Hausnummer')] = '12'
    fresh[at('Ort')] = 'Vaduz'
    fresh[at('Breite')] = '47,1410'
    fresh[at('Länge')] = '9.5215'
    fresh[at('Öffnungszeiten')] = 'Mo-Fr 08:00-18:00; PH off'
    const broken = [...fresh]
    broken[at('Kennung')] = 'kunde-4712'
    broken[at('Breite')] = 'abc'
    broken[at('E-Mail')] = 'keine-adresse'
    broken[at('Kategorie')] = 'Gibt es nicht'
    const repeated = [...fresh]
    const elsewhere = cells(shared)
    elsewhere[at('Titel')] = 'Nicht meine Karte'
    const content = [
      header,
      line(renamed),
      line(rephoned),
      line(fresh),
      line(broken),
      line(repeated),
      line(elsewhere),
    ].join('\r\n')

    const items = await count('items')
    const dry = await importFile({ format: 'csv', content })
    expect(dry.status).toBe(200)
    expect(dry.body.dryRun).toBe(true)
    expect(dry.body.rows.map((r) => [r.row, r.action, r.changes])).toEqual([
      [2, 'update', ['title']],
      [3, 'update', ['phone']],
      [4, 'create', []],
      [5, 'refused', []],
      [6, 'refused', []],
      [7, 'refused', []],
    ])
    expect(dry.body.rows[3]?.problems).toEqual([
      'Breite «abc» ist keine Zahl.',
      'Die Kategorie «Gibt es nicht» gibt es nicht.',
      'E-Mail: Bitte eine E-Mail-Adresse wie name@beispiel.li angeben.',
    ])
    expect(dry.body.rows[4]?.problems).toEqual(['Die Kennung «kunde-4711» steht schon in Zeile 4.'])
    expect(dry.body.rows[5]?.problems).toEqual([
      'Dieser Ort ist auch auf einer Karte, die du nicht bearbeiten darfst.',
    ])
    expect(await count('items')).toBe(items)
    expect(await count('item_external_ids')).toBe(0)

    const real = await importFile({ format: 'csv', content, dryRun: false })
    expect(real.status).toBe(200)
    expect(real.body.counts).toEqual({ create: 1, update: 2, unchanged: 0, refused: 3 })
    expect(await count('items')).toBe(items + 1)
    const made = real.body.rows[2]?.itemId
    const [place] = await queryRows<{
      title: string
      hours: string
      street: string
      city: string
      topic: boolean
      reviews: number
    }>(
      db(),
      sql`SELECT i.title,
          (SELECT data_value FROM item_details WHERE item_id = i.id AND data_key_v2 = 'hours') AS hours,
          (SELECT street FROM item_addresses WHERE item_id = i.id) AS street,
          (SELECT c.title FROM item_addresses a JOIN cities c ON c.id = a.city_id WHERE a.item_id = i.id) AS city,
          EXISTS (SELECT 1 FROM item_tags WHERE item_id = i.id AND tag_id = ${topic}) AS topic,
          (SELECT count(*)::int FROM item_reviews WHERE item_id = i.id AND NOT is_completed) AS reviews
        FROM items i WHERE i.id = ${made}`,
    )
    expect(place).toEqual({
      title: 'Neuer Kiosk',
      hours: 'Mo-Fr 08:00-18:00; PH off',
      street: 'Städtle',
      city: 'Vaduz',
      topic: true,
      // Its first review, as every new place gets one.
      reviews: 1,
    })
    const renamedId = real.body.rows[0]?.itemId
    const [history] = await queryRows<{ actor_sub: string; after: { title: string } }>(
      db(),
      sql`SELECT actor_sub, after FROM change_history
        WHERE table_name = 'items' AND item_id = ${renamedId} ORDER BY id DESC LIMIT 1`,
    )
    expect(history).toMatchObject({ actor_sub: 'import-test', after: { title: 'Rathaus (umbenannt)' } })

    // The same file again: the new place is found by the customer's id, nothing changes.
    const again = await importFile({ format: 'csv', content, dryRun: false })
    expect(again.body.counts).toEqual({ create: 0, update: 0, unchanged: 3, refused: 3 })
    expect(again.body.rows[2]?.itemId).toBe(made)
    expect(await count('items')).toBe(items + 1)
  })

  it('takes GeoJSON points with a mapping of their properties', async () => {
    const content = JSON.stringify({
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          geometry: { type: 'Point', coordinates: [9.52, 47.14] },
          properties: { nr: 17, name: 'Brunnen am Städtle', tel: '+423 237 00 00' },
        },
        { type: 'Feature', geometry: null, properties: { nr: 18, name: 'Ohne Ort' } },
      ],
    })
    const mapping = { externalId: 'nr', title: 'name', phone: 'tel' }
    const { status, body } = await importFile({ format: 'geojson', content, mapping, dryRun: false })
    expect(status).toBe(200)
    expect(body.rows.map((r) => [r.externalId, r.action, r.problems])).toEqual([
      ['17', 'create', []],
      ['18', 'refused', ['Für einen neuen Ort braucht es Breite und Länge.']],
    ])
    const [made] = await queryRows<{ lat: number; lon: number }>(
      db(),
      sql`SELECT lat, lon FROM items WHERE id = ${body.rows[0]?.itemId}`,
    )
    expect(made).toEqual({ lat: 47.14, lon: 9.52 })
  })

  it('refuses what it cannot read, in German, and another branch’s topic or map', async () => {
    const unknown = await importFile({ format: 'csv', content: 'A;B\n1;2', mapping: { externalId: 'Nr' } })
    expect(unknown.status).toBe(400)
    expect(unknown.body.errors).toEqual([
      { path: 'body.content', message: 'Die Spalte «Nr» gibt es in der Datei nicht.' },
    ])
    const untitled = await importFile({ format: 'csv', content: 'Kennung;Farbe\n1;rot' })
    expect(untitled.body.errors?.[0]?.message).toBe('Bitte die Spalte für «Titel» wählen.')
    const notJson = await importFile({ format: 'geojson', content: '{"type":' })
    expect(notJson.body.errors?.[0]?.message).toBe('Die Datei ist kein gültiges JSON.')

    const [other] = await queryRows<{ id: number }>(
      db(),
      sql`SELECT t.id FROM tags t JOIN branches b ON b.tag_key = t.tag_key WHERE b.short_id = 21 LIMIT 1`,
    )
    const foreignTopic = await importFile({ format: 'csv', content: exported, topicTagId: Number(other?.id) })
    expect(foreignTopic.status).toBe(400)
    expect(foreignTopic.body.errors?.[0]?.message).toBe('Dieses Thema gehört nicht zu dieser Karte.')

    const malbunEditor = sender(tokenApp, { roles: ['staff'], branches: [21] })
    const res = await malbunEditor('POST', `/api/branches/${VADUZ}/places/import`, {
      format: 'csv',
      content: exported,
      topicTagId: topic,
    })
    expect(res.statusCode).toBe(403)
  })
})
