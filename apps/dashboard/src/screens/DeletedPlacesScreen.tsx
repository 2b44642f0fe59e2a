import type { DeletedPlace } from '@quo/contract'
import { Button } from '@quo/ui'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { formatDateTime } from '../format.js'
import { LINK_CLASS } from '../forms/controlStyles.js'
import { SectionError } from '../forms/SectionCard.js'
import { saveFailure } from '../forms/saveError.js'
import { historyMessages } from '../history/messages.js'
import { messages } from '../messages.js'
import { api } from '../session.js'
import { ListResults } from './ListResults.js'
import { invalidatePlaceLists } from './place/placeQuery.js'
import { ScreenHeading } from './ScreenHeading.js'

const t = historyMessages.deleted
const PAGE_SIZE = 25
const DELETED_KEY = ['dashboard', 'deleted-places'] as const

/**
 * Places staff deleted and that are still gone (docs/decisions/0011-history-and-restore-scope.md),
 * newest first, each restorable with everything its delete took along; a restore is a recorded
 * write and the place opens again.
 */
export function DeletedPlacesScreen() {
  const queryClient = useQueryClient()
  const [page, setPage] = useState(1)
  const [restored, setRestored] = useState<DeletedPlace[]>([])
  const deleted = useQuery({
    queryKey: [...DELETED_KEY, page],
    queryFn: () => api.deletedPlaces({ page, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  })
  const restore = useMutation({
    mutationFn: (place: DeletedPlace) => api.restoreHistory(place.historyId),
    onSuccess: async (_, place) => {
      setRestored((list) => [place, ...list])
      await queryClient.invalidateQueries({ queryKey: DELETED_KEY })
      void invalidatePlaceLists(queryClient)
    },
  })
  const failure = restore.error ? saveFailure(restore.error).summary : null
  const pages = Math.max(1, Math.ceil((deleted.data?.total ?? 0) / PAGE_SIZE))

  return (
    <div className="flex flex-col gap-6">
      <Link to="/places/" className={LINK_CLASS}>
        <span aria-hidden="true">{historyMessages.back}</span> {messages.navigation.places}
      </Link>
      <ScreenHeading title={t.heading} text={t.intro} />
      <div className="flex max-w-3xl flex-col gap-4">
        <div role="status" className="flex flex-col gap-2 empty:hidden">
          {restored.map((place) => (
            <p key={place.historyId} className="rounded-lg bg-open/10 px-3 py-2 text-sm">
              {t.restored(place.title)}{' '}
              <Link to="/places/$itemId/" params={{ itemId: place.itemId }} className={LINK_CLASS}>
                {t.open}
              </Link>
            </p>
          ))}
        </div>
        <SectionError message={failure} />
        <ListResults
          query={deleted}
          loaded={deleted.data !== undefined}
          total={t.total(deleted.data?.total ?? 0)}
          empty={deleted.data?.places.length === 0}
          text={{ loading: t.loading, failed: t.loadFailed, empty: t.empty, emptyHint: t.emptyHint }}
          page={page}
          pageCount={pages}
          onPage={setPage}
        >
          <ul className="flex flex-col divide-y divide-line rounded-2xl bg-white shadow-sm">
            {deleted.data?.places.map((place) => (
              <li key={place.historyId} className="flex flex-wrap items-center justify-between gap-3 p-4">
                <div className="min-w-0">
                  <p className="font-semibold break-words">{place.title}</p>
                  <p className="text-sm text-muted">
                    {t.deletedBy(formatDateTime(place.dateDeleted), place.actorEmail ?? '–')}
                  </p>
                </div>
                <Button
                  variant="secondary"
                  aria-label={t.restore(place.title)}
                  busy={restore.isPending && restore.variables?.historyId === place.historyId}
                  disabled={restore.isPending}
                  onClick={() => restore.mutate(place)}
                >
                  {historyMessages.restore}
                </Button>
              </li>
            ))}
          </ul>
        </ListResults>
      </div>
    </div>
  )
}
