import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { MapEngine, type MapEngineEvents, type MapEngineLabels } from '../src/index.js'
import { FakeMap, Popup } from './fakeMaplibre.js'

// The right-click popup's words over a stand-in for MapLibre and a stand-in for the DOM: the
// app's labels, German ones for those it leaves out. How the popup looks is the Chromium test's
// part (engine.chromium.test.ts).

vi.mock('maplibre-gl', () => import('./fakeMaplibre.js'))
vi.mock('../src/pinImageCache.js', () => ({ PinImageCache: class {} }))

/** Just enough of an element for the popup's content: text, children, attributes. */
class FakeElement {
  textContent = ''
  className = ''
  type = ''
  readonly style = { cssText: '', margin: '' }
  readonly children: FakeElement[] = []
  readonly attributes: Record<string, string> = {}
  constructor(readonly tagName: string) {}
  append(...children: FakeElement[]) {
    this.children.push(...children)
  }
  setAttribute(name: string, value: string) {
    this.attributes[name] = value
  }
  addEventListener() {}
}

/** The text a reader sees, children in order. */
const textOf = (e: FakeElement): string => e.textContent + e.children.map(textOf).join('')

function rightClick(labels?: Partial<MapEngineLabels>) {
  const engine = new MapEngine({
    container: {} as HTMLElement,
    style: 'https://tiles.example/s.json',
    labels,
  })
  const seen: MapEngineEvents['coordinates'][] = []
  engine.on('coordinates', (c) => seen.push(c))
  FakeMap.last.fire('contextmenu', { lngLat: { lng: 9.52149871, lat: 47.141 } })
  return { content: Popup.last.content as FakeElement, seen }
}

describe('the coordinate popup', () => {
  beforeEach(() => {
    vi.stubGlobal('document', { createElement: (tag: string) => new FakeElement(tag) })
  })
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('speaks German by default', () => {
    const { content, seen } = rightClick()
    expect(textOf(content)).toBe('Längengrad9.521499Breitengrad47.141000Kopieren')
    expect(seen).toEqual([{ lon: 9.52149871, lat: 47.141 }])
  })

  it("takes the app's labels, German for those left out", () => {
    const { content } = rightClick({ longitude: 'Longitude', copy: 'Copy' })
    expect(textOf(content)).toBe('Longitude9.521499Breitengrad47.141000Copy')
  })

  it('marks the values for the browser tests and the clipboard', () => {
    const { content } = rightClick()
    const [list] = content.children
    expect(list?.children.map((c) => [c.tagName, c.attributes])).toEqual([
      ['dt', {}],
      ['dd', { 'data-lon': '' }],
      ['dt', {}],
      ['dd', { 'data-lat': '' }],
    ])
  })

  it('replaces the open popup on the next right-click', () => {
    rightClick()
    const first = Popup.last
    FakeMap.last.fire('contextmenu', { lngLat: { lng: 9.5, lat: 47.1 } })
    expect(Popup.last).not.toBe(first)
    expect(first.remove).toHaveBeenCalled()
  })
})
