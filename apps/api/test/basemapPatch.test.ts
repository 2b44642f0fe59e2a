import { type SQL, sql } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { basemapRead } from '../src/cache/basemapRead.js'
import type { CachedBody } from '../src/cache/hotCache.js'
import { queryRows } from '../src/db/database.js'
import { loadBasemap } from '../src/repositories/basemapRepository.js'
import { useTestApp } from './helpers.js'

const { app, database } = useTestApp()
const VADUZ = 3

/**
 * Vaduz's pins as the app caches them, computed slowly enough to count as a slow value (a big
 * branch's): after a write the cache patches the rows of the items the change feed names.
 */
function cachedPins(key: string) {
  const { options, compute } = basemapRead(database().db, VADUZ)
  let fullComputations = 0
  const slowCompute = async () => {
    fullComputations++
    await new Promise((r) => setTimeout(r, 600))
    return compute()
  }
  const read = () => app().hotCache.get(key, options, slowCompute)
  return { read, computations: () => fullComputations }
}

const run = (query: SQL) => database().db.execute(query)
const one = async <T>(query: SQL) => (await queryRows<T>(database().db, query))[0] as T
const json = (body: CachedBody) => JSON.parse(body.identity.toString())

/** Waits until the cached pins are what a full computation gives now, and returns them. */
async function patchedUpToDate(read: () => Promise<CachedBody>) {
  const expected = (await loadBasemap(database().db, VADUZ)).body
  await vi.waitFor(async () => expect(json(await read())).toEqual(expected), {
    timeout: 10_000,
    interval: 50,
  })
  return { body: await read(), expected }
}

describe('a branch’s cached pins after a write', () => {
  it('recomputes just the rows of the items a statement touched, byte for byte as a full computation', async () => {
    const pins = cachedPins('patch-rows')
    const first = json(await pins.read())
    expect(first.items.length).toBeGreaterThan(50)
    expect(pins.computations()).toBe(1)

    const [nanoId] = first.items[0] as [string]
    const { id } = await one<{ id: number }>(sql`SELECT id FROM items WHERE nano_id = ${nanoId}`)
    await run(sql`UPDATE items SET title = 'Zum Patch' WHERE id = ${id}`)
    const renamed = await patchedUpToDate(pins.read)
    expect(renamed.expected.items.find((row) => row[0] === nanoId)?.[1]).toBe('Zum Patch')
    // The cache's bytes are the full computation's bytes: its ETag is the one a restart gives.
    expect(renamed.body.identity.toString()).toBe(JSON.stringify(renamed.expected))

    // An item of another branch tagged into Vaduz appears; untagged, it goes again.
    const { tag_id, item_id } = await one<{ tag_id: number; item_id: number }>(sql`
      SELECT t.id AS tag_id, (SELECT i.id FROM items i WHERE NOT EXISTS (
          SELECT 1 FROM item_tags it JOIN tags x ON x.id = it.tag_id WHERE it.item_id = i.id AND x.tag_key = b.tag_key)
        ORDER BY i.id LIMIT 1) AS item_id
      FROM branches b JOIN tags t ON t.tag_key = b.tag_key WHERE b.id = ${VADUZ} ORDER BY t.id LIMIT 1`)
    const newcomer = await one<{ nano_id: string }>(sql`SELECT nano_id FROM items WHERE id = ${item_id}`)
    await run(sql`INSERT INTO item_tags (item_id, tag_id) VALUES (${item_id}, ${tag_id})`)
    const joined = await patchedUpToDate(pins.read)
    expect(joined.expected.items.some((row) => row[0] === newcomer.nano_id)).toBe(true)
    await run(sql`DELETE FROM item_tags WHERE item_id = ${item_id} AND tag_id = ${tag_id}`)
    const left = await patchedUpToDate(pins.read)
    expect(left.expected.items.some((row) => row[0] === newcomer.nano_id)).toBe(false)

    // A relation names both of its items: the parent's and the child's flags change.
    const [parent, child] = await queryRows<{ id: number }>(
      database().db,
      sql`SELECT i.id FROM items i JOIN item_tags it ON it.item_id = i.id JOIN tags t ON t.id = it.tag_id
        JOIN branches b ON b.tag_key = t.tag_key AND b.id = ${VADUZ}
        WHERE NOT EXISTS (SELECT 1 FROM item_relations r WHERE i.id IN (r.parent_item_id, r.child_item_id))
        ORDER BY i.id DESC LIMIT 2`,
    )
    const relationship = await one<{ id: number }>(sql`SELECT id FROM relationships ORDER BY id LIMIT 1`)
    await run(
      sql`INSERT INTO item_relations (parent_item_id, child_item_id, relationship_id) VALUES (${parent?.id}, ${child?.id}, ${relationship.id})`,
    )
    await patchedUpToDate(pins.read)

    // Deleted, the item's row goes too.
    await run(sql`DELETE FROM items WHERE id = ${child?.id}`)
    const removed = await patchedUpToDate(pins.read)
    expect(removed.expected.items).toHaveLength(first.items.length - 1)
    expect(pins.computations()).toBe(1)
  })

  it('computes the whole branch again after a statement touching more items than the feed names', async () => {
    const pins = cachedPins('patch-bulk')
    await pins.read()
    expect(pins.computations()).toBe(1)
    await run(
      sql`UPDATE items SET title = title || ' ' WHERE id IN (SELECT id FROM items ORDER BY id LIMIT 250)`,
    )
    await patchedUpToDate(pins.read)
    expect(pins.computations()).toBe(2)
  })
})
