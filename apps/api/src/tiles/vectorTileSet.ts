import { GeoJSONVT } from '@maplibre/geojson-vt'
import { fromGeojsonVt } from '@maplibre/vt-pbf'
import type { Feature, Geometry } from 'geojson'

/** Detail is kept up to this zoom; MapLibre over-zooms beyond it. */
export const VECTOR_TILE_MAX_ZOOM = 14
const EXTENT = 4096

export type TileFeature = Feature<Geometry, Record<string, string | number | boolean>>

/** Features of one tile layer, and the zoom below which they are left out (buildings, paths). */
export interface TileLayerPart {
  layer: string
  features: TileFeature[]
  minZoom?: number
}

type GeoJsonVtTile = NonNullable<ReturnType<GeoJSONVT['getTile']>>

/**
 * Mapbox Vector Tiles cut from features held in memory, one index per layer part. PGlite's
 * PostGIS has no `ST_AsMVT`, so tiles are cut here for both databases: the index is built once
 * per data change and a tile costs a lookup and an encode. Parts of the same layer with
 * different minimum zooms keep low-zoom tiles small (no footpaths at zoom 10).
 */
export class VectorTileSet {
  private readonly parts: { layer: string; minZoom: number; index: GeoJSONVT }[]

  constructor(layers: Record<string, TileFeature[]> | TileLayerPart[]) {
    const parts: TileLayerPart[] = Array.isArray(layers)
      ? layers
      : Object.entries(layers).map(([layer, features]) => ({ layer, features }))
    this.parts = parts
      .filter((p) => p.features.length > 0)
      .map((p) => ({
        layer: p.layer,
        minZoom: p.minZoom ?? 0,
        index: new GeoJSONVT(
          { type: 'FeatureCollection', features: p.features },
          { maxZoom: VECTOR_TILE_MAX_ZOOM, extent: EXTENT, buffer: 64, tolerance: 3, indexMaxZoom: 5 },
        ),
      }))
  }

  /** The tile's layers that have features, encoded; empty bytes when none has. */
  tile(z: number, x: number, y: number): Uint8Array {
    const present: Record<string, GeoJsonVtTile> = {}
    for (const { layer, minZoom, index } of this.parts) {
      if (z < minZoom) continue
      const tile = index.getTile(z, x, y)
      if (!tile || tile.features.length === 0) continue
      const before = present[layer]
      present[layer] = before ? { ...before, features: [...before.features, ...tile.features] } : tile
    }
    return Object.keys(present).length > 0
      ? fromGeojsonVt(present as Parameters<typeof fromGeojsonVt>[0], { version: 2, extent: EXTENT })
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
