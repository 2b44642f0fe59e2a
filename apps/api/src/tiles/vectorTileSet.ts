import { GeoJSONVT } from '@maplibre/geojson-vt'
import { fromGeojsonVt } from '@maplibre/vt-pbf'
import type { Feature, Geometry } from 'geojson'

/** Detail is kept up to this zoom; MapLibre over-zooms beyond it. */
export const VECTOR_TILE_MAX_ZOOM = 14
const EXTENT = 4096

export type TileFeature = Feature<Geometry, Record<string, string | number | boolean>>

/**
 * Mapbox Vector Tiles cut from features held in memory, one index per layer. PGlite's PostGIS
 * has no `ST_AsMVT`, so tiles are cut here for both databases: the index is built once per
 * data change and a tile costs a lookup and an encode.
 */
export class VectorTileSet {
  private readonly layers: [string, GeoJSONVT][]

  constructor(layers: Record<string, TileFeature[]>) {
    this.layers = Object.entries(layers)
      .filter(([, features]) => features.length > 0)
      .map(([name, features]) => [
        name,
        new GeoJSONVT(
          { type: 'FeatureCollection', features },
          { maxZoom: VECTOR_TILE_MAX_ZOOM, extent: EXTENT, buffer: 64, tolerance: 3, indexMaxZoom: 5 },
        ),
      ])
  }

  /** The tile's layers that have features, encoded; empty bytes when none has. */
  tile(z: number, x: number, y: number): Uint8Array {
    const present: Parameters<typeof fromGeojsonVt>[0] = {}
    for (const [name, index] of this.layers) {
      const tile = index.getTile(z, x, y)
      if (tile && tile.features.length > 0) present[name] = tile
    }
    return Object.keys(present).length > 0
      ? fromGeojsonVt(present, { version: 2, extent: EXTENT })
      : new Uint8Array()
  }
}

/** A GeoJSON feature with plain properties; null values are left out of the tile. */
export function tileFeature(
  geometry: Geometry,
  properties: Record<string, string | number | boolean | null>,
): TileFeature {
  const kept: Record<string, string | number | boolean> = {}
  for (const [key, value] of Object.entries(properties)) if (value !== null) kept[key] = value
  return { type: 'Feature', geometry, properties: kept }
}
