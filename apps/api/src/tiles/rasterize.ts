/** Web-Mercator pixel of a lon/lat in a world `worldSize` pixels wide (latitudes past ±85.0511° clamp). */
export function mercatorPixel(lon: number, lat: number, worldSize: number): [number, number] {
  const sin = Math.sin((Math.max(-85.0511, Math.min(85.0511, lat)) * Math.PI) / 180)
  return [
    ((lon + 180) / 360) * worldSize,
    (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * worldSize,
  ]
}

/** Web-Mercator pixel of a lon/lat inside tile z/x/y (256 px tiles). */
export function toTilePixel(lon: number, lat: number, z: number, x: number, y: number): [number, number] {
  const [px, py] = mercatorPixel(lon, lat, 256 * 2 ** z)
  return [px - x * 256, py - y * 256]
}

export type Rgba = readonly [number, number, number, number]

/**
 * Fills polygon rings (even-odd rule) into an RGBA canvas by scanlines and draws their
 * outlines, blending over what is there.
 */
export class Canvas {
  readonly pixels: Uint8Array

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.pixels = new Uint8Array(width * height * 4)
  }

  fillPolygon(rings: readonly (readonly [number, number])[][], fill: Rgba): void {
    for (let row = 0; row < this.height; row++) {
      const yc = row + 0.5
      const xs: number[] = []
      for (const ring of rings) {
        for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
          const [xi, yi] = ring[i] as [number, number]
          const [xj, yj] = ring[j] as [number, number]
          if (yi > yc !== yj > yc) xs.push(xi + ((yc - yi) / (yj - yi)) * (xj - xi))
        }
      }
      xs.sort((a, b) => a - b)
      for (let k = 0; k + 1 < xs.length; k += 2) {
        const from = Math.max(0, Math.ceil((xs[k] as number) - 0.5))
        const to = Math.min(this.width - 1, Math.floor((xs[k + 1] as number) - 0.5))
        for (let col = from; col <= to; col++) this.blend(col, row, fill)
      }
    }
  }

  strokePolygon(rings: readonly (readonly [number, number])[][], color: Rgba): void {
    for (const ring of rings) {
      for (let i = 1; i < ring.length; i++)
        this.line(ring[i - 1] as [number, number], ring[i] as [number, number], color)
    }
  }

  private line([x0, y0]: readonly [number, number], [x1, y1]: readonly [number, number], color: Rgba): void {
    const steps = Math.ceil(Math.max(Math.abs(x1 - x0), Math.abs(y1 - y0)))
    if (steps > 4096) return
    for (let s = 0; s <= steps; s++) {
      const t = steps === 0 ? 0 : s / steps
      this.blend(Math.round(x0 + (x1 - x0) * t), Math.round(y0 + (y1 - y0) * t), color)
    }
  }

  private blend(col: number, row: number, [r, g, b, a]: Rgba): void {
    if (col < 0 || row < 0 || col >= this.width || row >= this.height) return
    const i = (row * this.width + col) * 4
    const alpha = a / 255
    const p = this.pixels
    const under = (p[i + 3] as number) / 255
    const out = alpha + under * (1 - alpha)
    if (out === 0) return
    p[i] = Math.round((r * alpha + (p[i] as number) * under * (1 - alpha)) / out)
    p[i + 1] = Math.round((g * alpha + (p[i + 1] as number) * under * (1 - alpha)) / out)
    p[i + 2] = Math.round((b * alpha + (p[i + 2] as number) * under * (1 - alpha)) / out)
    p[i + 3] = Math.round(out * 255)
  }
}
