/** A tiled source of the style: its URL templates, the zooms it has tiles for and their size. */
export interface TiledSource {
  tiles: readonly string[]
  minzoom?: number | undefined
  maxzoom?: number | undefined
  scheme?: 'xyz' | 'tms' | undefined
  /** Pixels per tile side (default 512, MapLibre's own); a 256 px source shows tiles of the next zoom. */
  tileSize?: number | undefined
}

/** How many zooms deeper than the map's a source's tiles are (MapLibre's tiles are 512 px). */
const zoomOffset = (source: TiledSource) => Math.round(Math.log2(512 / (source.tileSize ?? 512)))

/** West, south, east, north in degrees. */
export type LonLatBounds = readonly [number, number, number, number]

const MAX_LAT = 85.051_128_78

const tileX = (lon: number, z: number) => Math.floor(((lon + 180) / 360) * 2 ** z)
function tileY(lat: number, z: number): number {
  const rad = (Math.max(-MAX_LAT, Math.min(MAX_LAT, lat)) * Math.PI) / 180
  return Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * 2 ** z)
}
const clampTile = (n: number, z: number) => Math.max(0, Math.min(2 ** z - 1, n))

/**
 * The tile URLs that cover `bounds` while the map's zoom goes from `minZoom` (default 0) up to
 * `maxZoom`, lowest zooms first and at most `limit` in all: what a device must hold to show that
 * area offline at those zooms (beyond a source's last zoom the map enlarges its tiles). A source
 * of 256 px tiles is asked for the next zoom's tiles, as the map does. Each tile is named by the
 * source's first template, as the map asks for it.
 * @example tileUrls([{ tiles: ['https://x/{z}/{x}/{y}.mvt'], maxzoom: 14 }], [9.47, 47.04, 9.64, 47.27], { maxZoom: 16 })
 */
export function tileUrls(
  sources: readonly TiledSource[],
  [west, south, east, north]: LonLatBounds,
  { minZoom = 0, maxZoom, limit }: { minZoom?: number; maxZoom: number; limit: number },
): string[] {
  const urls: string[] = []
  /** The tile zooms of a source the map uses between the two map zooms. */
  const zoomsOf = (source: TiledSource) => {
    const offset = zoomOffset(source)
    return {
      first: Math.max(source.minzoom ?? 0, Math.floor(minZoom) + offset, 0),
      last: Math.min(source.maxzoom ?? 22, Math.ceil(maxZoom) + offset),
    }
  }
  const top = Math.max(...sources.map((s) => zoomsOf(s).last))
  for (let z = 0; z <= top; z++) {
    for (const source of sources) {
      const template = source.tiles[0]
      const { first, last } = zoomsOf(source)
      if (!template || z < first || z > last) continue
      const [x0, x1] = [clampTile(tileX(west, z), z), clampTile(tileX(east, z), z)]
      const [y0, y1] = [clampTile(tileY(north, z), z), clampTile(tileY(south, z), z)]
      for (let x = x0; x <= x1; x++) {
        for (let y = y0; y <= y1; y++) {
          if (urls.length >= limit) return urls
          const row = source.scheme === 'tms' ? 2 ** z - 1 - y : y
          urls.push(template.replace('{z}', String(z)).replace('{x}', String(x)).replace('{y}', String(row)))
        }
      }
    }
  }
  return urls
}
