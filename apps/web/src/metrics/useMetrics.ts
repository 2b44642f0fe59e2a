import { useRouterState } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { useCurrentBranch } from '../data/currentBranch.js'
import { track, trackAppStart } from './metrics.js'

/** app_start once the branch is known, then a page_view per route (docs/product.md §7). */
export function useMetrics(kiosk: boolean): void {
  const current = useCurrentBranch()
  const path = useRouterState({ select: (s) => s.location.pathname })
  const started = useRef(false)
  useEffect(() => {
    if (!current || started.current) return
    started.current = true
    trackAppStart(current.branch?.shortId ?? null)
    if (kiosk) track({ metric_key: 'app_iskiosk', branch_short_id: current.branch?.shortId ?? null })
  }, [current, kiosk])
  useEffect(() => {
    track({ metric_key: 'page_view', route_full_path: path.slice(0, 500) })
  }, [path])
}
