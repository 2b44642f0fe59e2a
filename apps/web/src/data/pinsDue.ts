/**
 * The maps whose pins the page reads now. A big map (`PIN_TILES_FROM` places on) draws its pins
 * from tiles, and its pins themselves — megabytes at 100,000 places, for search, cards and the
 * keyboard — are read only once the map has drawn (src/data/pinsPayload.ts): until then no
 * reader of them may start the read.
 */
const due = new Set<number | null>()

/** Whether the pins of the map `shortId` (null: the main site's) may be read. */
export const pinsDue = (shortId: number | null): boolean => due.has(shortId)

export function markPinsDue(shortId: number | null): void {
  due.add(shortId)
}
