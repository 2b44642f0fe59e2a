import type { Geometry } from 'geojson'
import type { Db } from '../db/database.js'
import type { BasemapFeatureKind } from '../db/schema/index.js'
import * as schema from '../db/schema/index.js'
import {
  BASEMAP_FEATURE_TABLES,
  type BasemapFeature,
  listBasemapFeatures,
  listPlaceLabels,
} from '../repositories/basemapFeatureRepository.js'
import { listBuildings, listStreets } from '../repositories/geoRepository.js'
import { naturalEarthParts } from './naturalEarthTiles.js'
import { type TileLayerPart, tileFeature, VectorTileSet } from './vectorTileSet.js'

/** Tables the shared tiles (land cover, water, place names) are cut from. */
export const BASE_TILE_TABLES = BASEMAP_FEATURE_TABLES
/** Tables a branch's tiles (its streets and buildings) are cut from. */
export const BRANCH_TILE_TABLES = [schema.streets, schema.buildings, schema.branches] as const

/** Layer names inside the tiles, as the style's `source-layer`s name them. */
export const TILE_LAYERS = {
  water: 'water',
  waterway: 'waterway',
  landcover: 'landcover',
  landuse: 'landuse',
  building: 'building',
  transportation: 'transportation',
  aerialway: 'aerialway',
  boundary: 'boundary',
  places: 'places',
  peaks: 'peaks',
  streets: 'streets',
  buildings: 'buildings',
  housenumbers: 'housenumbers',
} as const

const LAYER_OF_KIND: Record<BasemapFeatureKind, string> = {
  water: TILE_LAYERS.water,
  forest: TILE_LAYERS.landcover,
  river: TILE_LAYERS.waterway,
  stream: TILE_LAYERS.waterway,
  canal: TILE_LAYERS.waterway,
  landuse: TILE_LAYERS.landuse,
  building: TILE_LAYERS.building,
  road: TILE_LAYERS.transportation,
  railway: TILE_LAYERS.transportation,
  aerialway: TILE_LAYERS.aerialway,
  boundary: TILE_LAYERS.boundary,
  place: TILE_LAYERS.places,
  peak: TILE_LAYERS.peaks,
  housenumber: TILE_LAYERS.housenumbers,
}

/** Road classes drawn from zoom 10; the rest (and buildings, house numbers) join closer in. */
const MAJOR_ROADS = new Set(['motorway', 'trunk', 'primary', 'secondary', 'tertiary'])

function minZoomOf(f: BasemapFeature): number {
  if (f.kind === 'building') return 13
  if (f.kind === 'housenumber') return 14
  if (f.kind === 'road' && !MAJOR_ROADS.has(f.class ?? '')) return f.class === 'minor' ? 11 : 13
  if (f.kind === 'stream') return 12
  return 0
}

/**
 * Land cover and use, water, roads, railways, lifts, buildings, boundaries and place names: the
 * same under every branch. Without imported place names, the municipalities label the map.
 * Beneath them, in layers of their own, Natural Earth's land, lakes, rivers and country borders
 * of the region, so the map outside the OpenStreetMap extract is not empty.
 */
export async function baseTileSet(db: Db): Promise<VectorTileSet> {
  const [features, cities] = await Promise.all([listBasemapFeatures(db), listPlaceLabels(db)])
  const parts = new Map<string, TileLayerPart>()
  for (const f of features) {
    const layer = LAYER_OF_KIND[f.kind]
    const minZoom = minZoomOf(f)
    const key = `${layer}@${minZoom}`
    const part = parts.get(key) ?? { layer, minZoom, features: [] }
    // Forests share the land-cover layer with land use classes as class `wood`.
    const className = f.kind === 'forest' ? 'wood' : f.kind === 'railway' ? 'rail' : f.class
    part.features.push(
      tileFeature(f.geometry as Geometry, {
        kind: f.kind,
        class: className,
        subclass: f.kind === 'railway' || f.kind === 'aerialway' ? f.class : null,
        name: f.name,
        ...f.properties,
      }),
    )
    parts.set(key, part)
  }
  if (!features.some((f) => f.kind === 'place')) {
    parts.set('places', {
      layer: TILE_LAYERS.places,
      features: cities.map((p) =>
        tileFeature({ type: 'Point', coordinates: [p.lon, p.lat] }, { name: p.name, class: 'town' }),
      ),
    })
  }
  return new VectorTileSet([...naturalEarthParts(), ...parts.values()])
}

/** One branch's streets (lines, or name points where a street has no line) and buildings. */
export async function branchTileSet(db: Db, branchId: number): Promise<VectorTileSet> {
  const [streets, buildings] = await Promise.all([listStreets(db, branchId), listBuildings(db, branchId)])
  return new VectorTileSet({
    [TILE_LAYERS.streets]: streets.map((s) => tileFeature(s.geometry as Geometry, { name: s.title })),
    [TILE_LAYERS.buildings]: buildings.map((b) =>
      tileFeature(b.polygon as Geometry, { housenumber: b.housenumber, street: b.street }),
    ),
    [TILE_LAYERS.housenumbers]: buildings
      .filter((b) => b.housenumber)
      .map((b) =>
        tileFeature({ type: 'Point', coordinates: [b.lon, b.lat] }, { housenumber: b.housenumber }),
      ),
  })
}
