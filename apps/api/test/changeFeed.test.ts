import { Category } from '@quo/contract'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { useTestApp } from './helpers.js'

const { app, database } = useTestApp()

async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean, timeoutMs = 5000): Promise<T> {
  const end = Date.now() + timeoutMs
  for (;;) {
    const value = await read()
    if (ok(value) || Date.now() > end) return value
    await new Promise((r) => setTimeout(r, 25))
  }
}

describe('hot reads follow writes', () => {
  it('recomputes a cached read after a committed change to its table', async () => {
    const first = await app().inject({ method: 'GET', url: '/api/categories/' })
    const etag = first.headers.etag
    await database().db.execute(
      sql`UPDATE category_translations SET sub_category_name = 'Beizli' WHERE category_id = 1`,
    )
    const next = await until(
      () => app().inject({ method: 'GET', url: '/api/categories/' }),
      (res) => res.headers.etag !== etag,
    )
    expect(next.headers.etag).not.toBe(etag)
    const categories = z.array(Category).parse(next.json())
    expect(categories.find((c) => c.id === 1)?.translations[0]?.subCategoryName).toBe('Beizli')
    // The old ETag no longer revalidates.
    const stale = await app().inject({
      method: 'GET',
      url: '/api/categories/',
      headers: { 'if-none-match': etag },
    })
    expect(stale.statusCode).toBe(200)
  })

  it('has browsers revalidate a place before every reuse, so a reload after a save shows it', async () => {
    const [row] = (
      (await app().inject({ method: 'GET', url: '/api/items/basemap/branchshortid/7' })).json() as {
        items: [string][]
      }
    ).items
    const url = `/api/items/nanoid/${row?.[0]}`
    const first = await app().inject({ method: 'GET', url })
    expect(first.headers['cache-control']).toBe('public, no-cache')
    const etag = String(first.headers.etag)
    // Unchanged: the revalidation costs a 304.
    expect((await app().inject({ method: 'GET', url, headers: { 'if-none-match': etag } })).statusCode).toBe(
      304,
    )
    await database().db.execute(sql`UPDATE items SET title = 'Neu gespeichert' WHERE nano_id = ${row?.[0]}`)
    const saved = await until(
      () => app().inject({ method: 'GET', url, headers: { 'if-none-match': etag } }),
      (res) => res.statusCode === 200,
    )
    expect(saved.statusCode).toBe(200)
    expect((saved.json() as { title: string }).title).toBe('Neu gespeichert')
  })

  it('keeps reads of untouched tables cached', async () => {
    const before = await app().inject({ method: 'GET', url: '/api/icons/' })
    await database().db.execute(sql`UPDATE tags SET color_name = 'gold' WHERE id = 1`)
    await new Promise((r) => setTimeout(r, 100))
    const after = await app().inject({ method: 'GET', url: '/api/icons/' })
    expect(after.headers.etag).toBe(before.headers.etag)
  })

  it('drops a branch basemap when one of its items moves', async () => {
    const url = '/api/items/basemap/branchshortid/7'
    const before = await app().inject({ method: 'GET', url })
    const [first] = (before.json() as { items: [string][] }).items
    await database().db.execute(sql`UPDATE items SET lon = lon + 0.0001 WHERE nano_id = ${first?.[0]}`)
    const after = await until(
      () => app().inject({ method: 'GET', url }),
      (res) => res.headers.etag !== before.headers.etag,
    )
    expect(after.headers.etag).not.toBe(before.headers.etag)
  })
})
