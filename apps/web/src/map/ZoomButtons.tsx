import { IconButton } from '@quo/ui'
import { useAtomValue } from 'jotai'
import { messages } from '../messages.js'
import { engineAtom } from '../state/atoms.js'

/**
 * Zoom in and out (issue 16), in the column of the map's other buttons: MapLibre's own control
 * sits in a corner, where the cards and the attribution already are.
 */
export function ZoomButtons() {
  const engine = useAtomValue(engineAtom)
  const zoomBy = (delta: number) => {
    if (engine) engine.flyTo({ zoom: Math.round(engine.getZoom()) + delta })
  }
  return (
    <div className="flex flex-col gap-2">
      <IconButton label={messages.zoomIn} onClick={() => zoomBy(1)} disabled={!engine}>
        <svg
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinecap="round"
          aria-hidden="true"
        >
          <path d="M12 5v14M5 12h14" />
        </svg>
      </IconButton>
      <IconButton label={messages.zoomOut} onClick={() => zoomBy(-1)} disabled={!engine}>
        <svg
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinecap="round"
          aria-hidden="true"
        >
          <path d="M5 12h14" />
        </svg>
      </IconButton>
    </div>
  )
}
