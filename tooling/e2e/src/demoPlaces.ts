/** A map's public pins as the map loads them: `[nanoId, title, …]` rows. */
export async function branchPins(origin: string, tagKey: string): Promise<[string, string][]> {
  const { branches } = (await (await fetch(`${origin}/api/branches/`)).json()) as {
    branches: { tagKey: string; shortId: number }[]
  }
  const branch = branches.find((b) => b.tagKey === tagKey)
  if (!branch) throw new Error(`the demo has no map ${tagKey}`)
  const pins = (await (
    await fetch(`${origin}/api/items/basemap/branchshortid/${branch.shortId}`)
  ).json()) as {
    items: [string, string][]
  }
  return pins.items
}

/** Vaduz's public pins as the map loads them: `[nanoId, title, …]` rows. */
export const vaduzPins = (origin: string) => branchPins(origin, 'vaduz')

/**
 * One of Vaduz's demo places (the `index`th of its public pins): its ids and stored title. Tests
 * that change a place take an index of their own, so files running side by side do not meet.
 */
export async function vaduzPlace(
  origin: string,
  index: number,
): Promise<{ id: number; nanoId: string; title: string }> {
  const nanoId = (await vaduzPins(origin))[index]?.[0]
  const place = (await (await fetch(`${origin}/api/items/nanoid/${nanoId}`)).json()) as {
    id: number
    title: string
  }
  return { id: place.id, nanoId: nanoId ?? '', title: place.title }
}
