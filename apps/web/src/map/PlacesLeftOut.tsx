import { useEffect, useState } from 'react'
import { messages } from '../messages.js'
import { engineAtom } from '../state/atoms.js'
import { useAtomValue } from '../state/store.js'

/**
 * How many places in view the map leaves out at its zoom — a big map's overview draws the
 * most important and thins the rest, and a visitor would otherwise take the map for complete —
 * as a button that zooms in one step, towards where they appear. Read each time the map
 * stands still; nothing while every place is drawn.
 */
export function PlacesLeftOut() {
  const engine = useAtomValue(engineAtom)
  const [count, setCount] = useState(0)
  useEffect(() => {
    if (!engine) return
    const read = () => setCount(engine.placesLeftOut())
    read()
    return engine.on('idle', read)
  }, [engine])
  if (!engine || count === 0) return null
  return (
    <button
      type="button"
      data-testid="places-left-out"
      onClick={() => engine.flyTo({ zoom: Math.floor(engine.getZoom()) + 1 })}
      className="pointer-events-auto rounded-full bg-white/90 px-3 py-1 text-sm text-gray-800 shadow ring-1 ring-black/10 hover:bg-white focus-visible:outline-2 focus-visible:outline-primary"
    >
      {messages.placesLeftOut(count)}
    </button>
  )
}
