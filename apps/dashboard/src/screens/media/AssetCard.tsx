import type { MediaAsset } from '@quo/contract'
import { ResponsivePicture } from '@quo/ui'
import { mediaMessages as t } from './messages.js'

/** One image of the library grid: thumbnail, title, size and how many places show it. */
export function AssetCard({ asset, onOpen }: { asset: MediaAsset; onOpen: () => void }) {
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-label={t.open(asset.title)}
      className="flex w-full flex-col overflow-hidden rounded-xl bg-white text-left shadow-sm ring-primary hover:ring-2 focus-visible:ring-2 focus-visible:outline-none"
    >
      <ResponsivePicture
        renditions={asset.variants.filter((v) => v.name === 'thumb')}
        alt={asset.alt}
        sizes="(min-width: 1280px) 16vw, (min-width: 640px) 33vw, 50vw"
        className="aspect-[4/3] w-full bg-paper object-cover"
      />
      <span className="flex flex-col gap-0.5 p-2">
        <span className="truncate text-sm font-medium text-ink">{asset.title}</span>
        <span className="text-xs text-muted">{t.size(asset.width, asset.height, asset.bytes)}</span>
        <span className={asset.usage ? 'text-xs text-ink' : 'text-xs text-muted'}>
          {t.usage(asset.usage)}
        </span>
      </span>
    </button>
  )
}
