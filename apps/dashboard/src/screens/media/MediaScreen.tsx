import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { SELECT_CLASS } from '../../forms/controlStyles.js'
import { NamedOptions } from '../../forms/NamedOptions.js'
import { api } from '../../session.js'
import { ListResults } from '../ListResults.js'
import { ScreenHeading } from '../ScreenHeading.js'
import { AssetCard } from './AssetCard.js'
import { AssetDialog } from './AssetDialog.js'
import { MediaSearchField } from './MediaSearchField.js'
import { MediaUpload } from './MediaUpload.js'
import { mediaMessages as t } from './messages.js'

const PAGE_SIZE = 24

import { MEDIA_KEY } from './mediaKey.js'

type UsageFilter = keyof typeof t.usageFilters

/**
 * The media library (docs/decisions/0015-media-renditions.md): upload, search, how often each
 * image is used, and each image's title, description, sizes and places in a dialog.
 */
export function MediaScreen() {
  const [q, setQ] = useState('')
  const [usage, setUsage] = useState<UsageFilter>('all')
  const [page, setPage] = useState(1)
  const [openId, setOpenId] = useState<number | null>(null)
  const media = useQuery({
    queryKey: [...MEDIA_KEY, q, usage, page],
    queryFn: () =>
      api.media({
        page,
        pageSize: PAGE_SIZE,
        ...(q ? { q } : {}),
        ...(usage === 'all' ? {} : { unused: usage === 'unused' }),
      }),
    placeholderData: keepPreviousData,
  })
  // A new search starts at page 1.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on these changes only
  useEffect(() => setPage(1), [q, usage])
  const total = media.data?.total ?? 0
  const assets = media.data?.assets ?? []

  return (
    <div className="flex flex-col gap-6">
      <ScreenHeading title={t.heading} text={t.text} />
      <MediaUpload />
      <section aria-label={t.list.label} className="flex flex-col gap-4">
        <div className="flex flex-wrap items-end gap-4 rounded-2xl bg-white p-4 shadow-sm">
          <div className="flex min-w-[14rem] flex-1 flex-col gap-1.5 text-sm font-medium">
            <MediaSearchField onSettled={setQ} />
          </div>
          <label className="flex flex-col gap-1.5 text-sm font-medium">
            {t.usageFilter}
            <select
              className={SELECT_CLASS}
              value={usage}
              onChange={(e) => setUsage(e.target.value as UsageFilter)}
            >
              <NamedOptions values={['all', 'used', 'unused'] as const} names={t.usageFilters} />
            </select>
          </label>
        </div>
        <ListResults
          query={media}
          loaded={media.data !== undefined}
          total={t.total(total)}
          empty={assets.length === 0}
          text={t.list}
          page={page}
          pageCount={Math.max(1, Math.ceil(total / PAGE_SIZE))}
          onPage={setPage}
        >
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-6">
            {assets.map((asset) => (
              <li key={asset.id}>
                <AssetCard asset={asset} onOpen={() => setOpenId(asset.id)} />
              </li>
            ))}
          </ul>
        </ListResults>
      </section>
      {openId !== null && <AssetDialog id={openId} onClose={() => setOpenId(null)} />}
    </div>
  )
}
