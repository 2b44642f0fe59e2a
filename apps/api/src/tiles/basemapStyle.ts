import type {
  ExpressionSpecification,
  LayerSpecification,
  StyleSpecification,
} from '@maplibre/maplibre-gl-style-spec'
import { ABOVE_PINS } from '@quo/map-symbols'
import * as schema from '../db/schema/index.js'
import type { FontName } from '../glyphs/fontLibrary.js'
import type { Bounds } from '../repositories/basemapFeatureRepository.js'
import { COLORS, LANDUSE_FILL, WINTER } from './basemapPalette.js'
import { TILE_LAYERS } from './basemapTiles.js'
import { NATURAL_EARTH_ATTRIBUTION, NATURAL_EARTH_LAYERS, NATURAL_EARTH_REGION } from './naturalEarthTiles.js'
import { byClass, roadLayers } from './roadLayers.js'
import { perFeature } from './sharedVariants.js'
import { VECTOR_TILE_MAX_ZOOM } from './vectorTileSet.js'

/** Tables a style document is computed from (centre, credits, data bounds). */
export const BASEMAP_STYLE_TABLES = [
  schema.branches,
  schema.branchMapCenters,
  schema.basemapFeatures,
  schema.cities,
  schema.streets,
  schema.buildings,
] as const

export const OSM_ATTRIBUTION =
  '<a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noopener">© OpenStreetMap contributors</a>'

export type BasemapSeason = 'summer' | 'winter'

/** The style's land (background) colour in a season. */
export const landColor = (season: BasemapSeason): string =>
  season === 'winter' ? (WINTER[COLORS.land] ?? COLORS.land) : COLORS.land

/** A paint value with the winter palette's colours, also inside expressions. */
const inWinter = (value: unknown): unknown =>
  typeof value === 'string' ? (WINTER[value] ?? value) : Array.isArray(value) ? value.map(inWinter) : value

function inSeason(layers: LayerSpecification[], season: BasemapSeason): LayerSpecification[] {
  if (season !== 'winter') return layers
  return layers.map((layer) =>
    'paint' in layer && layer.paint
      ? ({
          ...layer,
          paint: Object.fromEntries(Object.entries(layer.paint).map(([k, v]) => [k, inWinter(v)])),
        } as LayerSpecification)
      : layer,
  )
}

const BASE = 'basemap'
const BRANCH = 'basemap-branch'
/** Branch data starts where streets become legible. */
const BRANCH_MIN_ZOOM = 12

export interface BasemapStyleInput {
  /** Scheme, host and port the client reached us on, e.g. `http://vaduz.localhost:8080`. */
  origin: string
  /** The branch whose streets and buildings are drawn; none for the main site. */
  branchShortId: number | null
  center: { lon: number; lat: number; zoom: number }
  /** Credit OpenStreetMap (when any shown feature came from there). */
  openStreetMap: boolean
  baseBounds: Bounds | undefined
  branchBounds: Bounds | undefined
  /** Colours of the season; summer unless a branch's season says winter. */
  season?: BasemapSeason
  variant?: BasemapVariant
}

const font = (name: FontName): string[] => [name]

const byZoom = (...stops: number[]): ExpressionSpecification =>
  ['interpolate', ['exponential', 1.5], ['zoom'], ...stops] as ExpressionSpecification

/** Widens data bounds a little so features at the edge still get their tiles. */
function padded(bounds: Bounds | undefined): { bounds?: [number, number, number, number] } {
  if (!bounds) return {}
  const [w, s, e, n] = bounds
  const pad = 0.01
  return {
    bounds: [Math.max(-180, w - pad), Math.max(-85, s - pad), Math.min(180, e + pad), Math.min(85, n + pad)],
  }
}

/** The shared tiles' bounds: the imported data's and the Natural Earth region around it. */
function sharedBounds(bounds: Bounds | undefined): { bounds: [number, number, number, number] } {
  const [w, s, e, n] = NATURAL_EARTH_REGION
  const data = padded(bounds).bounds
  if (!data) return { bounds: [w, s, e, n] }
  return {
    bounds: [Math.min(w, data[0]), Math.min(s, data[1]), Math.max(e, data[2]), Math.max(n, data[3])],
  }
}

/**
 * Natural Earth's land, lakes, rivers and country borders (1:10m), beneath everything the
 * OpenStreetMap import draws: outside the extract they are the map, at every zoom.
 */
function naturalEarthLayers(): LayerSpecification[] {
  return [
    {
      id: 'ne-land',
      type: 'fill',
      source: BASE,
      'source-layer': NATURAL_EARTH_LAYERS.land,
      paint: { 'fill-color': perFeature(COLORS.land), 'fill-opacity': perFeature(1) },
    },
    {
      id: 'ne-water',
      type: 'fill',
      source: BASE,
      'source-layer': NATURAL_EARTH_LAYERS.water,
      paint: { 'fill-color': perFeature(COLORS.water), 'fill-opacity': perFeature(1) },
    },
    {
      id: 'ne-waterway',
      type: 'line',
      source: BASE,
      'source-layer': NATURAL_EARTH_LAYERS.waterway,
      layout: { 'line-cap': 'round', 'line-join': 'round' },
      paint: {
        'line-color': perFeature(COLORS.water),
        'line-opacity': perFeature(1),
        // Rank 4 is the Rhine and its peers; the rest are smaller rivers.
        'line-width': [
          'interpolate',
          ['exponential', 1.4],
          ['zoom'],
          5,
          ['case', ['<=', ['get', 'rank'], 4], 1, 0.5],
          9,
          ['case', ['<=', ['get', 'rank'], 4], 2, 1.2],
          14,
          ['case', ['<=', ['get', 'rank'], 4], 7, 4],
        ],
      },
    },
    {
      id: 'ne-boundary',
      type: 'line',
      source: BASE,
      'source-layer': NATURAL_EARTH_LAYERS.boundary,
      paint: {
        'line-color': perFeature(COLORS.boundary),
        'line-width': ['interpolate', ['linear'], ['zoom'], 5, perFeature(0.8), 16, perFeature(3)],
        'line-dasharray': [3, 2],
        'line-opacity': perFeature(0.8),
      },
    },
  ]
}

function baseLayers(): LayerSpecification[] {
  return [
    { id: 'land', type: 'background', paint: { 'background-color': COLORS.land } },
    ...naturalEarthLayers(),
    {
      id: 'landuse',
      type: 'fill',
      source: BASE,
      'source-layer': TILE_LAYERS.landuse,
      paint: { 'fill-color': byClass(LANDUSE_FILL, COLORS.land), 'fill-opacity': 0.9 },
    },
    {
      id: 'forest',
      type: 'fill',
      source: BASE,
      'source-layer': TILE_LAYERS.landcover,
      paint: { 'fill-color': perFeature(COLORS.forest), 'fill-opacity': 0.9 },
    },
    {
      id: 'water',
      type: 'fill',
      source: BASE,
      'source-layer': TILE_LAYERS.water,
      paint: { 'fill-color': perFeature(COLORS.water) },
    },
    {
      id: 'waterway',
      type: 'line',
      source: BASE,
      'source-layer': TILE_LAYERS.waterway,
      layout: { 'line-cap': 'round', 'line-join': 'round' },
      paint: {
        'line-color': perFeature(COLORS.water),
        'line-opacity': perFeature(1),
        'line-width': [
          'interpolate',
          ['exponential', 1.4],
          ['zoom'],
          9,
          ['match', ['get', 'kind'], 'river', 1.2, 0.3],
          18,
          ['match', ['get', 'kind'], 'river', 16, 'canal', 7, 3],
        ],
      },
    },
    {
      id: 'boundary',
      type: 'line',
      source: BASE,
      'source-layer': TILE_LAYERS.boundary,
      filter: ['match', ['get', 'class'], ['2', '8'], true, false],
      paint: {
        'line-color': perFeature(COLORS.boundary),
        'line-width': [
          'interpolate',
          ['linear'],
          ['zoom'],
          8,
          ['match', ['get', 'class'], '2', 1.2, 0.4],
          16,
          ['match', ['get', 'class'], '2', 3, 1.6],
        ],
        'line-dasharray': [3, 2],
        'line-opacity': ['match', ['get', 'class'], '2', 0.8, 0.5],
      },
    },
  ]
}

/** Buildings of the shared map: flat from zoom 13, or extruded by their height in the 3D variant. */
function buildingLayer(variant: BasemapVariant): LayerSpecification {
  const source = { source: BASE, 'source-layer': TILE_LAYERS.building, minzoom: 13 } as const
  if (variant === '3d') {
    return {
      id: 'building-3d',
      type: 'fill-extrusion',
      ...source,
      paint: {
        'fill-extrusion-color': COLORS.building,
        'fill-extrusion-height': [
          'interpolate',
          ['linear'],
          ['zoom'],
          13,
          0,
          14.5,
          ['coalesce', ['get', 'height'], 6],
        ],
        'fill-extrusion-opacity': 0.85,
      },
    }
  }
  return {
    id: 'building',
    type: 'fill',
    ...source,
    paint: {
      'fill-color': perFeature(COLORS.building),
      'fill-outline-color': perFeature(COLORS.buildingOutline),
      'fill-opacity': ['interpolate', ['linear'], ['zoom'], 13, 0, 14, 1],
    },
  }
}

function branchLayers(): LayerSpecification[] {
  const street = { source: BRANCH, 'source-layer': TILE_LAYERS.streets, minzoom: BRANCH_MIN_ZOOM } as const
  return [
    {
      id: 'buildings',
      type: 'fill',
      source: BRANCH,
      'source-layer': TILE_LAYERS.buildings,
      minzoom: 12.5,
      paint: {
        'fill-color': COLORS.building,
        'fill-outline-color': COLORS.buildingOutline,
        'fill-opacity': ['interpolate', ['linear'], ['zoom'], 12.5, 0, 14, 1],
      },
    },
    {
      id: 'street-casing',
      type: 'line',
      ...street,
      layout: { 'line-cap': 'round', 'line-join': 'round' },
      paint: { 'line-color': COLORS.streetCasing, 'line-width': byZoom(12, 1.6, 14, 4.2, 16, 10, 18, 22) },
    },
    {
      id: 'street',
      type: 'line',
      ...street,
      layout: { 'line-cap': 'round', 'line-join': 'round' },
      paint: { 'line-color': COLORS.street, 'line-width': byZoom(12, 0.8, 14, 2.8, 16, 8, 18, 19) },
    },
  ]
}

const halo = (color: string) => ({ 'text-halo-color': color, 'text-halo-width': 1.5, 'text-halo-blur': 0.5 })

/** Names written along lines (streets, rivers). */
function lineLabel(
  id: string,
  source: string,
  sourceLayer: string,
  style: { minzoom: number; font: FontName; size: ExpressionSpecification; color: string; halo: string },
  layout: Record<string, unknown> = {},
): LayerSpecification {
  return {
    id,
    type: 'symbol',
    source,
    'source-layer': sourceLayer,
    minzoom: style.minzoom,
    filter: ['has', 'name'],
    layout: {
      'symbol-placement': 'line',
      'text-field': ['get', 'name'],
      'text-font': font(style.font),
      'text-size': style.size,
      ...layout,
    },
    paint: { 'text-color': style.color, ...halo(style.halo) },
  }
}

/**
 * Street names along the roads of the shared map: major ones from zoom 13, above the pins; the
 * rest from 15, below them.
 */
function roadLabels(): { major: LayerSpecification; minor: LayerSpecification } {
  const style = (minzoom: number, size: ExpressionSpecification) => ({
    minzoom,
    font: 'Open Sans Regular' as const,
    size,
    color: COLORS.label,
    halo: COLORS.street,
  })
  const layout = { 'text-max-angle': 35, 'symbol-spacing': 300, 'text-padding': 4 }
  const major = ['primary', 'secondary', 'tertiary', 'trunk', 'motorway']
  const major_ = lineLabel(
    'road-label-major',
    BASE,
    TILE_LAYERS.transportation,
    style(13, byZoom(13, 10, 18, 15)),
    layout,
  )
  const minor = lineLabel(
    'road-label',
    BASE,
    TILE_LAYERS.transportation,
    style(15, byZoom(15, 10, 18, 14)),
    layout,
  )
  return {
    major: {
      ...major_,
      metadata: { [ABOVE_PINS]: true },
      filter: ['all', ['has', 'name'], ['match', ['get', 'class'], major, true, false]],
    } as LayerSpecification,
    minor: {
      ...minor,
      filter: [
        'all',
        ['has', 'name'],
        ['match', ['get', 'class'], major, false, true],
        ['!=', ['get', 'class'], 'rail'],
      ],
    } as LayerSpecification,
  }
}

/** Villages and towns large, hamlets and localities smaller and later; both above the pins. */
function placeLabels(): LayerSpecification[] {
  const source = { source: BASE, 'source-layer': TILE_LAYERS.places } as const
  const big = ['city', 'town', 'village']
  return [
    {
      id: 'place-label-minor',
      type: 'symbol',
      ...source,
      metadata: { [ABOVE_PINS]: true },
      minzoom: 13,
      filter: ['match', ['get', 'class'], big, false, true],
      layout: {
        'text-field': ['get', 'name'],
        'text-font': font('Open Sans Semibold'),
        'text-size': byZoom(13, 11, 17, 14),
        'text-max-width': 8,
      },
      paint: { 'text-color': COLORS.minorLabel, ...halo(COLORS.land) },
    },
    {
      id: 'place-label',
      type: 'symbol',
      ...source,
      metadata: { [ABOVE_PINS]: true },
      minzoom: 8,
      filter: ['match', ['get', 'class'], big, true, false],
      layout: {
        'text-field': ['get', 'name'],
        'text-font': font('Open Sans Bold'),
        'text-size': byZoom(9, 12, 15, 18),
        'text-max-width': 8,
        'symbol-sort-key': ['match', ['get', 'class'], 'city', 0, 'town', 1, 2],
      },
      paint: { 'text-color': COLORS.label, ...halo(COLORS.land) },
    },
  ]
}

function peakLabel(): LayerSpecification {
  return {
    id: 'peak-label',
    type: 'symbol',
    source: BASE,
    'source-layer': TILE_LAYERS.peaks,
    minzoom: 11,
    layout: {
      'text-field': [
        'case',
        ['has', 'ele'],
        ['concat', ['get', 'name'], '\n', ['to-string', ['get', 'ele']], ' m'],
        ['get', 'name'],
      ],
      'text-font': font('Open Sans Italic'),
      'text-size': 11,
      'text-max-width': 8,
    },
    paint: { 'text-color': COLORS.peak, ...halo(COLORS.land) },
  }
}

function housenumberLabel(source: string, field: string): LayerSpecification {
  return {
    id: 'housenumber',
    type: 'symbol',
    source,
    'source-layer': TILE_LAYERS.housenumbers,
    minzoom: 17,
    layout: {
      'text-field': ['get', field],
      'text-font': font('Open Sans Regular'),
      'text-size': 10,
      'text-padding': 2,
    },
    paint: { 'text-color': COLORS.housenumber, ...halo(COLORS.building) },
  }
}

function labelLayers(branch: boolean, openStreetMap: boolean): LayerSpecification[] {
  const layers: LayerSpecification[] = [
    lineLabel(
      'waterway-label',
      BASE,
      TILE_LAYERS.waterway,
      {
        minzoom: 11,
        font: 'Open Sans Italic',
        size: byZoom(11, 11, 16, 14),
        color: COLORS.waterLabel,
        halo: COLORS.land,
      },
      { 'text-letter-spacing': 0.1, 'symbol-spacing': 400 },
    ),
  ]
  const roads = openStreetMap ? roadLabels() : null
  if (roads) {
    layers.push(
      roads.minor,
      lineLabel(
        'aerialway-label',
        BASE,
        TILE_LAYERS.aerialway,
        {
          minzoom: 13,
          font: 'Open Sans Italic',
          size: byZoom(13, 10, 18, 13),
          color: COLORS.aerialway,
          halo: COLORS.land,
        },
        { 'symbol-spacing': 400 },
      ),
      housenumberLabel(BASE, 'name'),
      peakLabel(),
    )
  } else if (branch) {
    layers.push(
      lineLabel(
        'street-label',
        BRANCH,
        TILE_LAYERS.streets,
        {
          minzoom: 13,
          font: 'Open Sans Regular',
          size: byZoom(13, 10, 18, 14),
          color: COLORS.label,
          halo: COLORS.street,
        },
        { 'text-max-angle': 35, 'symbol-spacing': 320 },
      ),
      {
        // Streets known only by a point still get their name on the map.
        id: 'street-point-label',
        type: 'symbol',
        source: BRANCH,
        'source-layer': TILE_LAYERS.streets,
        minzoom: 15,
        filter: ['==', ['geometry-type'], 'Point'],
        layout: { 'text-field': ['get', 'name'], 'text-font': font('Open Sans Regular'), 'text-size': 12 },
        paint: { 'text-color': COLORS.label, ...halo(COLORS.land) },
      },
      housenumberLabel(BRANCH, 'housenumber'),
    )
  }
  // The names above the pins (ABOVE_PINS) come last: the engine slides its pins in below them.
  if (roads) layers.push(roads.major)
  layers.push(...placeLabels())
  return layers
}

/** `3d`: the Strasse map with buildings extruded by their height, seen at an angle. */
type BasemapVariant = 'strasse' | '3d'

/**
 * The self-hosted basemap (MapLibre style v8): with an OpenStreetMap import, a street map —
 * land use, forest, water, roads by class with casings and names, railways, lifts, buildings,
 * house numbers from zoom 17, boundaries, place and peak names; without one, land and water for
 * everyone and the branch's own streets and buildings from the database. Labels in Open Sans
 * from our own glyph server. Every URL is absolute on the origin the client used, so the style
 * works on `localhost` and on any `<keyword>.localhost` host alike.
 */
export function basemapStyle(input: BasemapStyleInput): StyleSpecification {
  const api = `${input.origin}/api/basemap`
  const variant = input.variant ?? 'strasse'
  // With the shared map drawing every road and building, the branch tiles add nothing.
  const branch = input.branchShortId !== null && !input.openStreetMap
  const sources: StyleSpecification['sources'] = {
    [BASE]: {
      type: 'vector',
      tiles: [`${api}/tiles/{z}/{x}/{y}.mvt`],
      minzoom: 0,
      maxzoom: VECTOR_TILE_MAX_ZOOM,
      ...sharedBounds(input.baseBounds),
      attribution: input.openStreetMap
        ? `${OSM_ATTRIBUTION} | ${NATURAL_EARTH_ATTRIBUTION}`
        : NATURAL_EARTH_ATTRIBUTION,
    },
  }
  if (branch) {
    sources[BRANCH] = {
      type: 'vector',
      tiles: [`${api}/tiles/${input.branchShortId}/{z}/{x}/{y}.mvt`],
      minzoom: BRANCH_MIN_ZOOM,
      maxzoom: VECTOR_TILE_MAX_ZOOM,
      ...padded(input.branchBounds),
    }
  }
  const network = input.openStreetMap ? [...roadLayers(), buildingLayer(variant)] : []
  return {
    version: 8,
    name: input.branchShortId !== null ? `quo basemap ${input.branchShortId}` : 'quo basemap',
    center: [input.center.lon, input.center.lat],
    zoom: input.center.zoom,
    ...(variant === '3d' ? { pitch: 55 } : {}),
    glyphs: `${api}/glyphs/{fontstack}/{range}.pbf`,
    sources,
    layers: inSeason(
      [
        ...baseLayers(),
        ...network,
        ...(branch ? branchLayers() : []),
        ...labelLayers(branch, input.openStreetMap),
      ],
      input.season ?? 'summer',
    ),
  }
}
