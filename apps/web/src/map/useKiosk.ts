import { createKioskActivity } from '@quo/branch-config'
import type { Branch } from '@quo/contract'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { applySiteUpdate } from '../app/siteUpdate.js'
import { basemapQuery } from '../data/queries.js'
import { onMetric } from '../metrics/metrics.js'
import { engineAtom, searchTextAtom } from '../state/atoms.js'
import { useAtomValue, useSetAtom } from '../state/store.js'
import { startView } from './useBranchView.js'

/**
 * Query parameters that put the map in a mode (docs/product.md §4): kiosk, its idle time, the season of
 * branch 21, and ignoring a frame. Every in-app navigation keeps them, so a kiosk stays a kiosk
 * after a result is opened and the page reloads.
 */
export const MODE_PARAMS = ['iskiosk', 'idle', 'season', 'ignoreiframe']

/** Idle time after which a kiosk returns to its start view; `?idle=<seconds>` overrides it. */
const DEFAULT_IDLE_MS = 120_000
/** How often a kiosk reads its pins again; the answer is a 304 while nothing changed. */
const KIOSK_REFRESH_MS = 60_000

/**
 * Kiosk idle timing (docs/product.md §4): map moves (after the first three; every move on branch 21) and
 * metrics other than the app's own mark activity; when idle, the kiosk clears the search, goes
 * back to the start view and shows the screen saver if the branch has one — or, when a new
 * release of the site waits, reloads into it.
 */
export function useKiosk(
  branch: Branch | undefined,
  kiosk: boolean,
): { screenSaver: boolean; wake: () => void } {
  const engine = useAtomValue(engineAtom)
  const setSearch = useSetAtom(searchTextAtom)
  const navigate = useNavigate()
  const [screenSaver, setScreenSaver] = useState(false)
  // A kiosk runs for days without a reload: what staff change reaches it within a minute, also
  // once its network returns after a time offline.
  useQuery({ ...basemapQuery(branch?.shortId ?? null), refetchInterval: KIOSK_REFRESH_MS, enabled: kiosk })

  useEffect(() => {
    if (!kiosk || !engine) return
    const idleMs = Number(new URLSearchParams(location.search).get('idle')) * 1000 || DEFAULT_IDLE_MS
    const activity = createKioskActivity({ shortId: branch?.shortId ?? null })
    const offMove = engine.on('moveend', () => activity.onMapMove())
    const offMetric = onMetric((key) => activity.onMetric(key))
    let idle = false
    const timer = setInterval(() => {
      const isIdle = Date.now() - activity.lastEventTime > idleMs
      // Nobody is at the kiosk: the moment a waiting release may take over, also one that
      // arrives while the kiosk stands idle.
      if (isIdle && applySiteUpdate()) return
      if (isIdle && !idle) {
        setSearch('')
        engine.select(null)
        engine.highlight(null)
        const view = startView(branch)
        engine.jumpTo({
          center: [view.lon, view.lat],
          zoom: view.zoom,
          pitch: view.pitch,
          bearing: view.bearing,
        })
        void navigate({ to: '/map', search: (s) => s, replace: true })
        if (branch?.screenSaverEnabled) setScreenSaver(true)
      }
      idle = isIdle
    }, 1000)
    return () => {
      clearInterval(timer)
      offMove()
      offMetric()
    }
  }, [kiosk, engine, branch, navigate, setSearch])

  return { screenSaver, wake: () => setScreenSaver(false) }
}
