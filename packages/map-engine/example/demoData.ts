import type { BasemapItem, Category, Icon, Level, MainCategory } from '@quo/contract'
import type { ShapeInput } from '../src/index.js'

// Synthetic data so the example and the browser tests run without a server.

const GLYPHS = [
  '<svg viewBox="0 0 24 24"><path d="M6 2h2v9a2 2 0 0 1-2 2zM10 2h1v7h1V2h1v7a3 3 0 0 1-2 2.8V22H9V11.8A3 3 0 0 1 7 9V2h1v7h1V2z"/></svg>',
  '<svg viewBox="0 0 24 24"><path d="M3 20h18v2H3zM5 10h14v8H5zM12 2l9 7H3z"/></svg>',
  '<svg viewBox="0 0 24 24"><path d="M12 2l3 7h7l-5.5 4.5L18 21l-6-4-6 4 1.5-7.5L2 9h7z"/></svg>',
]
const MAINS: MainCategory[] = ['Eating', 'Sleeping', 'Sights', 'Exhibition']
export const COLORS: Record<string, string> = {
  eating: '#E4572E',
  sleeping: '#3D5A80',
  sights: '#8E44AD',
  exhibition: '#F2B705',
}

export const icons: Icon[] = GLYPHS.map((iconSvg, i) => ({
  id: i + 1,
  title: `g${i}`,
  iconSvg,
  symbolSvg: iconSvg,
}))

export const categories: Category[] = MAINS.map((mainCategory, i) => ({
  id: i + 1,
  mainCategory,
  subCategory: mainCategory,
  zOrder: i,
  iconId: (i % icons.length) + 1,
  iconTitle: null,
  backgroundColorName: `${mainCategory.toLowerCase()}-light`,
  colorName: mainCategory.toLowerCase(),
  translations: [],
}))

export const levels: Level[] = [
  { key: 'EG', sortOrder: 0, layerId: 'eg', layerPath: null },
  { key: 'OG', sortOrder: 1, layerId: 'og', layerPath: null },
]

/** Deterministic pseudo-random items around Vaduz; every fifth on the upper level. */
export function makeItems(count: number, spread = 0.08): BasemapItem[] {
  let seed = 42
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648
    return seed / 2_147_483_648
  }
  return Array.from({ length: count }, (_, i) => ({
    nanoId: `item${String(i).padStart(8, '0')}`,
    title: `Ort ${i + 1}`,
    lon: 9.5215 + (random() - 0.5) * spread,
    lat: 47.141 + (random() - 0.5) * spread * 0.7,
    type: 'place' as const,
    categoryId: (i % categories.length) + 1,
    level: i % 5 === 4 ? 'OG' : null,
    flags: i % 7 === 0 ? 8 : 0,
    tagIds: [],
  }))
}

export const shapes: ShapeInput[] = [
  {
    geojsonType: 120,
    geojson: {
      type: 'Polygon',
      coordinates: [
        [
          [9.515, 47.137],
          [9.528, 47.137],
          [9.528, 47.145],
          [9.515, 47.145],
          [9.515, 47.137],
        ],
      ],
    },
  },
]

/** A style without tiles or glyphs, so nothing is fetched from the network. */
export const plainStyle = (color: string) => ({
  version: 8 as const,
  name: color,
  sources: {},
  layers: [{ id: 'background', type: 'background' as const, paint: { 'background-color': color } }],
})
