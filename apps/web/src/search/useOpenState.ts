import type { OpeningState } from '@quo/contract'
import { useEffect, useState } from 'react'
import { openStateOf } from './searchClient.js'

/**
 * Whether a place is open now (see openStateOf), asked for once `enabled`; null while unknown,
 * before, and for a place without hours.
 */
export function useOpenState(nanoId: string, enabled: boolean): OpeningState | null {
  const [state, setState] = useState<OpeningState | null>(null)
  useEffect(() => {
    if (!enabled) return
    let live = true
    void openStateOf(nanoId).then((s) => live && setState(s))
    return () => {
      live = false
    }
  }, [nanoId, enabled])
  return state
}
