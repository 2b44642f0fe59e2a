import type { MediaAsset } from '@quo/contract'
import { ResponsivePicture } from '@quo/ui'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { ModalPanel } from '../../forms/ModalPanel.js'
import { api } from '../../session.js'
import { MediaSearchField } from './MediaSearchField.js'
import { MEDIA_KEY } from './mediaKey.js'
import { mediaMessages } from './messages.js'

const t = mediaMessages.picker

/**
 * A modal dialog to pick an image of the library: search, a grid of thumbnails, one click
 * picks. The place editor links the picked image as the medium type chosen beside it.
 */
export function MediaPicker({
  onPick,
  onClose,
}: {
  onPick: (asset: MediaAsset) => void
  onClose: () => void
}) {
  const [q, setQ] = useState('')
  const media = useQuery({
    queryKey: [...MEDIA_KEY, 'picker', q],
    queryFn: () => api.media({ pageSize: 48, ...(q ? { q } : {}) }),
    placeholderData: keepPreviousData,
  })
  return (
    <ModalPanel title={t.heading} closeLabel={t.cancel} onClose={onClose} width="44rem">
      <div className="p-5 pt-3">
        <MediaSearchField onSettled={setQ} />
        {media.isError && <p className="mt-3 text-sm text-error">{mediaMessages.list.failed}</p>}
        {media.data && media.data.assets.length === 0 && (
          <p className="mt-3 text-sm text-muted">{mediaMessages.list.empty}</p>
        )}
        <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
          {media.data?.assets.map((asset) => (
            <li key={asset.id}>
              <button
                type="button"
                aria-label={t.choose(asset.title)}
                onClick={() => onPick(asset)}
                className="flex w-full flex-col overflow-hidden rounded-xl bg-paper text-left ring-primary hover:ring-2 focus-visible:ring-2 focus-visible:outline-none"
              >
                <ResponsivePicture
                  renditions={asset.variants.filter((v) => v.name === 'thumb')}
                  alt={asset.alt}
                  sizes="10rem"
                  className="aspect-[4/3] w-full object-cover"
                />
                <span className="truncate p-1.5 text-xs font-medium">{asset.title}</span>
              </button>
            </li>
          ))}
        </ul>
      </div>
    </ModalPanel>
  )
}
