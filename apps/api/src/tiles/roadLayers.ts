import type { ExpressionSpecification, LayerSpecification } from '@maplibre/maplibre-gl-style-spec'
import { LIFT_ROUTE_STYLE } from '@quo/branch-config'
import { COLORS } from './basemapPalette.js'
import { TILE_LAYERS } from './basemapTiles.js'
import { perFeature, perFeatureByZoom, perFeatureWidth } from './sharedVariants.js'

const BASE = 'basemap'

/** Widths (px) at zooms 10, 13, 15 and 18 of each road class's fill; casings add a border. */
const WIDTHS: Record<string, [number, number, number, number]> = {
  motorway: [1.6, 3.6, 7, 24],
  trunk: [1.4, 3.4, 6.5, 22],
  primary: [1.2, 3.2, 6, 21],
  secondary: [0.9, 2.8, 5.5, 19],
  tertiary: [0.6, 2.4, 5, 17],
  minor: [0, 1.2, 3.6, 14],
  pedestrian: [0, 1, 3, 11],
  service: [0, 0.6, 1.8, 8],
}

const FILL: Record<string, string> = {
  motorway: COLORS.motorway,
  trunk: COLORS.motorway,
  primary: COLORS.primary,
  secondary: COLORS.secondary,
}
const CASING: Record<string, string> = {
  motorway: COLORS.motorwayCasing,
  trunk: COLORS.motorwayCasing,
  primary: COLORS.primaryCasing,
  secondary: COLORS.secondaryCasing,
}
/** Draw order: bigger roads over smaller ones at junctions. */
const RANK: Record<string, number> = {
  service: 1,
  pedestrian: 2,
  minor: 3,
  tertiary: 4,
  secondary: 5,
  primary: 6,
  trunk: 7,
  motorway: 8,
}

/** A value per feature class (`match` on the `class` property), `fallback` for the others. */
export const byClass = (
  values: Record<string, string | number>,
  fallback: string | number,
): ExpressionSpecification =>
  [
    'match',
    ['get', 'class'],
    ...Object.entries(values).flat(),
    fallback,
  ] as unknown as ExpressionSpecification

/** Border a casing adds around the fill at zooms 10, 13, 15 and 18. */
const BORDER = [0.6, 1, 1.6, 3]

function width(casing: boolean): ExpressionSpecification {
  const at = (i: number) => {
    const widths = Object.entries(WIDTHS).map(([k, w]) => {
      const fill = w[i] ?? 0
      return [k, casing && fill > 0 ? fill + (BORDER[i] ?? 0) : fill]
    })
    return byClass(Object.fromEntries(widths), 0)
  }
  return ['interpolate', ['exponential', 1.5], ['zoom'], 10, at(0), 13, at(1), 15, at(2), 18, at(3)]
}

const ROAD_CLASSES = Object.keys(WIDTHS)
const isRoad: ExpressionSpecification = ['match', ['get', 'class'], ROAD_CLASSES, true, false]

/** Roads with casings by class, tracks and paths dashed, railways, lifts: a street map's network. */
export function roadLayers(): LayerSpecification[] {
  const source = { source: BASE, 'source-layer': TILE_LAYERS.transportation } as const
  const round = { 'line-cap': 'round', 'line-join': 'round' } as const
  return [
    {
      id: 'road-path',
      type: 'line',
      ...source,
      minzoom: 13,
      filter: ['match', ['get', 'class'], ['path', 'track'], true, false],
      layout: { 'line-join': 'round' },
      paint: {
        'line-color': ['match', ['get', 'class'], 'track', COLORS.track, COLORS.path],
        'line-width': perFeatureByZoom(13, 0.6, 16, 1.4, 18, 2.4),
        'line-opacity': perFeature(1),
        'line-dasharray': [3, 2],
      },
    },
    {
      id: 'road-casing',
      type: 'line',
      ...source,
      minzoom: 11,
      filter: isRoad,
      layout: { ...round, 'line-sort-key': byClass(RANK, 0) },
      paint: {
        'line-color': byClass(CASING, COLORS.streetCasing),
        'line-width': width(true),
        'line-opacity': ['match', ['get', 'brunnel'], 'tunnel', 0.4, 1],
      },
    },
    {
      id: 'road',
      type: 'line',
      ...source,
      filter: isRoad,
      layout: { ...round, 'line-sort-key': byClass(RANK, 0) },
      paint: {
        'line-color': byClass(FILL, COLORS.street),
        'line-width': width(false),
        'line-opacity': ['match', ['get', 'brunnel'], 'tunnel', 0.6, 1],
      },
    },
    {
      id: 'railway',
      type: 'line',
      ...source,
      filter: ['==', ['get', 'class'], 'rail'],
      paint: {
        'line-color': perFeature(COLORS.rail),
        'line-width': perFeatureByZoom(10, 1, 16, 3),
        'line-opacity': perFeature(1),
      },
    },
    {
      id: 'railway-hatch',
      type: 'line',
      ...source,
      minzoom: 13,
      filter: ['==', ['get', 'class'], 'rail'],
      paint: {
        'line-color': perFeature(COLORS.rail),
        'line-width': perFeatureByZoom(13, 4, 16, 8),
        'line-opacity': perFeature(1),
        'line-dasharray': [0.15, 3],
      },
    },
    // Lifts as docs/product.md §9 draws them: red, dashed, square caps, width 4 from zoom 12 —
    // on every map, so a ski area's lifts show without being opened.
    {
      id: 'aerialway',
      type: 'line',
      source: BASE,
      'source-layer': TILE_LAYERS.aerialway,
      minzoom: LIFT_ROUTE_STYLE.minzoom,
      layout: { 'line-cap': LIFT_ROUTE_STYLE.lineCap },
      paint: {
        'line-color': perFeature(LIFT_ROUTE_STYLE.color),
        'line-width': perFeatureWidth(LIFT_ROUTE_STYLE.width),
        'line-opacity': perFeature(1),
        'line-dasharray': [...LIFT_ROUTE_STYLE.dasharray],
      },
    },
  ]
}
