import { isKiosk } from '@quo/branch-config'
import type { Item } from '@quo/contract'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useCurrentBranch } from '../data/currentBranch.js'
import { messages } from '../messages.js'
import { PinIcon, RouteIcon, ShareIcon } from './icons.js'
import { addressLine, citiesQuery, directionsHref } from './placeAddress.js'

const CONFIRMATION_MS = 4000

/** The place's own link, without the map's query (kiosk flags and the like are the sender's). */
const placeLink = () => new URL(window.location.pathname, window.location.origin).toString()

type Shared = { kind: 'copied' } | { kind: 'failed'; link: string } | null

/**
 * Shares the place's link: the device's share sheet where there is one, else the clipboard
 * with a visible confirmation; where neither works the link shows to copy by hand.
 */
function useShare(title: string) {
  const [shared, setShared] = useState<Shared>(null)
  useEffect(() => {
    if (shared?.kind !== 'copied') return
    const timer = setTimeout(() => setShared(null), CONFIRMATION_MS)
    return () => clearTimeout(timer)
  }, [shared])
  const share = async () => {
    const link = placeLink()
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url: link })
        return
      } catch (error) {
        // The visitor closed the sheet; anything else falls back to copying.
        if (error instanceof DOMException && error.name === 'AbortError') return
      }
    }
    try {
      await navigator.clipboard.writeText(link)
      setShared({ kind: 'copied' })
    } catch {
      setShared({ kind: 'failed', link })
    }
  }
  return { shared, share }
}

const action =
  'inline-flex items-center gap-1.5 rounded-full border border-paper px-3 py-1.5 text-sm font-semibold text-primary hover:bg-paper'

/** Address, directions and sharing under the title; a kiosk offers neither link nor sharing. */
export function PlaceActions({ item }: { item: Item }) {
  const branch = useCurrentBranch()?.branch
  const kiosk = isKiosk(branch, new URLSearchParams(window.location.search))
  const address = item.addresses[0]
  const cities = useQuery(citiesQuery(address?.countryId ?? null))
  const city = cities.data?.find((c) => c.id === address?.cityId)
  const line = address ? addressLine(address, city) : undefined
  const { shared, share } = useShare(item.title)
  return (
    <div className="mb-3">
      {line ? (
        <address className="mb-2 flex items-start gap-1.5 text-sm not-italic">
          <span className="mt-0.5 text-muted">
            <PinIcon />
          </span>
          <span>
            <span className="sr-only">{messages.place.address}</span>
            {line}
          </span>
        </address>
      ) : null}
      {kiosk ? null : (
        <div className="flex flex-wrap items-center gap-2">
          <a href={directionsHref(item)} target="_blank" rel="noopener" className={action}>
            <RouteIcon />
            {messages.place.directions}
          </a>
          <button type="button" onClick={() => void share()} className={action}>
            <ShareIcon />
            {messages.place.share}
          </button>
          <span role="status" className="text-sm text-green-800">
            {shared?.kind === 'copied' ? messages.place.linkCopied : null}
          </span>
        </div>
      )}
      {shared?.kind === 'failed' ? (
        <label className="mt-2 flex flex-col gap-1 text-sm">
          {messages.place.copyFailed}
          <input
            readOnly
            value={shared.link}
            onFocus={(e) => e.currentTarget.select()}
            className="rounded border border-paper px-2 py-1"
          />
        </label>
      ) : null}
    </div>
  )
}
