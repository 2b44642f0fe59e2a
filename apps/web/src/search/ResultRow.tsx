import { BASEMAP_FLAGS, type BasemapItem, type OpeningState } from '@quo/contract'
import { memo, useRef } from 'react'
import { messages } from '../messages.js'
import { distanceText, metresBetween, type Position } from './distance.js'
import { PlaceRow } from './PlaceRow.js'
import { useOpenState } from './useOpenState.js'
import { useVisible } from './useVisible.js'

const OPEN_LABEL: Record<OpeningState, string> = messages.hours.state
// The colour is on a dot only: orange text on white would miss the contrast ratio.
const OPEN_DOT: Record<OpeningState, string> = {
  open: 'bg-open',
  closingSoon: 'bg-closing-soon',
  closed: 'bg-closed',
}

interface Props {
  item: BasemapItem
  category: string | undefined
  position: Position | null
}

/**
 * A search result: "Restaurant · geöffnet · 350 m" under its title. Rows keep their render
 * while the results around them change; the opening state is asked for once a row has been
 * on screen for a moment, not for rows typed past.
 */
export const ResultRow = memo(function ResultRow({ item, category, position }: Props) {
  const row = useRef<HTMLLIElement>(null)
  const visible = useVisible(row, 400)
  const open = useOpenState(item.nanoId, visible && (item.flags & BASEMAP_FLAGS.hasEvents) === 0)
  return (
    <PlaceRow
      rowRef={row}
      nanoId={item.nanoId}
      title={item.title}
      facts={[
        category,
        open ? (
          <span key="open" data-open-state={open}>
            <span aria-hidden="true" className={`mr-1 inline-block size-2 rounded-full ${OPEN_DOT[open]}`} />
            {OPEN_LABEL[open]}
          </span>
        ) : null,
        position ? distanceText(metresBetween(position, item)) : null,
      ]}
    />
  )
})
