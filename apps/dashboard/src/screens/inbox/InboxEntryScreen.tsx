import { ApiError } from '@quo/api-client'
import type { InboxSource } from '@quo/contract'
import { useQuery } from '@tanstack/react-query'
import { Link, useParams } from '@tanstack/react-router'
import { formatDateTime } from '../../format.js'
import { LINK_CLASS } from '../../forms/controlStyles.js'
import { SectionCard } from '../../forms/SectionCard.js'
import { api } from '../../session.js'
import { ScreenHeading } from '../ScreenHeading.js'
import { Decision } from './Decision.js'
import { entryKey } from './entryKey.js'
import { entryKind, entryTitle } from './inboxText.js'
import { inboxMessages as t } from './messages.js'

/** One inbox entry: what the visitor wrote, and its fields against the place, decided here. */
export function InboxEntryScreen() {
  const params = useParams({ strict: false }) as { source?: InboxSource; entryId?: number }
  const source = params.source ?? 'visitor'
  const id = params.entryId ?? 0
  const entry = useQuery({
    queryKey: entryKey(source, id),
    queryFn: () => api.inboxEntry(source, id),
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  })
  const data = entry.data
  return (
    <div className="flex max-w-4xl flex-col gap-6">
      <Link to="/inbox/" className={LINK_CLASS}>
        {t.back}
      </Link>
      {data ? (
        <>
          <ScreenHeading
            title={t.entryHeading(entryKind(data), entryTitle(data))}
            text={t.receivedAt(formatDateTime(data.dateCreated))}
          >
            {data.item && (
              <Link to="/places/$itemId/" params={{ itemId: data.item.id }} className={LINK_CLASS}>
                {t.onMap}
              </Link>
            )}
          </ScreenHeading>
          {data.message && (
            <SectionCard heading={t.fromVisitor}>
              <p className="break-words whitespace-pre-line">{data.message}</p>
              <p className="text-sm text-muted">
                {t.contactLine([data.name, data.email].filter(Boolean).join(', ') || t.noContact)}
              </p>
            </SectionCard>
          )}
          {/* A decision changes the statuses: the form starts again from the entry as decided. */}
          <Decision key={`${data.status}-${data.fields.map((f) => f.status).join()}`} entry={data} />
        </>
      ) : entry.isError ? (
        <p role="alert" className="rounded-2xl bg-white p-6 text-error shadow-sm">
          {entry.error instanceof ApiError && entry.error.status === 404 ? t.entryGone : t.entryFailed}
        </p>
      ) : (
        <p role="status" className="rounded-2xl bg-white p-6 text-muted shadow-sm">
          {t.entryLoading}
        </p>
      )}
    </div>
  )
}
