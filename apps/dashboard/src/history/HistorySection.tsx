import type { HistoryEntry, HistoryPage } from '@quo/contract'
import { Button } from '@quo/ui'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { formatDateTime } from '../format.js'
import { SectionCard, SectionError } from '../forms/SectionCard.js'
import { saveFailure } from '../forms/saveError.js'
import { Pager } from '../screens/Pager.js'
import { api } from '../session.js'
import {
  entryActor,
  entrySummary,
  fieldLabel,
  formatValue,
  groupByAction,
  type HistoryLabels,
  ownRestore,
  restorableWhole,
  wholeRestoreText,
} from './historyText.js'
import { historyMessages as t } from './messages.js'

const PAGE_SIZE = 20

export interface HistorySectionProps {
  /** Query key of this history, under which its pages are cached (`['dashboard', 'history', …]`). */
  queryKey: readonly unknown[]
  load: (page: number, pageSize: number) => Promise<HistoryPage>
  labels: HistoryLabels
  /** A restore wrote: the editor reads its record again. */
  onRestored: () => void
}

/**
 * The history of a place or an event (docs/decisions/0011-history-and-restore-scope.md): every
 * staff write, newest first, as who, when and what — for a change each field before and after —
 * with "Wiederherstellen" per field and per removed or added record. A restore is a recorded write
 * of its own.
 */
export function HistorySection({ queryKey, load, labels, onRestored }: HistorySectionProps) {
  const queryClient = useQueryClient()
  const [page, setPage] = useState(1)
  const history = useQuery({
    queryKey: [...queryKey, page],
    queryFn: () => load(page, PAGE_SIZE),
    placeholderData: keepPreviousData,
  })
  const restore = useMutation({
    mutationFn: ({ entry, field }: { entry: HistoryEntry; field?: string }) =>
      api.restoreHistory(entry.id, field ? { field } : {}),
    onSuccess: async () => {
      setPage(1)
      await queryClient.invalidateQueries({ queryKey })
      onRestored()
    },
  })
  const pending = (entry: HistoryEntry, field?: string) =>
    restore.isPending && restore.variables?.entry.id === entry.id && restore.variables.field === field
  const failure = restore.error ? saveFailure(restore.error).summary : null
  const total = history.data?.total ?? 0
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE))

  return (
    <SectionCard heading={t.heading} intro={t.intro}>
      <SectionError message={failure && `${t.restoreFailed} ${failure}`} />
      {history.isError && <SectionError message={t.loadFailed} />}
      {history.isPending && <p className="text-sm text-muted">{t.loading}</p>}
      {history.data && history.data.entries.length === 0 && <p className="text-sm text-muted">{t.empty}</p>}
      {history.data && history.data.entries.length > 0 && (
        <ol className="flex flex-col divide-y divide-line" aria-label={t.heading}>
          {groupByAction(history.data.entries).map((group) => (
            <li key={group[0]?.id} className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0">
              {group[0] && (
                <p className="text-xs text-muted">
                  <time dateTime={group[0].dateChanged}>{formatDateTime(group[0].dateChanged)}</time> ·{' '}
                  {entryActor(group[0])}
                </p>
              )}
              {group.map((entry, i) => (
                <div key={entry.id} className="flex flex-col gap-1.5">
                  <p className={i === 0 ? 'font-semibold text-ink' : 'text-sm text-ink'}>
                    {entrySummary(entry, labels, history.data.entries)}
                  </p>
                  {entry.changes.length > 0 && (
                    <dl className="flex flex-col gap-1.5 text-sm">
                      {entry.changes.map((change) => (
                        <div key={change.field} className="flex flex-wrap items-center gap-x-2 gap-y-1">
                          <dt className="font-medium">{t.fieldName(fieldLabel(change.field))}</dt>
                          <dd className="flex min-w-0 flex-wrap items-center gap-x-2">
                            <del className="break-words text-error">{formatValue(change.before)}</del>
                            <span aria-hidden="true">{t.arrow}</span>
                            <ins className="break-words text-ink no-underline">
                              {formatValue(change.after)}
                            </ins>
                            {ownRestore(entry, group) && (
                              <Button
                                variant="secondary"
                                className="!px-2 !py-0.5 text-xs"
                                aria-label={t.restoreField(
                                  fieldLabel(change.field),
                                  formatValue(change.before),
                                )}
                                busy={pending(entry, change.field)}
                                disabled={restore.isPending}
                                onClick={() => restore.mutate({ entry, field: change.field })}
                              >
                                {t.restore}
                              </Button>
                            )}
                          </dd>
                        </div>
                      ))}
                    </dl>
                  )}
                  {restorableWhole(entry) && ownRestore(entry, group) && (
                    <div>
                      <Button
                        variant="secondary"
                        className="!px-2 !py-0.5 text-xs"
                        aria-label={`${entrySummary(entry, labels)}: ${wholeRestoreText(entry)}`}
                        busy={pending(entry)}
                        disabled={restore.isPending}
                        onClick={() => restore.mutate({ entry })}
                      >
                        {wholeRestoreText(entry)}
                      </Button>
                    </div>
                  )}
                </div>
              ))}
            </li>
          ))}
        </ol>
      )}
      {pages > 1 && <Pager page={page} pageCount={pages} onPage={setPage} label={t.pages} />}
    </SectionCard>
  )
}
