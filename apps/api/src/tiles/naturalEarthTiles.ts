import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { FeatureCollection, Geometry } from 'geojson'
import type { Bounds } from '../repositories/basemapFeatureRepository.js'
import { type TileLayerPart, tileFeature } from './vectorTileSet.js'

/**
 * The region around the demo's OpenStreetMap extract that the Natural Earth layers cover: the
 * Alpine Rhine valley from Lake Constance to Chur, Lake Zurich and the Walensee, Vorarlberg.
 */
export const NATURAL_EARTH_REGION: Readonly<Bounds> = [8.5, 46.4, 10.5, 47.9]

export type NaturalEarthLayer = 'land' | 'water' | 'waterway' | 'boundary'

/** Source layers in the shared tiles, apart from the OpenStreetMap ones so the style draws them beneath. */
export const NATURAL_EARTH_LAYERS: Record<NaturalEarthLayer, string> = {
  land: 'ne_land',
  water: 'ne_water',
  waterway: 'ne_waterway',
  boundary: 'ne_boundary',
}

export const NATURAL_EARTH_ATTRIBUTION =
  '<a href="https://www.naturalearthdata.com/" target="_blank" rel="noopener">Natural Earth</a>'

const FILE = join('data', 'naturalearth', 'region.json')

/** The clipped Natural Earth layers shipped with the server, found from the sources and from `dist/`. */
export function naturalEarthRegionPath(): string {
  let dir = dirname(fileURLToPath(import.meta.url))
  for (let i = 0; i < 5; i++) {
    if (existsSync(join(dir, dirname(FILE)))) return join(dir, FILE)
    dir = dirname(dir)
  }
  throw new Error(`the Natural Earth region (${FILE}) is missing`)
}

let parts: TileLayerPart[] | undefined

/**
 * Land, lakes, rivers and country borders at 1:10m (Natural Earth, public domain), read once:
 * the small-scale map beneath the OpenStreetMap layers and the only map outside the extract.
 */
export function naturalEarthParts(): TileLayerPart[] {
  if (parts) return parts
  const region = JSON.parse(readFileSync(naturalEarthRegionPath(), 'utf8')) as FeatureCollection
  const byLayer = new Map<string, TileLayerPart>()
  for (const f of region.features) {
    const { layer, ...properties } = f.properties as { layer: NaturalEarthLayer } & Record<
      string,
      string | number
    >
    const name = NATURAL_EARTH_LAYERS[layer]
    const part = byLayer.get(name) ?? { layer: name, features: [] }
    part.features.push(tileFeature(f.geometry as Geometry, { ...properties, source: 'naturalearth' }))
    byLayer.set(name, part)
  }
  parts = [...byLayer.values()]
  return parts
}
