/** A place on the map's canvas, as far as stepping between places needs it. */
interface Point {
  nanoId: string
  x: number
  y: number
}

const DIRECTIONS: Record<string, readonly [number, number]> = {
  ArrowRight: [1, 0],
  ArrowLeft: [-1, 0],
  ArrowDown: [0, 1],
  ArrowUp: [0, -1],
}

/**
 * The place a key moves the keyboard focus to among the places on the map: an arrow goes to
 * the nearest place that way (straight ahead counts more than off to the side, as the eye
 * expects), Home and End to the first and last by priority. Null: the key does not move (no
 * place that way, or not a key of the map's places).
 * @example pinForKey(pins, 'abc', 'ArrowRight') // the nanoId of the nearest place to the right
 */
export function pinForKey(pins: readonly Point[], fromId: string | null, key: string): string | null {
  if (key === 'Home') return pins[0]?.nanoId ?? null
  if (key === 'End') return pins.at(-1)?.nanoId ?? null
  const direction = DIRECTIONS[key]
  const from = pins.find((p) => p.nanoId === fromId)
  if (!direction) return null
  if (!from) return pins[0]?.nanoId ?? null
  const [dx, dy] = direction
  let best: { id: string; cost: number } | null = null
  for (const p of pins) {
    const ahead = (p.x - from.x) * dx + (p.y - from.y) * dy
    if (p === from || ahead < 1) continue
    const aside = Math.abs((p.x - from.x) * dy + (p.y - from.y) * dx)
    const cost = ahead + 2 * aside
    if (!best || cost < best.cost) best = { id: p.nanoId, cost }
  }
  return best?.id ?? null
}
