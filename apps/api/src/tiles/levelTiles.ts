import type { GeojsonDocument, Geometry } from '@quo/contract'
import type { Db } from '../db/database.js'
import { listLevelFloorPlans, listLevelShapes } from '../repositories/levelTileRepository.js'
import { paintFloorPlan, tileBounds } from './floorPlanRaster.js'
import { encodePng } from './png.js'
import { Canvas, type Rgba, toTilePixel } from './rasterize.js'

const STYLE: Record<number, { fill: Rgba; stroke: Rgba }> = {
  100: { fill: [236, 239, 241, 235], stroke: [96, 125, 139, 255] },
  120: { fill: [236, 239, 241, 235], stroke: [96, 125, 139, 255] },
  140: { fill: [255, 221, 48, 220], stroke: [178, 135, 4, 255] },
  1000: { fill: [255, 221, 48, 160], stroke: [178, 135, 4, 255] },
}
/** Halls first, booths over them. */
const DRAW_ORDER = [100, 120, 1000, 140]

type Ring = [number, number][]

function polygons(doc: GeojsonDocument): Ring[][] {
  const geometries: Geometry[] = []
  if ('features' in doc) for (const f of doc.features) f.geometry && geometries.push(f.geometry)
  else if (doc.type === 'Feature') doc.geometry && geometries.push(doc.geometry)
  else geometries.push(doc)
  const out: Ring[][] = []
  for (const g of geometries) {
    if (g.type === 'Polygon') out.push(g.coordinates as Ring[])
    else if (g.type === 'MultiPolygon') out.push(...(g.coordinates as Ring[][]))
  }
  return out
}

/** Reads a stored rendition (the media store), or null when it is gone. */
export type LoadMediaFile = (key: string) => Promise<Buffer | null>

/**
 * Draws the floor plan of one level of a branch as a transparent 256 px PNG tile to lay over
 * the base map: the places' floor plan images first, then the halls and booths drawn from
 * their geojsons.
 */
export async function renderLevelTile(
  db: Db,
  branchId: number,
  level: string,
  z: number,
  x: number,
  y: number,
  loadMediaFile: LoadMediaFile = async () => null,
): Promise<Buffer> {
  const bounds = tileBounds(z, x, y)
  const [rows, plans] = await Promise.all([
    listLevelShapes(db, branchId, level),
    listLevelFloorPlans(db, branchId, level, bounds),
  ])
  const canvas = new Canvas(256, 256)
  for (const plan of plans) {
    const full = plan.variants.find((v) => v.name === 'full' && v.format === 'webp')
    const image = full ? await loadMediaFile(full.key) : null
    if (image) await paintFloorPlan(canvas, { ...plan, image }, z, x, y)
  }
  for (const type of DRAW_ORDER) {
    const style = STYLE[type] as { fill: Rgba; stroke: Rgba }
    for (const row of rows) {
      if (row.geojson_type !== type) continue
      for (const polygon of polygons(row.geojson)) {
        const rings = polygon.map((ring) => ring.map(([lon, lat]) => toTilePixel(lon, lat, z, x, y)))
        canvas.fillPolygon(rings, style.fill)
        if (z >= 16) canvas.strokePolygon(rings, style.stroke)
      }
    }
  }
  return encodePng(256, 256, canvas.pixels)
}
