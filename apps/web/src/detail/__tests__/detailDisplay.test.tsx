import type { ItemDetail, ItemDetailKey } from '@quo/contract'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { detailKeysQuery, itemQuery } from '../../data/queries.js'
import { displayDetail } from '../detailDisplay.js'
import { PlaceCard } from '../PlaceCard.js'
import { placeItem } from './placeFixture.js'

// The card outside the app: a fixed route, plain links, no metrics and no feedback forms.
vi.mock('@tanstack/react-router', () => ({
  getRouteApi: () => ({ useParams: () => ({ nanoId: 'hostile123' }) }),
  Link: ({ children }: { children: ReactNode }) => <a href="/map">{children}</a>,
  useNavigate: () => () => undefined,
}))
vi.mock('../../metrics/metrics.js', () => ({ track: () => undefined }))
vi.mock('../PlaceFeedback.js', () => ({ PlaceFeedback: () => null }))

// What an outside probe stored before the API refused markup, as if inserted directly.
const SCRIPTED = '<img src=x onerror=alert(1)>'

const key = (keyName: string, keyType: ItemDetailKey['keyType']): ItemDetailKey => ({
  id: keyName.length,
  keyName,
  keyTitle: keyName,
  keyType,
  unit: null,
  iconId: null,
  colorName: null,
  isHidden: false,
  sortOrder: 0,
  label: keyName,
})
const detail = (id: number, dataKeyV2: string, dataValue: string): ItemDetail => ({
  id,
  itemId: 1,
  dataKeyV2,
  dataKeyGroup: null,
  dataValue,
  dataValueUnit: null,
  dateUpdated: '2026-01-01T00:00:00Z',
})
const KEYS = [key('mapTitle', 'text'), key('description', 'markdown'), key('url', 'url')]

const item = placeItem({
  nanoId: 'hostile123',
  title: SCRIPTED,
  itemDetails: [
    detail(1, 'mapTitle', `Karte ${SCRIPTED}`),
    detail(2, 'description', `**fett** ${SCRIPTED} <script>alert(2)</script>`),
    detail(3, 'url', 'javascript:alert(3)'),
  ],
  mentions: [
    { id: 1, itemId: 1, title: SCRIPTED, url: 'javascript:alert(4)', source: null, datePublished: null },
  ],
})

afterEach(cleanup)

describe('the place card with markup stored in the database', () => {
  it('shows titles, text and mentions as the characters they are, never as elements or script links', () => {
    const client = new QueryClient()
    client.setQueryData(itemQuery('hostile123').queryKey, item)
    client.setQueryData(detailKeysQuery.queryKey, KEYS)
    client.setQueryData(['categories'], [])
    const { container } = render(
      <QueryClientProvider client={client}>
        <PlaceCard />
      </QueryClientProvider>,
    )
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(SCRIPTED)
    expect(screen.getByText(`Karte ${SCRIPTED}`)).toBeTruthy()
    expect(screen.getByText('javascript:alert(3)').closest('a')).toBeNull()
    expect(screen.getAllByText(SCRIPTED)).toHaveLength(2)
    // The only element with an onerror, src=x or script is none at all.
    expect(container.querySelector('[onerror], script, img[src="x"]')).toBeNull()
    expect(container.querySelector('a[href^="javascript"]')).toBeNull()
    expect(container.querySelector('strong')?.textContent).toBe('fett')
  })
})

describe('displayDetail', () => {
  it('renders markdown with the shared sanitiser: allowed markup stays, the rest is inert', () => {
    const shown = displayDetail(detail(1, 'description', `[Karte](https://vaduz.li) ${SCRIPTED}`), KEYS[1])
    expect(shown.kind).toBe('html')
    const html = shown.kind === 'html' ? shown.html : ''
    expect(html).toContain('<a href="https://vaduz.li">Karte</a>')
    expect(html).not.toMatch(/onerror|<script/)
  })

  it('links only web addresses in URL details, normalised as docs/product.md §5 says', () => {
    expect(displayDetail(detail(1, 'url', 'www.vaduz.li'), KEYS[2])).toEqual({
      kind: 'link',
      text: 'www.vaduz.li',
      href: 'http://www.vaduz.li',
      external: true,
    })
    for (const value of ['javascript:alert(1)', ' JaVaScRiPt:alert(1)', 'data:text/html,x', 'vbscript:x']) {
      expect(displayDetail(detail(1, 'url', value), KEYS[2])).toEqual({ kind: 'text', text: value })
    }
  })
})
