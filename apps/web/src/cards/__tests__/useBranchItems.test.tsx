import type { BasemapItem, Branch } from '@quo/contract'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { basemapQuery } from '../../data/queries.js'
import { useBranchItems } from '../useBranchItems.js'

const basemap = vi.fn()
vi.mock('../../api.js', () => ({ api: { basemap: (...args: unknown[]) => basemap(...args) } }))
vi.mock('../../data/currentBranch.js', () => ({
  useCurrentBranch: () => ({ branch: { shortId: 3 } as Branch }),
}))

function Count() {
  const items = useBranchItems()
  return <p>{items ? `${items.length} Orte` : 'lädt'}</p>
}

afterEach(cleanup)

describe('the branch pins a card reads', () => {
  it('come from the map’s copy, even a stale one, without fetching the whole branch again', async () => {
    const client = new QueryClient()
    const items = [{ nanoId: 'a' }, { nanoId: 'b' }] as BasemapItem[]
    // The map loaded them long ago: older than the query's stale time.
    client.setQueryData(basemapQuery(3).queryKey, items, { updatedAt: Date.now() - 10 * 60_000 })
    render(
      <QueryClientProvider client={client}>
        <Count />
      </QueryClientProvider>,
    )
    expect(await screen.findByText('2 Orte')).toBeTruthy()
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(basemap).not.toHaveBeenCalled()
  })
})
