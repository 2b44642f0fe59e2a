const NANO_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'

/**
 * Seeded PRNG (mulberry32): the demo must come out byte-identical on every machine, so
 * nothing in the seed may touch Math.random or crypto.
 */
export class Random {
  private state: number

  constructor(seed: number) {
    this.state = seed >>> 0
  }

  /** Uniform in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0
    let t = this.state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }

  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1))
  }

  chance(p: number): boolean {
    return this.next() < p
  }

  pick<T>(list: readonly T[]): T {
    if (list.length === 0) throw new Error('pick from empty list')
    return list[Math.floor(this.next() * list.length)] as T
  }

  /** `count` distinct elements in random order. */
  sample<T>(list: readonly T[], count: number): T[] {
    const copy = [...list]
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1))
      ;[copy[i], copy[j]] = [copy[j] as T, copy[i] as T]
    }
    return copy.slice(0, Math.min(count, copy.length))
  }

  nanoId(length = 12): string {
    let id = ''
    for (let i = 0; i < length; i++) id += NANO_ALPHABET[Math.floor(this.next() * NANO_ALPHABET.length)]
    return id
  }

  /** A point uniformly inside a circle of `radiusMeters` around lon/lat. */
  pointNear(lon: number, lat: number, radiusMeters: number): [number, number] {
    const r = radiusMeters * Math.sqrt(this.next())
    const a = this.next() * 2 * Math.PI
    return offset(lon, lat, r * Math.cos(a), r * Math.sin(a))
  }
}

/** Moves a WGS84 point by metres east and north (good enough at village scale). */
export function offset(lon: number, lat: number, east: number, north: number): [number, number] {
  const dLat = north / 111_320
  const dLon = east / (111_320 * Math.cos((lat * Math.PI) / 180))
  return [round6(lon + dLon), round6(lat + dLat)]
}

export function round6(v: number): number {
  return Math.round(v * 1e6) / 1e6
}
