/**
 * One of Vaduz's demo places (the `index`th of its public pins): its ids and stored title. Tests
 * that change a place take an index of their own, so files running side by side do not meet.
 */
export async function vaduzPlace(
  origin: string,
  index: number,
): Promise<{ id: number; nanoId: string; title: string }> {
  const { branches } = (await (await fetch(`${origin}/api/branches/`)).json()) as {
    branches: { tagKey: string; shortId: number }[]
  }
  const vaduz = branches.find((b) => b.tagKey === 'vaduz')
  const pins = (await (
    await fetch(`${origin}/api/items/basemap/branchshortid/${vaduz?.shortId}`)
  ).json()) as {
    items: [string][]
  }
  const nanoId = pins.items[index]?.[0]
  const place = (await (await fetch(`${origin}/api/items/nanoid/${nanoId}`)).json()) as {
    id: number
    title: string
  }
  return { id: place.id, nanoId: nanoId ?? '', title: place.title }
}
