import { CARD_PREVIEW_READY, type Item } from '@quo/contract'
import { type MouseEvent, useEffect, useState } from 'react'
import { usePageTitle } from '../app/usePageTitle.js'
import { messages } from '../messages.js'
import { PlaceDetails } from './PlaceDetails.js'
import { previewedItem } from './previewMessage.js'

/** A link in the preview leads nowhere: the card is not saved, and the frame is the editor's. */
function stayOnCard(event: MouseEvent) {
  if (event.target instanceof Element && event.target.closest('a[href]')) event.preventDefault()
}

/**
 * `CARD_PREVIEW_PATH`: the place's card as the dashboard's editor holds it, before saving, on the
 * map's own host, so it has the map's labels, details and look. Only a page that frames this one
 * may send it a place (the server lets only the product's own hosts frame it).
 */
export function CardPreview() {
  const [item, setItem] = useState<Item | null>(null)
  const framed = window.parent !== window
  usePageTitle(messages.place.preview.title)

  useEffect(() => {
    if (!framed) return
    const onMessage = (event: MessageEvent) => {
      const next = previewedItem(event, window.parent)
      if (next) setItem(next)
    }
    window.addEventListener('message', onMessage)
    // Says only that it listens: the editor answers with the place, to this page's origin.
    window.parent.postMessage({ type: CARD_PREVIEW_READY }, '*')
    return () => window.removeEventListener('message', onMessage)
  }, [framed])

  if (!item)
    return (
      <p className="p-4 text-sm text-muted" aria-busy={framed}>
        {framed ? messages.place.preview.waiting : messages.place.preview.notFramed}
      </p>
    )
  return (
    <div className="flex h-dvh flex-col bg-paper p-2" onClickCapture={stayOnCard}>
      <PlaceDetails item={item} />
    </div>
  )
}
