import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useAuth } from 'react-oidc-context'
import { messages } from '../messages.js'
import { api } from '../session.js'
import { OverviewLists } from './overview/OverviewLists.js'
import { ScreenHeading } from './ScreenHeading.js'

const numberFormat = new Intl.NumberFormat('de-CH')
const FIGURE_LINK = 'text-ink underline decoration-line underline-offset-4 hover:decoration-primary'

/** The places whose review is overdue: only their total. */
const overdueReviewsQuery = {
  queryKey: ['dashboard', 'reviews-overdue'],
  queryFn: () => api.dashboardItems({ reviewDue: true, pageSize: 1 }),
} as const

function Figure({
  label,
  value,
  pending,
  failed,
  link,
}: {
  label: string
  value?: number
  pending: boolean
  failed: boolean
  /** The list the figure counts: the number leads to it. */
  link: (figure: string) => ReactNode
}) {
  return (
    <div className="flex flex-col justify-between gap-1 rounded-2xl bg-white p-4 shadow-sm sm:p-5">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="text-2xl font-semibold tabular-nums sm:text-3xl">
        {pending ? (
          <span className="text-base font-normal text-muted">{messages.overview.loading}</span>
        ) : failed || value === undefined ? (
          <span className="text-base font-normal text-error">{messages.overview.loadFailed}</span>
        ) : (
          link(numberFormat.format(value))
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
  const inbox = useQuery({
    queryKey: ['dashboard', 'overview', 'inbox-open'],
    queryFn: () => api.inbox({ status: 'open', pageSize: 1 }),
  })
  return (
    <div className="flex flex-col gap-6">
      <ScreenHeading title={messages.overview.heading} text={messages.overview.welcome} />
      {/* Two figures side by side on a phone, so the work lists start within the first screen. */}
      <dl aria-label={messages.overview.figures} className="grid grid-cols-2 gap-3 sm:grid-cols-4 sm:gap-4">
        <div className="col-span-2 flex flex-col gap-1 rounded-2xl bg-white p-4 shadow-sm sm:col-span-1 sm:p-5">
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
          link={(figure) => (
            <Link to="/places/" search={{ review: 'overdue', sort: 4 }} className={FIGURE_LINK}>
              {figure}
            </Link>
          )}
        />
        <Figure
          label={messages.overview.inboxOpen}
          value={inbox.data?.total}
          pending={inbox.isPending}
          failed={inbox.isError}
          link={(figure) => (
            <Link to="/inbox/" className={FIGURE_LINK}>
              {figure}
            </Link>
          )}
        />
        <Figure
          label={messages.overview.placesTotal}
          value={places.data?.total}
          pending={places.isPending}
          failed={places.isError}
          link={(figure) => (
            <Link to="/places/" className={FIGURE_LINK}>
              {figure}
            </Link>
          )}
        />
      </dl>
      <section aria-label={messages.overview.work}>
        <OverviewLists />
      </section>
    </div>
  )
}
