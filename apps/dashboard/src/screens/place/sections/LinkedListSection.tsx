import { Button } from '@quo/ui'
import { Fragment, type Key, type ReactNode } from 'react'
import { RemoveButton } from '../../../forms/RemoveButton.js'
import { SectionCard, SectionError, SubHeading } from '../../../forms/SectionCard.js'
import { sectionMessages } from './messages.js'

const common = sectionMessages.common

/**
 * A section of the place editor that lists things linked to the place (media, mentions, other
 * places) and links more: its error line, its lists, and the add form below them. Every add and
 * removal is saved at once, so the section has no save button of its own.
 */
export function LinkedListSection({
  heading,
  intro,
  error,
  add,
  children,
  after,
}: {
  heading: string
  intro: string
  /** The German summary of the last failed add, removal or move. */
  error: string | null
  add: {
    heading: string
    busy: boolean
    onSubmit: () => void
    /** The form's fields, above its add button. */
    fields: ReactNode
  }
  /** The lists (`LinkedList`). */
  children: ReactNode
  /** After the form: what it opens (a picker dialog). */
  after?: ReactNode
}) {
  return (
    <SectionCard heading={heading} intro={intro}>
      <SectionError message={error} />
      {children}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          add.onSubmit()
        }}
        className="flex flex-col gap-3 border-t border-line pt-4"
      >
        <SubHeading>{add.heading}</SubHeading>
        {add.fields}
        <div>
          <Button type="submit" busy={add.busy}>
            {add.busy ? common.adding : common.add}
          </Button>
        </div>
      </form>
      {after}
    </SectionCard>
  )
}

/**
 * One list of linked things, or the sentence saying there are none. A section with more than
 * one list (a place's parents and children) shows each list's name above it.
 */
export function LinkedList<R>({
  rows,
  rowKey,
  label,
  headed = false,
  empty,
  children,
}: {
  rows: readonly R[]
  rowKey: (row: R) => Key
  /** The list's accessible name, and its heading when `headed`. */
  label: string
  headed?: boolean
  empty: string
  /** One row, as a `LinkedRow`. */
  children: (row: R) => ReactNode
}) {
  const list =
    rows.length === 0 ? (
      <p className="text-sm text-muted">{empty}</p>
    ) : (
      <ul aria-label={label} className="flex flex-col divide-y divide-line">
        {rows.map((row) => (
          <Fragment key={rowKey(row)}>{children(row)}</Fragment>
        ))}
      </ul>
    )
  if (!headed) return list
  return (
    <div className="flex flex-col gap-1">
      <SubHeading>{label}</SubHeading>
      {list}
    </div>
  )
}

/** Moving a row one place up or down in an ordered list (a route's waypoints). */
export interface RowMove {
  /** The buttons' text (arrows) and their names, which say what moves where. */
  upText: string
  downText: string
  upLabel: string
  downLabel: string
  /** False for the first row (up) and the last (down). */
  canUp: boolean
  canDown: boolean
  /** A move is being saved: no other starts meanwhile. */
  busy: boolean
  onMove: (by: -1 | 1) => void
}

/**
 * One linked thing: what names it, then its own actions (edit), the move buttons when the list
 * is ordered, and the remove button last, named after what it removes.
 */
export function LinkedRow({
  children,
  removeLabel,
  onRemove,
  leading,
  actions,
  move,
  below,
  alignTop = false,
}: {
  /** What names the linked thing: its title or link, and a line about it. */
  children: ReactNode
  removeLabel: string
  onRemove: () => void
  /** Before the name: a preview. */
  leading?: ReactNode
  /** Between the name and the remove button. */
  actions?: ReactNode
  move?: RowMove
  /** Under the row: a form that edits it, a dialog it opens. */
  below?: ReactNode
  /** Names that wrap over lines keep the buttons at the first line. */
  alignTop?: boolean
}) {
  return (
    <li className="flex flex-col gap-2 py-2">
      <div className={`flex gap-3 ${alignTop ? 'items-start' : 'items-center'}`}>
        {leading}
        <div className="min-w-0 flex-1">{children}</div>
        {actions}
        {move && (
          <span className="flex gap-1">
            <Button
              variant="secondary"
              aria-label={move.upLabel}
              disabled={move.busy || !move.canUp}
              onClick={() => move.onMove(-1)}
            >
              {move.upText}
            </Button>
            <Button
              variant="secondary"
              aria-label={move.downLabel}
              disabled={move.busy || !move.canDown}
              onClick={() => move.onMove(1)}
            >
              {move.downText}
            </Button>
          </span>
        )}
        <RemoveButton label={removeLabel} onClick={onRemove} />
      </div>
      {below}
    </li>
  )
}
