import { describe, expect, it } from 'vitest'
import { useTestApp } from './helpers.js'

const { app } = useTestApp({ warmUp: true })

describe('pins computed ahead', () => {
  it('has every branch’s pins and the whole map’s in memory soon after the start, before any visitor asks', async () => {
    const { branches } = await app().branchList()
    expect(branches.length).toBeGreaterThan(1)
    const keys = [...branches.map((b) => `basemap:${b.id}`), 'basemap:all']
    await expect.poll(() => keys.filter((k) => !app().hotCache.has(k)), { timeout: 30_000 }).toEqual([])
    const branch = branches[0]
    const res = await app().inject({
      method: 'GET',
      url: `/api/items/basemap/branchshortid/${branch?.shortId}`,
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().items.length).toBeGreaterThan(0)
  })
})
