import { ApiError } from '@quo/api-client'
import { METRICS_DEFAULT_RANGE_DAYS } from '@quo/contract'
import { Button, Field, TextInput } from '@quo/ui'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Link, useNavigate, useSearch } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { formatDay } from '../../format.js'
import { BranchOptions } from '../../forms/BranchOptions.js'
import { LINK_CLASS, SELECT_CLASS } from '../../forms/controlStyles.js'
import { SectionCard, SectionError } from '../../forms/SectionCard.js'
import { api } from '../../session.js'
import { useStaffBranches } from '../../staffAccess.js'
import { ScreenHeading } from '../ScreenHeading.js'
import { rangeTotals } from './chartData.js'
import { type FigureColumn, FigureTable } from './FigureTable.js'
import { metricsMessages as t } from './messages.js'
import { rangeProblems } from './range.js'
import { SessionsChart } from './SessionsChart.js'
import { type MetricsSearch, parseMetricsSearch, type RangeInput, shownRange } from './search.js'

const METRICS_KEY = ['dashboard', 'metrics'] as const

/** A day `YYYY-MM-DD` as staff read it ("01.03.2025"). */
const dayText = (day: string) => formatDay(`${day}T12:00:00Z`)

/** The German line for a failed read: no access to the map asked for, or a failure. */
const failure = (error: unknown) =>
  error instanceof ApiError && error.status === 403 ? t.noAccess : t.loadFailed

function RangeFilter({
  search,
  onChange,
}: {
  search: MetricsSearch
  onChange: (next: MetricsSearch) => void
}) {
  const shown = shownRange(search)
  const [input, setInput] = useState<RangeInput>(shown)
  // A range from the address (back, a link) replaces what the fields hold.
  useEffect(() => setInput({ from: shown.from, to: shown.to }), [shown.from, shown.to])
  const problems = rangeProblems(input)
  // No map chosen counts every map of the account: for an editor of one map, that map.
  const staff = useStaffBranches()
  const allMapsLabel = staff === 'all' ? t.allMaps : staff.length === 1 ? undefined : t.allOwnMaps
  const change = (key: keyof RangeInput, value: string) => {
    const next = { ...input, [key]: value }
    setInput(next)
    if (Object.keys(rangeProblems(next)).length === 0) onChange({ ...search, ...next })
  }
  return (
    <section aria-label={t.range} className="flex flex-col gap-4 rounded-2xl bg-white p-4 shadow-sm">
      <div className="grid gap-4 sm:grid-cols-3">
        <Field label={t.from} error={problems.from}>
          <TextInput
            type="date"
            value={input.from}
            onChange={(e) => change('from', e.target.value)}
            required
          />
        </Field>
        <Field label={t.to} error={problems.to}>
          <TextInput type="date" value={input.to} onChange={(e) => change('to', e.target.value)} required />
        </Field>
        <label className="flex flex-col gap-1 text-sm font-medium">
          {t.map}
          <select
            className={SELECT_CLASS}
            value={search.branchShortId ?? ''}
            onChange={(e) =>
              onChange({ ...search, branchShortId: e.target.value ? Number(e.target.value) : undefined })
            }
          >
            <BranchOptions emptyLabel={allMapsLabel} />
          </select>
        </label>
      </div>
      <div>
        <Button
          variant="secondary"
          onClick={() => {
            setInput(shownRange({}))
            onChange({ branchShortId: search.branchShortId })
          }}
          disabled={!search.from && Object.keys(problems).length === 0}
        >
          {t.lastDays(METRICS_DEFAULT_RANGE_DAYS)}
        </Button>
      </div>
    </section>
  )
}

type MetricsQuery = RangeInput & { branchShortId: number | undefined }

/** One metrics read of the range and map; the figures shown stay while the next ones load. */
function useMetricsRead<T>(kind: string, query: MetricsQuery, load: (query: MetricsQuery) => Promise<T>) {
  return useQuery({
    queryKey: [...METRICS_KEY, kind, query],
    queryFn: () => load(query),
    placeholderData: keepPreviousData,
  })
}

function Sessions({ range, branchShortId }: { range: RangeInput; branchShortId: number | undefined }) {
  const days = useMetricsRead('daily', { ...range, branchShortId }, api.dailySessions)
  const [showTable, setShowTable] = useState(false)
  const totals = days.data ? rangeTotals(days.data) : undefined
  return (
    <SectionCard heading={t.sessions.heading} intro={t.sessions.intro}>
      {days.isPending && <p className="text-sm text-muted">{t.loading}</p>}
      {days.isError && (
        <div className="flex flex-col items-start gap-2">
          <SectionError message={failure(days.error)} />
          <Button variant="secondary" onClick={() => days.refetch()}>
            {t.retry}
          </Button>
        </div>
      )}
      {days.data && totals && (
        <>
          <p role="status" className="text-sm font-medium" data-testid="sessions-total">
            {t.sessions.total(totals.sessions, totals.events)}
          </p>
          <SessionsChart
            days={days.data}
            label={`${t.sessions.chartLabel(dayText(range.from), dayText(range.to))}. ${t.sessions.total(totals.sessions, totals.events)}`}
          />
          <div>
            <Button variant="secondary" aria-expanded={showTable} onClick={() => setShowTable((s) => !s)}>
              {showTable ? t.sessions.hideTable : t.sessions.showTable}
            </Button>
          </div>
          {showTable && (
            <div className="max-h-96 overflow-auto">
              <FigureTable
                caption={t.sessions.table}
                rows={days.data}
                rowKey={(d) => d.day}
                columns={[
                  {
                    label: t.sessions.columns.day,
                    rowHeader: true,
                    cell: (d) => <time dateTime={d.day}>{dayText(d.day)}</time>,
                  },
                  { label: t.sessions.columns.sessions, numeric: true, cell: (d) => t.count(d.sessions) },
                  { label: t.sessions.columns.events, numeric: true, cell: (d) => t.count(d.events) },
                ]}
              />
            </div>
          )}
        </>
      )}
    </SectionCard>
  )
}

/** One list of the summary: loading, failed, empty or its table. */
function SummaryList<R>({
  heading,
  intro,
  empty,
  summary,
  rows,
  ...table
}: {
  heading: string
  intro?: string
  empty: string
  summary: { isPending: boolean; error: unknown }
  rows: readonly R[] | undefined
  columns: FigureColumn<R>[]
  rowKey: (row: R) => string | number
}) {
  return (
    <SectionCard heading={heading} {...(intro ? { intro } : {})}>
      {summary.isPending && <p className="text-sm text-muted">{t.loading}</p>}
      {summary.error ? <SectionError message={failure(summary.error)} /> : null}
      {rows?.length === 0 && <p className="text-sm text-muted">{empty}</p>}
      {rows && rows.length > 0 && (
        <div className="overflow-x-auto">
          <FigureTable caption={heading} rows={rows} {...table} />
        </div>
      )}
    </SectionCard>
  )
}

function Summary({ range, branchShortId }: { range: RangeInput; branchShortId: number | undefined }) {
  const summary = useMetricsRead('summary', { ...range, branchShortId }, api.metricsSummary)
  const data = summary.data
  return (
    <>
      <div className="grid gap-6 xl:grid-cols-2">
        <SummaryList
          heading={t.places.heading}
          empty={t.places.empty}
          summary={summary}
          rows={data?.topPlaces}
          rowKey={(p) => p.itemId}
          columns={[
            { label: t.places.columns.rank, numeric: true, cell: (_p, i) => i + 1 },
            {
              label: t.places.columns.title,
              rowHeader: true,
              cell: (p) => (
                <>
                  <Link to="/places/$itemId/" params={{ itemId: p.itemId }} className={LINK_CLASS}>
                    {p.title}
                  </Link>
                  {p.city && <span className="text-muted">{t.places.inCity(p.city)}</span>}
                </>
              ),
            },
            { label: t.places.columns.opens, numeric: true, cell: (p) => t.count(p.opens) },
            { label: t.places.columns.sessions, numeric: true, cell: (p) => t.count(p.sessions) },
          ]}
        />
        <SummaryList
          heading={t.searches.heading}
          intro={t.searches.intro}
          empty={t.searches.empty}
          summary={summary}
          rows={data?.noResultSearches}
          rowKey={(s) => s.term}
          columns={[
            { label: t.searches.columns.term, rowHeader: true, cell: (s) => s.term },
            { label: t.searches.columns.count, numeric: true, cell: (s) => t.count(s.count) },
            { label: t.searches.columns.sessions, numeric: true, cell: (s) => t.count(s.sessions) },
          ]}
        />
      </div>
      <SectionCard heading={t.privacy.heading}>
        <p className="text-sm">{t.privacy.kept}</p>
        <p className="text-sm">{t.privacy.notKept}</p>
        {data && <p className="text-sm font-medium">{t.privacy.retention(data.retentionDays)}</p>}
      </SectionCard>
    </>
  )
}

/**
 * The metrics view (docs/product.md §2, docs/decisions/0017-usage-metrics-and-privacy.md): visits per day of a
 * range as a chart with its table, the places opened most, the searches without results, and what
 * is kept about visitors for how long.
 */
export function MetricsScreen() {
  // Read loosely and parsed here, as the places list does.
  const search = parseMetricsSearch(useSearch({ strict: false }))
  const go = useNavigate()
  const navigate = (next: MetricsSearch) => go({ to: '/metrics/', search: next, replace: true })
  const range = shownRange(search)
  return (
    <div className="flex flex-col gap-6">
      <ScreenHeading title={t.heading} text={t.text} />
      <RangeFilter search={search} onChange={navigate} />
      <Sessions range={range} branchShortId={search.branchShortId} />
      <Summary range={range} branchShortId={search.branchShortId} />
    </div>
  )
}
