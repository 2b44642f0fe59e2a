import {
  BranchesResponse,
  BULK_ITEMS_MAX,
  BulkItemsResult,
  Category,
  DashboardItem,
  HistoryPage,
  Item,
  Problem,
  Tag,
} from '@quo/contract'
import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { created, type Send, sender, useTokenApp } from './staffTokens.js'

const tokenApp = useTokenApp()
const admin = sender(tokenApp, { roles: ['staff', 'admin'], sub: 'admin-bulk' })
const vaduzEditor = sender(tokenApp, { roles: ['staff'], branches: [3], sub: 'editor-bulk' })
const guest = sender(tokenApp, { roles: [] })

const URL = '/api/items/dashboard/bulk/'

async function bulk(send: Send, payload: unknown): Promise<BulkItemsResult> {
  const res = await send('POST', URL, payload)
  expect(res.statusCode, res.body).toBe(200)
  return BulkItemsResult.parse(res.json())
}

const item = async (id: number) =>
  DashboardItem.parse((await admin('GET', `/api/items/dashboard/${id}`)).json())

let tag: { vaduz: number; malbun: number; plain: number }
let category: { first: number; second: number }
/** Three places on Vaduz's map (the first two in the second category already) and one on Malbun's. */
let vaduz: [number, number, number]
let malbun: number

beforeAll(async () => {
  const tags = z.array(Tag).parse((await tokenApp.app().inject({ url: '/api/tags/' })).json())
  const branches = BranchesResponse.parse((await tokenApp.app().inject({ url: '/api/branches/' })).json())
  const branchKeys = new Set(branches.branches.map((b) => b.tagKey))
  const tagOf = (key: string) => tags.find((t) => t.tagKey === key)?.id as number
  tag = {
    vaduz: tagOf('vaduz'),
    malbun: tagOf('malbun'),
    plain: tags.find((t) => !branchKeys.has(t.tagKey))?.id as number,
  }
  const categories = z
    .array(Category)
    .parse((await tokenApp.app().inject({ url: '/api/categories/' })).json())
  category = { first: categories[0]?.id as number, second: categories[1]?.id as number }
  const place = (title: string, tagId: number, categoryIds: number[] = []) =>
    created(admin, '/api/items', { title, lon: 9.52, lat: 47.14, tagIds: [tagId], categoryIds })
  vaduz = [
    await place('Sammeltest Eins', tag.vaduz, [category.second]),
    await place('Sammeltest Zwei', tag.vaduz, [category.second]),
    await place('Sammeltest Drei', tag.vaduz),
  ]
  malbun = await place('Sammeltest Malbun', tag.malbun)
})

describe('bulk edit of places', () => {
  it('answers 401 without a token, 403 without the staff role, 400 for bad input', async () => {
    const body = { itemIds: [vaduz[0]], action: { type: 'addTag', tagId: tag.plain } }
    const anonymous = await tokenApp.app().inject({ method: 'POST', url: URL, payload: body })
    expect(anonymous.statusCode).toBe(401)
    expect((await guest('POST', URL, body)).statusCode).toBe(403)
    const bad = async (payload: unknown) => {
      const res = await admin('POST', URL, payload)
      expect(res.statusCode, JSON.stringify(payload)).toBe(400)
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/)
      return Problem.parse(res.json()).errors?.map((e) => e.path)
    }
    expect(await bad({ itemIds: [], action: body.action })).toEqual(['body.itemIds'])
    expect(await bad({ itemIds: [vaduz[0], vaduz[0]], action: body.action })).toEqual(['body.itemIds'])
    expect(
      await bad({
        itemIds: Array.from({ length: BULK_ITEMS_MAX + 1 }, (_, i) => i + 1),
        action: body.action,
      }),
    ).toEqual(['body.itemIds'])
    expect(await bad({ itemIds: [vaduz[0]], action: { type: 'paint', color: 'red' } })).toEqual([
      'body.action.type',
    ])
    expect(await bad({ itemIds: [vaduz[0]], action: { type: 'setReviewDue', dateDue: 'morgen' } })).toEqual([
      'body.action.dateDue',
    ])
    expect(await bad({ itemIds: ['1'], action: body.action })).toEqual(['body.itemIds.0'])
  })

  it('answers 404 for unknown places, tags or categories and changes nothing', async () => {
    const unknownPlace = await admin('POST', URL, {
      itemIds: [vaduz[0], 2_000_000_000],
      action: { type: 'addTag', tagId: tag.plain },
    })
    expect(unknownPlace.statusCode).toBe(404)
    expect(Problem.parse(unknownPlace.json()).detail).toBe('Unknown place 2000000000')
    for (const action of [
      { type: 'addTag', tagId: 2_000_000_000 },
      { type: 'removeTag', tagId: 2_000_000_000 },
      { type: 'addCategory', categoryId: 2_000_000_000 },
      { type: 'removeCategory', categoryId: 2_000_000_000 },
    ]) {
      expect((await admin('POST', URL, { itemIds: [vaduz[0]], action })).statusCode).toBe(404)
    }
    expect((await item(vaduz[0])).tags.map((t) => t.tagId)).not.toContain(tag.plain)
  })

  it('refuses a branch editor with 403 when one place is on another map, and changes none', async () => {
    const mixed = await vaduzEditor('POST', URL, {
      itemIds: [vaduz[0], malbun],
      action: { type: 'addTag', tagId: tag.plain },
    })
    expect(mixed.statusCode).toBe(403)
    expect(Problem.parse(mixed.json()).detail).toBe('No access to branch 21')
    // Putting places on a map that is not the editor's is refused too.
    const foreignTag = await vaduzEditor('POST', URL, {
      itemIds: [vaduz[0]],
      action: { type: 'addTag', tagId: tag.malbun },
    })
    expect(foreignTag.statusCode).toBe(403)
    expect((await item(vaduz[0])).tags.map((t) => t.tagId)).toEqual([tag.vaduz])
  })

  it('names the refused tag and its map, not the places, when the tag is of another map', async () => {
    // Vaduz places all the editor's own: only Malbun's tag is refused, as the input it came in.
    for (const type of ['addTag', 'removeTag'] as const) {
      const res = await vaduzEditor('POST', URL, { itemIds: vaduz, action: { type, tagId: tag.malbun } })
      expect(res.statusCode).toBe(403)
      expect(Problem.parse(res.json())).toMatchObject({
        detail: 'No access to branch 21',
        errors: [{ path: 'body.action.tagId', message: `Tag ${tag.malbun} puts places on branch 21` }],
      })
    }
    // The tag is named even when a place is another map's too; a feature tag names no input.
    const both = await vaduzEditor('POST', URL, {
      itemIds: [vaduz[0], malbun],
      action: { type: 'addTag', tagId: tag.malbun },
    })
    expect(Problem.parse(both.json()).errors?.map((e) => e.path)).toEqual(['body.action.tagId'])
    const places = await vaduzEditor('POST', URL, {
      itemIds: [vaduz[0], malbun],
      action: { type: 'addTag', tagId: tag.plain },
    })
    expect(Problem.parse(places.json()).errors).toBeUndefined()
    for (const id of vaduz) expect((await item(id)).tags.map((t) => t.tagId)).not.toContain(tag.malbun)
  })

  it('adds a tag to every place in one transaction, idempotently, recorded in each history', async () => {
    const [one, two, three] = vaduz
    expect(await bulk(vaduzEditor, { itemIds: [one], action: { type: 'addTag', tagId: tag.plain } })).toEqual(
      {
        itemIds: [one],
        changedItemIds: [one],
      },
    )
    // The first has it already: no error, the others change.
    expect(
      await bulk(vaduzEditor, { itemIds: [one, two, three], action: { type: 'addTag', tagId: tag.plain } }),
    ).toEqual({ itemIds: [one, two, three], changedItemIds: [two, three] })
    for (const id of [one, two, three]) {
      expect((await item(id)).tags.map((t) => t.tagId).sort()).toEqual([tag.vaduz, tag.plain].sort())
    }
    const histories = await Promise.all(
      [two, three].map(async (id) =>
        HistoryPage.parse((await admin('GET', `/api/items/dashboard/${id}/history/`)).json()),
      ),
    )
    const added = histories.map((h) =>
      h.entries.find((e) => e.table === 'item_tags' && e.operation === 'insert'),
    )
    for (const entry of added) {
      expect(entry).toMatchObject({ actorSub: 'editor-bulk', after: { tagId: tag.plain } })
    }
    // Both places in one transaction.
    expect(added[0]?.tx).toBe(added[1]?.tx)

    // The public place shows it at once (the change feed drops the cached read).
    const nanoId = (await item(two)).nanoId
    await expect
      .poll(async () =>
        Item.parse((await tokenApp.app().inject({ url: `/api/items/nanoid/${nanoId}` })).json()).tags.some(
          (t) => t.tagId === tag.plain,
        ),
      )
      .toBe(true)

    const removed = await bulk(vaduzEditor, {
      itemIds: [one, two],
      action: { type: 'removeTag', tagId: tag.plain },
    })
    expect(removed.changedItemIds).toEqual([one, two])
    expect((await item(one)).tags.map((t) => t.tagId)).toEqual([tag.vaduz])
    expect((await item(three)).tags.map((t) => t.tagId).sort()).toEqual([tag.vaduz, tag.plain].sort())
    // Removing what is gone already changes nothing and is no error.
    expect(
      (await bulk(vaduzEditor, { itemIds: [one], action: { type: 'removeTag', tagId: tag.plain } }))
        .changedItemIds,
    ).toEqual([])
  })

  it('adds and removes a category, keeping the main one first', async () => {
    const [one, two, three] = vaduz
    const add = await bulk(admin, {
      itemIds: [one, three],
      action: { type: 'addCategory', categoryId: category.first },
    })
    expect(add.changedItemIds).toEqual([one, three])
    const categoriesOf = async (id: number) => (await item(id)).categories.map((c) => c.categoryId)
    expect(await categoriesOf(one)).toEqual([category.second, category.first])
    expect(await categoriesOf(three)).toEqual([category.first])
    const remove = await bulk(admin, {
      itemIds: [one, two, three],
      action: { type: 'removeCategory', categoryId: category.second },
    })
    expect(remove.changedItemIds).toEqual([one, two])
    expect(await categoriesOf(one)).toEqual([category.first])
    expect(await categoriesOf(two)).toEqual([])
    const history = HistoryPage.parse((await admin('GET', `/api/items/dashboard/${two}/history/`)).json())
    expect(history.entries[0]).toMatchObject({
      table: 'item_categories',
      operation: 'delete',
      actorSub: 'admin-bulk',
      before: { categoryId: category.second },
    })
  })

  it('sets the due date of the open review, opening one where a place has none', async () => {
    const [one, two] = vaduz
    const open = (await item(one)).itemReviews.find((r) => !r.isCompleted)
    // The place's review is checked, and the next is taken away: the place has no open review.
    await admin('PUT', `/api/items/reviews/${open?.id}`, { isCompleted: true })
    const next = (await item(one)).itemReviews.find((r) => !r.isCompleted)
    await tokenApp.database().db.execute(sql`DELETE FROM item_reviews WHERE id = ${next?.id ?? 0}`)
    const due = '2031-05-01T10:00:00.000Z'
    const result = await bulk(vaduzEditor, {
      itemIds: [one, two],
      action: { type: 'setReviewDue', dateDue: due },
    })
    expect(result.changedItemIds).toEqual([one, two])
    for (const id of [one, two]) {
      const reviews = (await item(id)).itemReviews.filter((r) => !r.isCompleted)
      expect(reviews.map((r) => Date.parse(r.dateDue))).toEqual([Date.parse(due)])
    }
    expect(
      (await bulk(vaduzEditor, { itemIds: [one, two], action: { type: 'setReviewDue', dateDue: due } }))
        .changedItemIds,
    ).toEqual([])
    const history = HistoryPage.parse((await admin('GET', `/api/items/dashboard/${two}/history/`)).json())
    expect(history.entries[0]).toMatchObject({
      table: 'item_reviews',
      operation: 'update',
      actorSub: 'editor-bulk',
      changes: [{ field: 'dateDue' }],
    })
  })
})
