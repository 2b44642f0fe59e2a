import sharp from 'sharp'
import type { Canvas } from './rasterize.js'
import { toTilePixel } from './rasterize.js'

/** A floor plan to draw: its bounds, opacity and the bytes of its image. */
export interface FloorPlanLayer {
  west: number
  south: number
  east: number
  north: number
  opacity: number
  image: Buffer
}

/** The tile's corners in degrees: [west, south, east, north]. */
export function tileBounds(z: number, x: number, y: number): [number, number, number, number] {
  const n = 2 ** z
  const lon = (px: number) => (px / n) * 360 - 180
  const lat = (py: number) => (Math.atan(Math.sinh(Math.PI * (1 - (2 * py) / n))) * 180) / Math.PI
  return [lon(x), lat(y + 1), lon(x + 1), lat(y)]
}

/**
 * Paints the part of a floor plan image that falls in this tile onto the canvas: the image is
 * stretched over its bounds in Web Mercator (north up), cut to the tile and blended with its
 * opacity. Halls and booths are drawn over it afterwards.
 */
export async function paintFloorPlan(canvas: Canvas, plan: FloorPlanLayer, z: number, x: number, y: number) {
  const [left, top] = toTilePixel(plan.west, plan.north, z, x, y)
  const [right, bottom] = toTilePixel(plan.east, plan.south, z, x, y)
  const x0 = Math.max(0, Math.floor(left))
  const y0 = Math.max(0, Math.floor(top))
  const x1 = Math.min(canvas.width, Math.ceil(right))
  const y1 = Math.min(canvas.height, Math.ceil(bottom))
  if (x1 <= x0 || y1 <= y0) return
  const image = sharp(plan.image)
  const { width = 0, height = 0 } = await image.metadata()
  if (!width || !height) return
  // The image's pixels under the tile's window, at least one in each direction.
  const sx = (px: number) => ((px - left) / (right - left)) * width
  const sy = (py: number) => ((py - top) / (bottom - top)) * height
  const sLeft = Math.max(0, Math.min(width - 1, Math.floor(sx(x0))))
  const sTop = Math.max(0, Math.min(height - 1, Math.floor(sy(y0))))
  const sWidth = Math.max(1, Math.min(width - sLeft, Math.ceil(sx(x1)) - sLeft))
  const sHeight = Math.max(1, Math.min(height - sTop, Math.ceil(sy(y1)) - sTop))
  const { data } = await image
    .extract({ left: sLeft, top: sTop, width: sWidth, height: sHeight })
    .resize(x1 - x0, y1 - y0, { fit: 'fill', kernel: 'lanczos3' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
  const pixels = canvas.pixels
  const w = x1 - x0
  for (let row = 0; row < y1 - y0; row++)
    for (let col = 0; col < w; col++) {
      const from = (row * w + col) * 4
      const to = ((y0 + row) * canvas.width + x0 + col) * 4
      const a = ((data[from + 3] as number) / 255) * plan.opacity
      for (let c = 0; c < 3; c++)
        pixels[to + c] = Math.round((data[from + c] as number) * a + (pixels[to + c] as number) * (1 - a))
      pixels[to + 3] = Math.round(255 * (a + ((pixels[to + 3] as number) / 255) * (1 - a)))
    }
}
