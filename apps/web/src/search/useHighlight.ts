import { useEffect, useRef } from 'react'
import { engineAtom } from '../state/atoms.js'
import { useAtomValue } from '../state/store.js'

/**
 * The map dims every pin but these and fits them (docs/product.md §4), `delayMs` after they last changed
 * (search results: not on every letter); null leaves the pins as they are. The same set again
 * (another letter, the same places) costs the map nothing. Unmounting clears it.
 */
export function useHighlight(nanoIds: readonly string[] | null, delayMs = 0): void {
  const engine = useAtomValue(engineAtom)
  const shown = useRef<string | null>(null)
  useEffect(() => {
    if (!engine || !nanoIds) return
    const key = nanoIds.join(',')
    if (key === shown.current) return
    const timer = setTimeout(() => {
      shown.current = key
      engine.highlight(nanoIds)
    }, delayMs)
    return () => clearTimeout(timer)
  }, [engine, nanoIds, delayMs])
  useEffect(
    () => () => {
      shown.current = null
      engine?.highlight(null)
    },
    [engine],
  )
}
