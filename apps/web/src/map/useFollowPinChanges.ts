import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { afterMapPins } from '../app/firstPins.js'
import { whenQuiet } from '../app/prefetch.js'

/**
 * A pause after the map's first pins before the page starts following changes: the open stream
 * then never competes with the first visit, and a page that only flashes by opens none.
 */
const QUIET_BEFORE_FOLLOWING_MS = 3000

/** Keeps the open map's pins as staff leave them: a save reaches it within a second or two. */
export function useFollowPinChanges(shortId: number | null): void {
  const client = useQueryClient()
  useEffect(() => {
    let ended = false
    let stop: (() => void) | undefined
    afterMapPins(() =>
      whenQuiet(() => {
        // Loaded only now: nothing of it is needed before the first pins.
        void import('../data/followPinChanges.js').then(({ followPinChanges }) => {
          if (!ended) stop = followPinChanges(client, shortId)
        })
      }, QUIET_BEFORE_FOLLOWING_MS),
    )
    return () => {
      ended = true
      stop?.()
    }
  }, [client, shortId])
}
