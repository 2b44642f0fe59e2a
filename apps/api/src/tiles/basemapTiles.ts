import type { Geometry } from 'geojson'
import type { Db } from '../db/database.js'
import type { BasemapFeatureKind } from '../db/schema/index.js'
import * as schema from '../db/schema/index.js'
import {
  BASEMAP_FEATURE_TABLES,
  listBasemapFeatures,
  listPlaceLabels,
} from '../repositories/basemapFeatureRepository.js'
import { listBuildings, listStreets } from '../repositories/geoRepository.js'
import { type TileFeature, tileFeature, VectorTileSet } from './vectorTileSet.js'

/** Tables the shared tiles (land cover, water, place names) are cut from. */
export const BASE_TILE_TABLES = BASEMAP_FEATURE_TABLES
/** Tables a branch's tiles (its streets and buildings) are cut from. */
export const BRANCH_TILE_TABLES = [schema.streets, schema.buildings, schema.branches] as const

/** Layer names inside the tiles, as the style's `source-layer`s name them. */
export const TILE_LAYERS = {
  water: 'water',
  waterway: 'waterway',
  landcover: 'landcover',
  places: 'places',
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
}

/** Land cover, water areas, waterways and place names: the same under every branch. */
export async function baseTileSet(db: Db): Promise<VectorTileSet> {
  const [features, places] = await Promise.all([listBasemapFeatures(db), listPlaceLabels(db)])
  const layers: Record<string, TileFeature[]> = {
    [TILE_LAYERS.water]: [],
    [TILE_LAYERS.waterway]: [],
    [TILE_LAYERS.landcover]: [],
  }
  for (const f of features) {
    layers[LAYER_OF_KIND[f.kind]]?.push(tileFeature(f.geometry as Geometry, { kind: f.kind, name: f.name }))
  }
  layers[TILE_LAYERS.places] = places.map((p) =>
    tileFeature({ type: 'Point', coordinates: [p.lon, p.lat] }, { name: p.name }),
  )
  return new VectorTileSet(layers)
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
