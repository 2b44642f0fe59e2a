import { Link } from '@tanstack/react-router'
import { Fragment, type ReactNode, type RefObject } from 'react'
import { cardParams } from '../app/cardLink.js'

/** The cards a row can open: a place's, a street's or a building's. */
type RowTarget =
  | '/map/place/$nanoId/{-$title}'
  | '/map/street/$nanoId/{-$title}'
  | '/map/building/$nanoId/{-$title}'

interface Props {
  /** The card the row opens; default a place's. */
  to?: RowTarget
  nanoId: string
  title: string
  /** Short facts under the title, joined by " · "; null and empty ones are left out. */
  facts: readonly ReactNode[]
  /** Extra content of the title line, e.g. a "läuft" badge. */
  badge?: ReactNode
  /** Receives the row, for rows that load more once on screen. */
  rowRef?: RefObject<HTMLLIElement | null>
}

/** A row that opens a card: its title, and what a visitor decides by under it. */
export function PlaceRow({
  to = '/map/place/$nanoId/{-$title}',
  nanoId,
  title,
  facts,
  badge,
  rowRef,
}: Props) {
  const shown = facts.filter((f) => f !== null && f !== undefined && f !== '')
  return (
    <li ref={rowRef}>
      <Link
        to={to}
        params={cardParams(nanoId, title)}
        className="block px-4 py-2 hover:bg-paper focus-visible:bg-paper focus-visible:outline-2 focus-visible:outline-primary focus-visible:-outline-offset-2"
      >
        <span className="flex items-baseline gap-2">
          <span className="min-w-0 flex-1 truncate">{title}</span>
          {badge}
        </span>
        {shown.length ? (
          <span className="block truncate text-xs text-muted">
            {shown.map((fact, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: each row's facts keep their order
              <Fragment key={i}>
                {i ? ' · ' : null}
                {fact}
              </Fragment>
            ))}
          </span>
        ) : null}
      </Link>
    </li>
  )
}
