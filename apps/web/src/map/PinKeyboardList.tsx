import type { MapEngine, PinInView } from '@quo/map-engine'
import { type KeyboardEvent, useEffect, useRef, useState } from 'react'
import { messages } from '../messages.js'
import { selectionAtom } from '../state/atoms.js'
import { useAtomValue } from '../state/store.js'
import { pinForKey } from './pinNavigation.js'
import { useFocusReturn } from './useFocusReturn.js'

const text = messages.pinList
const HINT_ID = 'quo-pin-list-hint'

const mapCanvas = () => document.querySelector<HTMLElement>('[data-quo-map] canvas')
const translate = (left: number, top: number) => `translate(${left}px, ${top}px)`

/** A place where the camera shows it now. */
function moved(engine: MapEngine, pin: PinInView): PinInView {
  const { x, y } = engine.project([pin.lon, pin.lat])
  const box = { ...pin.box, left: pin.box.left + x - pin.x, top: pin.box.top + y - pin.y }
  return { ...pin, x, y, box }
}

/**
 * The places the map draws, for the keyboard and screen readers, to whom the map's canvas is a
 * single picture: a list of buttons in priority order over the map, one tab stop (the list
 * keeps the focused place). Arrows step to the nearest place in their direction, Enter opens
 * the place as a click on its pin would. A focused place is drawn as its pin (even where it
 * had only room for a dot) with a ring round it and its title; unfocused, the buttons are
 * invisible and let every pointer through to the map.
 */
export function PinKeyboardList({ engine }: { engine: MapEngine | null }) {
  const [pins, setPins] = useState<PinInView[]>([])
  const [current, setCurrent] = useState<string | null>(null)
  const buttons = useRef(new Map<string, HTMLButtonElement>())
  const list = useRef<HTMLUListElement>(null)
  const shown = useRef(pins)
  shown.current = pins
  const selection = useAtomValue(selectionAtom)
  const selected = selection?.kind === 'item' ? selection.nanoId : null
  const lastPlace = useRef<string | null>(null)
  useEffect(() => {
    if (selected) lastPlace.current = selected
  }, [selected])

  useEffect(() => {
    if (!engine) return
    const read = () => {
      const next = engine.pinsInView()
      // The focused place stays while the map redraws it (selected, moving into view): its
      // button leaving would take the keyboard focus with it.
      const focused = shown.current.find((p) => buttons.current.get(p.nanoId) === document.activeElement)
      if (focused && !next.some((p) => p.nanoId === focused.nanoId)) next.push(moved(engine, focused))
      setPins(next)
    }
    read()
    const offIdle = engine.on('idle', read)
    // While the camera moves the focused place's ring follows its symbol; the list is read
    // again once the map stands still.
    const offMove = engine.on('move', () => {
      const pin = shown.current.find((p) => buttons.current.get(p.nanoId) === document.activeElement)
      const button = pin && buttons.current.get(pin.nanoId)
      if (!pin || !button) return
      const { box } = moved(engine, pin)
      button.style.transform = translate(box.left, box.top)
    })
    return () => {
      offIdle()
      offMove()
    }
  }, [engine])

  const tabStop = pins.some((p) => p.nanoId === current) ? current : (pins[0]?.nanoId ?? null)

  // Focus that leaves with its element: a place no longer drawn hands it to the list's place,
  // a closed card to the place it showed, anything else to the list's place or the map.
  useFocusReturn((lost) => {
    const inList = lost.closest('[data-quo-pin-list]') !== null || lost.hasAttribute('data-nano-id')
    const place = inList ? null : buttons.current.get(lastPlace.current ?? '')
    return place ?? (tabStop ? buttons.current.get(tabStop) : undefined) ?? mapCanvas()
  })

  const onKeyDown = (e: KeyboardEvent<HTMLUListElement>) => {
    if (e.key === 'Escape') {
      mapCanvas()?.focus()
      return
    }
    const next = pinForKey(pins, tabStop, e.key)
    if (!next) return
    e.preventDefault()
    setCurrent(next)
    buttons.current.get(next)?.focus()
  }

  return (
    <>
      <p id={HINT_ID} className="sr-only">
        {text.hint}
      </p>
      <ul
        ref={list}
        data-quo-pin-list
        aria-label={text.list}
        aria-describedby={HINT_ID}
        className="pointer-events-none absolute inset-0 m-0 list-none overflow-hidden p-0"
        onKeyDown={onKeyDown}
        onFocus={(e) => {
          const id = (e.target as HTMLElement).dataset.nanoId
          if (!id) return
          setCurrent(id)
          engine?.focusPin(id)
        }}
        onBlur={(e) => {
          // Focus going elsewhere on the page ends the mark; focus lost to a redraw keeps it.
          const next = e.relatedTarget as Node | null
          if (next && !list.current?.contains(next)) engine?.focusPin(null)
        }}
      >
        {pins.map((pin) => (
          <li key={pin.nanoId}>
            <button
              ref={(el) => {
                if (el) buttons.current.set(pin.nanoId, el)
                else buttons.current.delete(pin.nanoId)
              }}
              type="button"
              data-nano-id={pin.nanoId}
              tabIndex={pin.nanoId === tabStop ? 0 : -1}
              aria-current={pin.nanoId === selected ? 'true' : undefined}
              onClick={() => engine?.activatePin(pin.nanoId)}
              className={`group absolute top-0 left-0 block border-0 bg-transparent p-0 ${
                pin.form === 'selected' ? 'rounded-t-full rounded-b-[40%]' : 'rounded-full'
              }`}
              style={{
                transform: translate(pin.box.left, pin.box.top),
                width: pin.box.width,
                height: pin.box.height,
              }}
            >
              <span className="absolute top-full left-1/2 mt-2 max-w-64 -translate-x-1/2 truncate rounded-full bg-white px-3 py-1 text-sm font-semibold whitespace-nowrap text-ink opacity-0 shadow group-focus-visible:opacity-100">
                {pin.title}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </>
  )
}
