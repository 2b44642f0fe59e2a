import { type ComponentType, lazy } from 'react'

/**
 * A route component loaded with its own chunk on first use. `preload` lets the router fetch the
 * chunk while it matches the route (and on link intent), so the card shows without a pending
 * state. A chunk that fails to load rejects like any import: Vite announces it as
 * `vite:preloadError` and the error page sees the error, where the reload guard of docs/product.md §8
 * (@quo/ui's chunkReload) decides; nothing here reloads on its own.
 * @example const PlaceCard = lazyComponent(() => import('../detail/PlaceCard.js'), 'PlaceCard')
 */
export function lazyComponent<P extends object, K extends string>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
) {
  const component = lazy(async () => ({ default: (await load())[name] }))
  return Object.assign(component, { preload: async () => void (await load()) })
}
