import { IconButton } from '@quo/ui'
import { messages } from '../messages.js'
import { engineAtom } from '../state/atoms.js'
import { useAtomValue } from '../state/store.js'

const STEPS = [
  { delta: 1, label: messages.zoomIn, icon: 'M12 5v14M5 12h14' },
  { delta: -1, label: messages.zoomOut, icon: 'M5 12h14' },
] as const

/**
 * Zoom in and out (docs/decisions/0007-self-hosted-basemap-and-osm-geography.md), in the column of
 * the map's other buttons: MapLibre's own control sits in a corner, where the cards and the
 * attribution already are.
 */
export function ZoomButtons() {
  const engine = useAtomValue(engineAtom)
  return (
    <div className="flex flex-col gap-2">
      {STEPS.map(({ delta, label, icon }) => (
        <IconButton
          key={delta}
          label={label}
          disabled={!engine}
          onClick={() => engine?.flyTo({ zoom: Math.round(engine.getZoom()) + delta })}
        >
          <svg
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
            strokeLinecap="round"
            aria-hidden="true"
          >
            <path d={icon} />
          </svg>
        </IconButton>
      ))}
    </div>
  )
}
