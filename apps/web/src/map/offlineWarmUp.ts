import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { afterMapPins } from '../app/firstPins.js'
import { whenOfflineReady } from '../app/offlineReady.js'
import { connectionOf, prefetchAllowed, whenIdle } from '../app/prefetch.js'
import { useCurrentBranch } from '../data/currentBranch.js'
import { useMapItems } from '../search/useSearchIndex.js'
import { engineAtom } from '../state/atoms.js'
import { useAtomValue } from '../state/store.js'
import { basemapStyles } from './basemapStyles.js'

/**
 * What a device fetches ahead to work offline, once per page, after its map drew its pins in
 * the start view, the service worker controls the page and the browser is idle: a kiosk its
 * whole start view and every card, any other device the floor plans of a map with levels.
 */
export function useOfflineWarmUp(kiosk: boolean): void {
  const engine = useAtomValue(engineAtom)
  const items = useMapItems()
  const branch = useCurrentBranch()?.branch
  const client = useQueryClient()
  const started = useRef(false)
  useEffect(() => {
    if (!engine || !items || !branch || started.current || !prefetchAllowed(connectionOf(navigator))) return
    if (!kiosk && branch.levels.length < 2) return
    started.current = true
    const seasons = branch.seasons.length ? branch.seasons : [undefined]
    const styleUrls = seasons.flatMap((season) =>
      basemapStyles(branch, season).flatMap((s) => (typeof s.style === 'string' ? [s.style] : [])),
    )
    const nanoIds = items.map((i) => i.nanoId)
    // The tasks' module (and the card's media module it needs) loads only now.
    const warmUp = async () => {
      const { warmKiosk, warmFloorPlans } = await import('./offlineWarmUpTasks.js')
      await (kiosk ? warmKiosk(engine, client, { styleUrls, nanoIds }) : warmFloorPlans(engine))
    }
    // On a device's very first visit the worker takes over only after the map has drawn: what
    // the warm-up fetches before would not be kept.
    afterMapPins(() => whenOfflineReady().then(() => whenIdle(() => void warmUp().catch(() => undefined))))
  }, [kiosk, engine, items, branch, client])
}
