import type { BasemapItem } from '@quo/contract'
import { useEffect } from 'react'
import { useCategoryNames } from '../data/useCategoryNames.js'
import { messages } from '../messages.js'
import { selectionAtom } from '../state/atoms.js'
import { useSetAtom } from '../state/store.js'
import { PLACE_CARD_CLASS, PlaceHeading } from './PlaceHeading.js'

/** Why the card has only what the map knows: offline, on its way, or its read failed. */
export type PinCardState = 'offline' | 'loading' | 'failed'

/**
 * A place whose details are not loaded (yet): what the map itself knows of it — its name, its
 * category, its pin — and why the rest is missing. It stands from the tap until the details come,
 * also while the network returns, so the card never blinks away; the full card takes its place.
 */
export function PinPlaceCard({
  pin,
  state,
  onClose,
  onRetry,
}: {
  pin: BasemapItem
  state: PinCardState
  onClose: () => void
  onRetry: () => void
}) {
  const setSelection = useSetAtom(selectionAtom)
  const categoryName = useCategoryNames().get(pin.categoryId ?? -1)

  useEffect(() => {
    setSelection({ kind: 'item', nanoId: pin.nanoId, lon: pin.lon, lat: pin.lat, exhibition: false })
    return () => setSelection(null)
  }, [pin, setSelection])

  return (
    <article className={PLACE_CARD_CLASS} aria-labelledby="place-title" aria-busy={state === 'loading'}>
      <PlaceHeading title={pin.title} subtitle={categoryName} onClose={onClose} />
      {state === 'offline' ? (
        <p role="note" className="mx-4 mb-4 rounded-lg bg-paper p-2 text-sm">
          {messages.place.offlineDetails}
        </p>
      ) : state === 'failed' ? (
        <div role="alert" className="mx-4 mb-4 flex flex-wrap items-center gap-2 text-sm">
          <p>{messages.loadFailed}</p>
          <button type="button" className="rounded-full bg-paper px-3 py-1 font-semibold" onClick={onRetry}>
            {messages.place.retry}
          </button>
        </div>
      ) : (
        <p className="mx-4 mb-4 text-sm text-muted">{messages.place.detailsLoading}</p>
      )}
    </article>
  )
}
