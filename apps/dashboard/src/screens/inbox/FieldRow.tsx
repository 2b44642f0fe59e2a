import type { InboxField } from '@quo/contract'
import { TextInput } from '@quo/ui'
import { lazy, Suspense } from 'react'
import { HoursWeek } from './HoursWeek.js'
import { fieldValueText, parsePosition } from './inboxText.js'
import { inboxMessages as t } from './messages.js'

const PositionMap = lazy(() => import('../place/PositionMap.js'))

/** What is decided of an open field: taken over or not, and the value to take (as edited). */
export interface Choice {
  take: boolean
  value: string
}

function FieldValue({ field, value }: { field: string; value: string | null }) {
  if (field === 'detail:hours') return <HoursWeek value={value} />
  return <span className="break-words">{fieldValueText(field, value)}</span>
}

/** One field: now and proposed side by side, with the choice to take it over (edited). */
export function FieldRow({
  field,
  name,
  choice,
  onChoice,
  branchShortId,
}: {
  field: InboxField
  name: string
  choice: Choice | undefined
  onChoice: (choice: Choice) => void
  branchShortId: number | undefined
}) {
  const open = field.status === 'open' && choice
  const at = field.field === 'position' ? parsePosition(choice?.value ?? field.proposed) : undefined
  return (
    <div className="flex flex-col gap-3 border-b border-line pb-4 last:border-b-0 last:pb-0">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold">{name}</h3>
        {open ? (
          <label className="flex items-center gap-2 text-sm font-medium">
            <input
              type="checkbox"
              className="size-4 accent-primary"
              checked={choice.take}
              onChange={(e) => onChoice({ ...choice, take: e.target.checked })}
            />
            {t.take(name)}
          </label>
        ) : (
          <span className="rounded-full bg-paper px-2 py-0.5 text-xs font-semibold">
            {t.statuses[field.status]}
          </span>
        )}
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="flex flex-col gap-1 text-sm">
          <span className="text-xs font-semibold text-muted uppercase">{t.current}</span>
          <FieldValue field={field.field} value={field.current} />
        </div>
        <div className="flex flex-col gap-1 text-sm">
          <span className="text-xs font-semibold text-muted uppercase">{t.proposed}</span>
          {open ? (
            <>
              <TextInput
                aria-label={t.edit(name)}
                value={choice.value}
                disabled={!choice.take}
                onChange={(e) => onChoice({ ...choice, value: e.target.value })}
              />
              {field.field === 'detail:hours' && <HoursWeek value={choice.value} />}
            </>
          ) : (
            <FieldValue field={field.field} value={field.proposed} />
          )}
        </div>
      </div>
      {open && at && (
        <Suspense fallback={<div className="h-56 rounded-xl bg-paper" />}>
          <PositionMap
            lon={at.lon}
            lat={at.lat}
            branchShortId={branchShortId}
            onMove={(moved) =>
              onChoice({ ...choice, value: `${moved.lon.toFixed(7)},${moved.lat.toFixed(7)}` })
            }
          />
        </Suspense>
      )}
    </div>
  )
}
