import type { MapEngine, MapMarker } from '@quo/map-engine'
import { IconButton } from '@quo/ui'
import { useEffect, useRef, useState } from 'react'
import { messages } from '../messages.js'
import { engineAtom, visitorPositionAtom } from '../state/atoms.js'
import { useAtomValue, useSetAtom } from '../state/store.js'

type State = { kind: 'idle' } | { kind: 'locating' } | { kind: 'shown' } | { kind: 'failed'; message: string }

const FAILURE: Record<number, string> = messages.locateFailed

/**
 * What the visitor reads when the position is not known. A phone finds itself by satellite also
 * offline; a device that asks a network location service cannot, and says why.
 */
function failureMessage(error: GeolocationPositionError): string {
  if (error.code !== error.PERMISSION_DENIED && !navigator.onLine) return messages.locateFailed.offline
  return FAILURE[error.code] ?? messages.locateFailed[2]
}

/** "Mein Standort" (docs/product.md §2): centres the map on the visitor and marks the spot. */
export function LocateButton() {
  const engine = useAtomValue(engineAtom)
  const [state, setState] = useState<State>({ kind: 'idle' })
  const setPosition = useSetAtom(visitorPositionAtom)
  /** The dot of the visitor's position, on the engine it was added to. */
  const marker = useRef<{ engine: MapEngine; dot: MapMarker } | null>(null)

  useEffect(
    () => () => {
      marker.current?.dot.remove()
    },
    [],
  )

  const locate = () => {
    if (!engine) return
    if (!('geolocation' in navigator)) {
      setState({ kind: 'failed', message: messages.locateFailed.unsupported })
      return
    }
    setState({ kind: 'locating' })
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        const at: [number, number] = [coords.longitude, coords.latitude]
        // Search results show how far each place is from here.
        setPosition({ lon: coords.longitude, lat: coords.latitude })
        if (marker.current?.engine === engine) marker.current.dot.setPosition(at)
        else {
          // A new engine (another branch's map) gets its own dot.
          marker.current?.dot.remove()
          const dot = document.createElement('div')
          dot.className =
            'size-4 rounded-full border-2 border-white bg-primary shadow-[0_0_0_6px_rgb(123_72_255/0.25)]'
          dot.setAttribute('role', 'img')
          dot.setAttribute('aria-label', messages.visitorPosition)
          marker.current = { engine, dot: engine.addMarker(dot, at) }
        }
        engine.flyTo({ center: at, zoom: Math.max(engine.getZoom(), 15) })
        setState({ kind: 'shown' })
      },
      (error) => setState({ kind: 'failed', message: failureMessage(error) }),
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    )
  }

  return (
    <div className="flex flex-col items-end gap-2">
      <IconButton
        label={messages.locate}
        onClick={locate}
        active={state.kind === 'shown'}
        disabled={!engine || state.kind === 'locating'}
      >
        <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
          <circle cx="12" cy="12" r="4" />
          <path d="M12 2v3M12 19v3M2 12h3M19 12h3" />
        </svg>
      </IconButton>
      {state.kind === 'failed' ? (
        <p role="alert" className="max-w-60 rounded-xl bg-white p-2 text-sm shadow">
          {state.message}
        </p>
      ) : null}
    </div>
  )
}
