import type { DashboardItem } from '@quo/contract'
import { Button } from '@quo/ui'
import { Link } from '@tanstack/react-router'
import { CARD_PREVIEW_PANEL_ID } from './CardPreviewPanel.js'
import { placeMessages as t } from './messages.js'

const linkClass =
  'inline-flex min-h-10 items-center rounded-full border border-line bg-white px-4 text-sm font-semibold'

/**
 * The editor's head: the way back, the place's name, the preview of its card as the form stands,
 * and in update mode its card on each map it shows on (the saved state, on the map's own site)
 * and delete.
 */
export function PlaceHeader({
  item,
  links,
  onDelete,
  previewOpen,
  onPreview,
}: {
  item: DashboardItem | undefined
  links: readonly { title: string; href: string }[]
  onDelete: () => void
  previewOpen: boolean
  onPreview: () => void
}) {
  return (
    <header className="flex flex-wrap items-center justify-between gap-3">
      <div className="flex min-w-0 flex-col gap-1">
        <Link to="/places/" className="text-sm text-primary-strong underline">
          {t.backToList}
        </Link>
        <h1 className="truncate text-2xl leading-tight font-semibold sm:text-3xl">
          {item ? t.heading(item.title) : t.headingNew}
        </h1>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          aria-expanded={previewOpen}
          aria-controls={previewOpen ? CARD_PREVIEW_PANEL_ID : undefined}
          onClick={onPreview}
        >
          {t.preview.open}
        </Button>
        {item && (
          <>
            {links.map((link) => (
              <a key={link.href} href={link.href} target="_blank" rel="noreferrer" className={linkClass}>
                {links.length > 1 ? t.onNamedMap(link.title) : t.onPublicMap}
              </a>
            ))}
            <Button variant="danger" onClick={onDelete}>
              {t.delete}
            </Button>
          </>
        )}
      </div>
    </header>
  )
}
