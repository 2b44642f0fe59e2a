import type { BasemapItem } from '@quo/contract'
import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { categoriesQuery } from '../data/queries.js'
import { messages } from '../messages.js'
import { selectionAtom } from '../state/atoms.js'
import { useSetAtom } from '../state/store.js'
import { PLACE_CARD_CLASS, PlaceHeading } from './PlaceHeading.js'

/**
 * A place whose details were never loaded, opened while the device is offline: what the map
 * itself knows of it — its name, its category, its pin — and when the rest will come. The card's
 * query asks again once the network is back, and the full card takes this one's place.
 */
export function OfflinePlaceCard({ pin, onClose }: { pin: BasemapItem; onClose: () => void }) {
  const setSelection = useSetAtom(selectionAtom)
  const categories = useQuery(categoriesQuery)
  const category = categories.data?.find((c) => c.id === pin.categoryId)
  const categoryName =
    category?.translations.find((t) => t.language === 'de')?.subCategoryName ?? category?.subCategory

  useEffect(() => {
    setSelection({ kind: 'item', nanoId: pin.nanoId, lon: pin.lon, lat: pin.lat, exhibition: false })
    return () => setSelection(null)
  }, [pin, setSelection])

  return (
    <article className={PLACE_CARD_CLASS} aria-labelledby="place-title">
      <PlaceHeading title={pin.title} subtitle={categoryName} onClose={onClose} />
      <p role="note" className="mx-4 mb-4 rounded-lg bg-paper p-2 text-sm">
        {messages.place.offlineDetails}
      </p>
    </article>
  )
}
