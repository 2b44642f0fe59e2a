import { useQuery } from '@tanstack/react-query'
import { useAuth } from 'react-oidc-context'
import { overdueReviewsQuery } from '../app/Shell.js'
import { messages } from '../messages.js'
import { api } from '../session.js'
import { OverviewLists } from './overview/OverviewLists.js'
import { ScreenHeading } from './ScreenHeading.js'

const numberFormat = new Intl.NumberFormat('de-CH')

function Figure({
  label,
  value,
  pending,
  failed,
}: {
  label: string
  value?: number
  pending: boolean
  failed: boolean
}) {
  return (
    <div className="flex flex-col gap-1 rounded-2xl bg-white p-5 shadow-sm">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="text-3xl font-semibold tabular-nums">
        {pending ? (
          <span className="text-base font-normal text-muted">{messages.overview.loading}</span>
        ) : failed || value === undefined ? (
          <span className="text-base font-normal text-error">{messages.overview.loadFailed}</span>
        ) : (
          numberFormat.format(value)
        )}
      </dd>
    </div>
  )
}

/** Start page: who is signed in, a few figures, and what needs doing. */
export function OverviewScreen() {
  const auth = useAuth()
  const overdue = useQuery({
    ...overdueReviewsQuery,
    queryKey: [...overdueReviewsQuery.queryKey, auth.user?.profile.sub],
  })
  const places = useQuery({
    queryKey: ['dashboard', 'places-total'],
    queryFn: () => api.dashboardItems({ pageSize: 1 }),
  })
  return (
    <div className="flex flex-col gap-6">
      <ScreenHeading title={messages.overview.heading} text={messages.overview.welcome} />
      <dl aria-label={messages.overview.figures} className="grid gap-4 sm:grid-cols-3">
        <div className="flex flex-col gap-1 rounded-2xl bg-white p-5 shadow-sm">
          <dt className="text-sm text-muted">{messages.overview.account}</dt>
          <dd className="truncate text-base font-semibold" title={auth.user?.profile.email}>
            {auth.user?.profile.email ?? messages.auth.unknownAccount}
          </dd>
        </div>
        <Figure
          label={messages.overview.reviewsOverdue}
          value={overdue.data?.total}
          pending={overdue.isPending}
          failed={overdue.isError}
        />
        <Figure
          label={messages.overview.placesTotal}
          value={places.data?.total}
          pending={places.isPending}
          failed={places.isError}
        />
      </dl>
      <section aria-label={messages.overview.work}>
        <OverviewLists />
      </section>
    </div>
  )
}
