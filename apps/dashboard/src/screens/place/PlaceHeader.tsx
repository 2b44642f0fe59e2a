import type { DashboardItem } from '@quo/contract'
import { Button } from '@quo/ui'
import { Link } from '@tanstack/react-router'
import { placeMessages as t } from './messages.js'

const linkClass =
  'inline-flex min-h-10 items-center rounded-full border border-line bg-white px-4 text-sm font-semibold'

/**
 * The editor's head: the way back, the place's name, and in update mode its card on each map
 * it shows on (the saved state, on the map's own site) and delete.
 */
export function PlaceHeader({
  item,
  links,
  onDelete,
}: {
  item: DashboardItem | undefined
  links: readonly { title: string; href: string }[]
  onDelete: () => void
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
      {item && (
        <div className="flex flex-wrap gap-2">
          {links.map((link) => (
            <a key={link.href} href={link.href} target="_blank" rel="noreferrer" className={linkClass}>
              {links.length > 1 ? t.onNamedMap(link.title) : t.onPublicMap}
            </a>
          ))}
          <Button variant="danger" onClick={onDelete}>
            {t.delete}
          </Button>
        </div>
      )}
    </header>
  )
}
