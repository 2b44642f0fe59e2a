import { ApiError } from '@quo/api-client'
import { Button } from '@quo/ui'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { HistorySection } from '../../history/HistorySection.js'
import { useHistoryLabels } from '../../history/useHistoryLabels.js'
import { api } from '../../session.js'
import { EventEditorForm } from './EventEditorForm.js'
import { eventMessages } from './messages.js'
import { eventKey, eventSaved } from './queries.js'

const t = eventMessages.editor

/** Reads one event for its editor; German states while it loads, fails or is gone. */
export function SavedEventEditor({ id }: { id: number }) {
  const event = useQuery({
    queryKey: eventKey(id),
    queryFn: () => api.dashboardEvent(id),
    // A refused read (gone, not allowed) is not tried again.
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  })
  const client = useQueryClient()
  const historyLabels = useHistoryLabels()
  // A restore from the history changes the event: the form starts again from what is stored.
  const [restores, setRestores] = useState(0)
  if (event.data)
    return (
      <>
        <EventEditorForm key={`${id}-${restores}`} event={event.data} />
        <div className="max-w-3xl">
          <HistorySection
            queryKey={['dashboard', 'history', 'event', id]}
            load={(page, pageSize) => api.eventHistory(id, { page, pageSize })}
            labels={historyLabels}
            onRestored={async () => {
              eventSaved(client, await api.dashboardEvent(id))
              setRestores((n) => n + 1)
            }}
          />
        </div>
      </>
    )
  if (event.isError) {
    const status = event.error instanceof ApiError ? event.error.status : 0
    const gone = status === 404 || status === 403
    return (
      <div
        role="alert"
        className="flex max-w-3xl flex-col items-start gap-3 rounded-2xl bg-white p-6 shadow-sm"
      >
        <p className="text-error">{status === 403 ? t.notYours : gone ? t.notFound : t.loadFailed}</p>
        {!gone && <Button onClick={() => event.refetch()}>{t.retry}</Button>}
      </div>
    )
  }
  return (
    <p role="status" className="max-w-3xl rounded-2xl bg-white p-6 text-muted shadow-sm">
      {t.loading}
    </p>
  )
}
