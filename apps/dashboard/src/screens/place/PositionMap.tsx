import { MapEngine, type MapMarker } from '@quo/map-engine'
import { setWorkerUrl } from 'maplibre-gl'
import 'maplibre-gl/dist/maplibre-gl.css'
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url'
import { useEffect, useRef, useState } from 'react'
import { placeMessages as t } from './messages.js'
import { labelPin, pinElement } from './positionPin.js'

setWorkerUrl(workerUrl)

const PIN_COLOR = '#7B48FF'
const EDIT_ZOOM = 16

export interface PositionMapProps {
  lon: number
  lat: number
  onMove: (at: { lon: number; lat: number }) => void
  /** The map whose streets and buildings are drawn (the API's self-hosted style). */
  branchShortId: number | undefined
}

/**
 * The place's position on the self-hosted basemap with a pin to drag (or move with the arrow
 * keys). The map follows the coordinates typed in the form; the pin reports where it is put,
 * and a live region says so for screen readers.
 */
export default function PositionMap({ lon, lat, onMove, branchShortId }: PositionMapProps) {
  const container = useRef<HTMLDivElement>(null)
  const engine = useRef<MapEngine | null>(null)
  const pin = useRef<MapMarker | null>(null)
  const pinButton = useRef<HTMLButtonElement | null>(null)
  const moved = useRef(onMove)
  moved.current = onMove
  /** Where the pin was last put by hand: the map does not jump after its own pin. */
  const placed = useRef<[number, number] | null>(null)
  const [failed, setFailed] = useState(false)
  /** The pin's last move, read out politely (typing in the fields is not echoed). */
  const [announcement, setAnnouncement] = useState('')

  // biome-ignore lint/correctness/useExhaustiveDependencies: one map per editor; moves go through the effect below
  useEffect(() => {
    if (!container.current) return
    const created = new MapEngine({
      container: container.current,
      style: new URL(
        branchShortId === undefined ? '/api/basemap/style.json' : `/api/basemap/style/${branchShortId}.json`,
        window.location.origin,
      ).toString(),
      center: [lon, lat],
      zoom: EDIT_ZOOM,
      mapOptions: { fadeDuration: 0 },
    })
    engine.current = created
    const element = pinElement(PIN_COLOR)
    pinButton.current = element
    pin.current = created.addMarker(element, [lon, lat], {
      draggable: true,
      anchor: 'bottom',
      onMove: ([x, y]) => {
        const at = { lon: round(x), lat: round(y) }
        placed.current = [at.lon, at.lat]
        labelPin(element, at)
        setAnnouncement(t.pinMoved(at))
        moved.current(at)
      },
    })
    const offError = created.on('styleerror', () => setFailed(true))
    return () => {
      offError()
      created.destroy()
      engine.current = null
      pin.current = null
      pinButton.current = null
    }
  }, [])

  useEffect(() => {
    if (!Number.isFinite(lon) || !Number.isFinite(lat) || Math.abs(lat) > 90 || Math.abs(lon) > 180) return
    if (pinButton.current) labelPin(pinButton.current, { lat, lon })
    if (placed.current?.[0] === lon && placed.current[1] === lat) return
    pin.current?.setPosition([lon, lat])
    engine.current?.jumpTo({ center: [lon, lat] })
  }, [lon, lat])

  return (
    <div className="relative isolate overflow-hidden rounded-xl border border-line">
      <div ref={container} role="application" aria-label={t.map} className="h-72 w-full lg:h-96" />
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {failed && (
        <p role="alert" className="absolute inset-x-0 bottom-0 bg-white/90 p-2 text-sm text-error">
          {t.mapFailed}
        </p>
      )}
    </div>
  )
}

/** Seven decimals: about a centimetre, more than any pin can be placed. */
function round(value: number): number {
  return Math.round(value * 1e7) / 1e7
}
