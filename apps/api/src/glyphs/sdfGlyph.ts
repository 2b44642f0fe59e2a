import type opentype from 'opentype.js'

/** Glyphs are drawn at 24 px with a 3 px border, as MapLibre expects of glyph PBFs. */
const GLYPH_SIZE = 24
export const GLYPH_BUFFER = 3
/** Distance (px) over which the field runs from inside to outside, and where the edge sits in it. */
const RADIUS = 8
const CUTOFF = 0.25
/**
 * MapLibre's shaping assumes a baseline calibrated on fonts with an ascender of about 25 px at
 * 24 px, so `top` is measured from there (as current glyph tools do).
 */
const BASELINE_ASCENDER = 25
/** Straight pieces per quadratic or cubic curve; plenty at 24 px. */
const CURVE_STEPS = 8

/** One glyph of a glyph PBF: a signed distance field and its metrics in pixels. */
export interface SdfGlyph {
  id: number
  /** (width + 6) × (height + 6) bytes, rows top to bottom; absent for empty glyphs (space). */
  bitmap: Uint8Array | undefined
  width: number
  height: number
  left: number
  top: number
  advance: number
}

/** Outline segments x1, y1, x2, y2 in pixels with y pointing up. */
type Segments = number[]

function outline(path: opentype.Path): Segments {
  const segments: Segments = []
  let startX = 0
  let startY = 0
  let x = 0
  let y = 0
  const lineTo = (nx: number, ny: number) => {
    if (nx !== x || ny !== y) segments.push(x, y, nx, ny)
    x = nx
    y = ny
  }
  for (const c of path.commands) {
    if (c.type === 'M') {
      lineTo(startX, startY)
      x = startX = c.x
      y = startY = -c.y
    } else if (c.type === 'L') lineTo(c.x, -c.y)
    else if (c.type === 'Q') {
      const [x0, y0] = [x, y]
      for (let i = 1; i <= CURVE_STEPS; i++) {
        const t = i / CURVE_STEPS
        const u = 1 - t
        lineTo(u * u * x0 + 2 * u * t * c.x1 + t * t * c.x, u * u * y0 - 2 * u * t * c.y1 - t * t * c.y)
      }
    } else if (c.type === 'C') {
      const [x0, y0] = [x, y]
      for (let i = 1; i <= CURVE_STEPS; i++) {
        const t = i / CURVE_STEPS
        const u = 1 - t
        const [a, b, d, e] = [u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t]
        lineTo(a * x0 + b * c.x1 + d * c.x2 + e * c.x, a * y0 - b * c.y1 - d * c.y2 - e * c.y)
      }
    } else lineTo(startX, startY)
  }
  lineTo(startX, startY)
  return segments
}

/** Squared distance from a point to segment `i` of `s`. */
function squaredDistance(px: number, py: number, s: Segments, i: number): number {
  const x1 = s[i] as number
  const y1 = s[i + 1] as number
  const dx = (s[i + 2] as number) - x1
  const dy = (s[i + 3] as number) - y1
  const t = Math.max(0, Math.min(1, ((px - x1) * dx + (py - y1) * dy) / (dx * dx + dy * dy)))
  const ex = px - x1 - t * dx
  const ey = py - y1 - t * dy
  return ex * ex + ey * ey
}

/**
 * The signed distance field of one character: exact distances from each pixel centre to the
 * flattened outline, negative inside (non-zero winding, as TrueType fills), mapped to bytes so
 * that the edge lands at 192 — the encoding MapLibre's text shader reads.
 */
export function renderSdfGlyph(font: opentype.Font, codePoint: number): SdfGlyph | null {
  const index = font.charToGlyphIndex(String.fromCodePoint(codePoint))
  if (!index) return null
  const glyph = font.glyphs.get(index)
  const advance = Math.round(((glyph.advanceWidth ?? 0) * GLYPH_SIZE) / font.unitsPerEm)
  const segments = outline(glyph.getPath(0, 0, GLYPH_SIZE))
  let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity]
  for (let i = 0; i < segments.length; i += 2) {
    minX = Math.min(minX, segments[i] as number)
    maxX = Math.max(maxX, segments[i] as number)
    minY = Math.min(minY, segments[i + 1] as number)
    maxY = Math.max(maxY, segments[i + 1] as number)
  }
  const [left, bottom, right, top] = [minX, minY, maxX, maxY].map(Math.round) as [
    number,
    number,
    number,
    number,
  ]
  const width = right - left
  const height = top - bottom
  if (!(width > 0 && height > 0)) {
    return {
      id: codePoint,
      bitmap: undefined,
      width: 0,
      height: 0,
      left: 0,
      top: -BASELINE_ASCENDER,
      advance,
    }
  }

  const w = width + 2 * GLYPH_BUFFER
  const h = height + 2 * GLYPH_BUFFER
  const bitmap = new Uint8Array(w * h)
  const near: number[] = []
  for (let row = 0; row < h; row++) {
    const py = top + GLYPH_BUFFER - row - 0.5
    // Segments within reach of this row, and where the row crosses the outline (for winding).
    near.length = 0
    const crossings: [number, number][] = []
    for (let i = 0; i < segments.length; i += 4) {
      const y1 = segments[i + 1] as number
      const y2 = segments[i + 3] as number
      if (Math.min(y1, y2) - RADIUS <= py && py <= Math.max(y1, y2) + RADIUS) near.push(i)
      if (y1 <= py !== y2 <= py) {
        const x1 = segments[i] as number
        const x2 = segments[i + 2] as number
        crossings.push([x1 + ((py - y1) / (y2 - y1)) * (x2 - x1), y2 > y1 ? 1 : -1])
      }
    }
    for (let col = 0; col < w; col++) {
      const px = left - GLYPH_BUFFER + col + 0.5
      let best = RADIUS * RADIUS
      for (const i of near) {
        // Segments farther away horizontally than the best distance so far cannot be nearer.
        const reach = Math.sqrt(best)
        const x1 = segments[i] as number
        const x2 = segments[i + 2] as number
        if (px < Math.min(x1, x2) - reach || px > Math.max(x1, x2) + reach) continue
        best = Math.min(best, squaredDistance(px, py, segments, i))
      }
      const d = Math.sqrt(best)
      let winding = 0
      for (const [x, dir] of crossings) if (x > px) winding += dir
      const signed = winding === 0 ? d : -d
      const n = Math.max(0, Math.min(255, Math.floor(signed * (256 / RADIUS) + CUTOFF * 256)))
      bitmap[row * w + col] = 255 - n
    }
  }
  return { id: codePoint, bitmap, width, height, left, top: top - BASELINE_ASCENDER, advance }
}
