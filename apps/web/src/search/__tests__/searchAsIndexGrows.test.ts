import { describe, expect, it } from 'vitest'
import { searchAsIndexGrows } from '../searchClient.js'
import type { SearchHits } from '../searchIndex.js'

/** An index that answers from the titles until `complete()`, then from the whole index. */
function growingIndex() {
  let complete = () => {}
  let done = false
  const ready = new Promise<void>((resolve) => {
    complete = () => {
      done = true
      resolve()
    }
  })
  const asked: string[] = []
  return {
    index: {
      ready,
      search: async (query: string): Promise<SearchHits> => {
        asked.push(query)
        return done ? { positions: [1, 2], total: 2 } : { positions: [], total: 0, partial: true }
      },
    },
    complete: () => complete(),
    asked,
  }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('a search while the index grows', () => {
  it('shows the titles’ answer, then asks again once the index is complete', async () => {
    const { index, complete, asked } = growingIndex()
    const answers: SearchHits[] = []
    searchAsIndexGrows(index, 'Restuarant', (hits) => answers.push(hits))
    await flush()
    expect(answers).toEqual([{ positions: [], total: 0, partial: true }])
    complete()
    await flush()
    expect(asked).toEqual(['Restuarant', 'Restuarant'])
    expect(answers.at(-1)).toEqual({ positions: [1, 2], total: 2 })
  })

  it('asks nothing more for a query the visitor has typed past', async () => {
    const { index, complete, asked } = growingIndex()
    const answers: SearchHits[] = []
    const stop = searchAsIndexGrows(index, 'Res', (hits) => answers.push(hits))
    await flush()
    stop()
    complete()
    await flush()
    expect(asked).toEqual(['Res'])
    expect(answers).toHaveLength(1)
  })
})
