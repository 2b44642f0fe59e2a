import { Button, SearchField } from '@quo/ui'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Link, useNavigate, useSearch } from '@tanstack/react-router'
import { useAtomValue } from 'jotai'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { LINK_CLASS, SELECT_CLASS } from '../forms/controlStyles.js'
import { NamedOptions } from '../forms/NamedOptions.js'
import { historyMessages } from '../history/messages.js'
import { messages } from '../messages.js'
import {
  categoriesQuery,
  categoryName,
  citiesQuery,
  countriesQuery,
  mainCategoryName,
  tagName,
  tagsQuery,
} from '../referenceData.js'
import { api } from '../session.js'
import { ListResults } from './ListResults.js'
import { BulkEditBar } from './places/BulkEditBar.js'
import { selectedOnPage } from './places/bulkEdit.js'
import { PlacesTable } from './places/PlacesTable.js'
import {
  clampedPage,
  PLACES_SEARCH_DEFAULTS,
  type PlacesSearch,
  parsePlacesSearch,
  REVIEW_FILTERS,
  SORTS,
  toItemsQuery,
} from './places/search.js'
import { selectedPlaceAtom } from './places/selectedPlace.js'
import { ScreenHeading } from './ScreenHeading.js'

const t = messages.places

const SEARCH_DELAY_MS = 300

interface Option<V> {
  value: V
  label: string
}

/** Records as options of a select, by their German name. */
function byLabel<R extends { id: number }>(records: readonly R[] | undefined, name: (record: R) => string) {
  return (records ?? [])
    .map((r) => ({ value: r.id, label: name(r) }))
    .sort((a, b) => a.label.localeCompare(b.label, 'de'))
}

/** A few values from a long list: a select that adds one, and the chosen ones as removable chips. */
function MultiPicker<V extends string | number>({
  label,
  options,
  selected,
  onChange,
  disabledText,
}: {
  label: string
  options: Option<V>[]
  selected: readonly V[]
  onChange: (values: V[]) => void
  disabledText?: string
}) {
  const chosen = new Set<V>(selected)
  const labelOf = new Map(options.map((o) => [o.value, o.label]))
  return (
    <div className="flex flex-col gap-1.5">
      <label className="flex flex-col gap-1.5 text-sm font-medium">
        {label}
        <select
          className={SELECT_CLASS}
          value=""
          disabled={Boolean(disabledText)}
          onChange={(event) => {
            const option = options.find((o) => String(o.value) === event.target.value)
            if (option) onChange([...selected, option.value])
          }}
        >
          <option value="">{disabledText ?? t.add}</option>
          {options
            .filter((o) => !chosen.has(o.value))
            .map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
        </select>
      </label>
      {selected.length > 0 && (
        <ul className="flex flex-wrap gap-1.5">
          {selected.map((value) => {
            const name = labelOf.get(value) ?? String(value)
            return (
              <li key={value}>
                <button
                  type="button"
                  aria-label={t.remove(name)}
                  onClick={() => onChange(selected.filter((v) => v !== value))}
                  className="flex cursor-pointer items-center gap-1 rounded-full bg-primary/10 px-2.5 py-1 text-xs font-medium text-primary-strong hover:bg-primary/20"
                >
                  {name}
                  <span aria-hidden="true">{'×'}</span>
                </button>
              </li>
            )
          })}
        </ul>
      )}
    </div>
  )
}

/** Items tab (spec §2): the places of every map, filtered, sorted and paged through the address. */
export function PlacesScreen() {
  // Read loosely and parsed here: the route validated the address already, and a route id typed
  // by hand drifts from the one the router builds from the path (a trailing slash).
  const search = parsePlacesSearch(useSearch({ strict: false }))
  const selected = useAtomValue(selectedPlaceAtom)
  const go = useNavigate()
  // Stable across renders, so the debounced search below is not restarted by every render.
  const latest = useRef(search)
  latest.current = search
  const navigate = useCallback(
    (options: { search: PlacesSearch | ((prev: PlacesSearch) => PlacesSearch); replace?: boolean }) =>
      go({
        to: '/places/',
        search: typeof options.search === 'function' ? options.search(latest.current) : options.search,
        replace: options.replace,
      }),
    [go],
  )
  /** A filter change starts again at page 1; the view stays in the address. */
  const update = (patch: Partial<PlacesSearch>, replace = false) =>
    navigate({ search: (prev) => ({ ...prev, page: 1, ...patch }), replace })

  const categories = useQuery(categoriesQuery)
  const countries = useQuery(countriesQuery)
  const tags = useQuery(tagsQuery)
  const cities = useQuery(citiesQuery(search.countryId))

  // "Due in 30 days" is measured from when the screen opened, so the query holds still.
  const [openedAt] = useState(Date.now)
  const itemsQuery = toItemsQuery(search, openedAt)
  const items = useQuery({
    queryKey: ['dashboard', 'items', itemsQuery],
    queryFn: () => api.dashboardItems(itemsQuery),
    placeholderData: keepPreviousData,
  })

  // A page beyond the last (an old link, or the list shrank) comes back empty with the real
  // page count: show the last page instead, in place of the address that asked.
  const lastPage = items.isPlaceholderData ? undefined : clampedPage(search.page, items.data)
  useEffect(() => {
    if (lastPage !== undefined) navigate({ search: (prev) => ({ ...prev, page: lastPage }), replace: true })
  }, [lastPage, navigate])

  // Typing stays with the field; the address (and so the list) follows after a pause.
  const [text, setText] = useState(search.q)
  const sent = useRef(search.q)
  useEffect(() => {
    if (search.q !== sent.current) {
      sent.current = search.q
      setText(search.q)
    }
  }, [search.q])
  useEffect(() => {
    const q = text.trim()
    if (q === sent.current) return
    const timer = setTimeout(() => {
      sent.current = q
      navigate({ search: (prev) => ({ ...prev, q, page: 1 }), replace: true })
    }, SEARCH_DELAY_MS)
    return () => clearTimeout(timer)
  }, [text, navigate])

  const mainCategories = useMemo(() => {
    const byMain = new Map<string, string>()
    for (const c of categories.data ?? [])
      if (!byMain.has(c.mainCategory)) byMain.set(c.mainCategory, mainCategoryName(c))
    return [...byMain]
      .map(([value, label]) => ({ value: value as PlacesSearch['categories'][number], label }))
      .sort((a, b) => a.label.localeCompare(b.label, 'de'))
  }, [categories.data])
  const categoryNames = useMemo(
    () => new Map((categories.data ?? []).map((c) => [c.id, mainCategoryName(c)])),
    [categories.data],
  )
  const tagOptions = useMemo(() => byLabel(tags.data, tagName), [tags.data])
  const cityOptions = useMemo(
    () => byLabel(cities.data, (c) => (c.postcode ? `${c.postcode} ${c.title}` : c.title)),
    [cities.data],
  )

  const page = items.data
  const pageCount = page?.pageCount ?? 1

  // Places ticked for a bulk edit: those of the page shown (another page or filter drops them).
  const [ticked, setTicked] = useState<ReadonlySet<number>>(new Set())
  const tickedIds = selectedOnPage(ticked, page?.items.map((r) => r.id) ?? [])
  const categoryOptions = useMemo(() => byLabel(categories.data, categoryName), [categories.data])

  return (
    <div className="flex flex-col gap-6">
      <ScreenHeading title={messages.screens.places.heading} text={messages.screens.places.text}>
        <div className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
          <Link to="/places/$itemId/" params={{ itemId: 'new' }} className={LINK_CLASS}>
            {t.create}
          </Link>
          <Link to="/places/deleted/" className={LINK_CLASS}>
            {historyMessages.deleted.link}
          </Link>
          {selected && (
            <Link to="/places/$itemId/" params={{ itemId: selected.id }} className={LINK_CLASS}>
              {t.backToSelected(selected.title)}
            </Link>
          )}
        </div>
      </ScreenHeading>

      <section aria-label={t.filters} className="flex flex-col gap-4 rounded-2xl bg-white p-4 shadow-sm">
        <SearchField
          value={text}
          onChange={setText}
          label={t.search}
          placeholder={t.searchPlaceholder}
          onSubmit={(value) => {
            sent.current = value.trim()
            update({ q: value.trim() }, true)
          }}
        />
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          <MultiPicker
            label={t.categories}
            options={mainCategories}
            selected={search.categories}
            onChange={(values) => update({ categories: values })}
          />
          <label className="flex flex-col gap-1.5 text-sm font-medium">
            {t.country}
            <select
              className={SELECT_CLASS}
              value={search.countryId ?? ''}
              onChange={(event) =>
                update({
                  countryId: event.target.value ? Number(event.target.value) : undefined,
                  cityIds: [],
                })
              }
            >
              <option value="">{t.anyCountry}</option>
              {(countries.data ?? []).map((c) => (
                <option key={c.id} value={c.id}>
                  {c.title}
                </option>
              ))}
            </select>
          </label>
          <MultiPicker
            label={t.cities}
            options={cityOptions}
            selected={search.cityIds}
            onChange={(values) => update({ cityIds: values })}
            disabledText={search.countryId === undefined ? t.chooseCountryFirst : undefined}
          />
          <MultiPicker
            label={t.tags}
            options={tagOptions}
            selected={search.tagIds}
            onChange={(values) => update({ tagIds: values })}
          />
          <label className="flex flex-col gap-1.5 text-sm font-medium">
            {t.review}
            <select
              className={SELECT_CLASS}
              value={search.review}
              onChange={(event) =>
                update({ review: REVIEW_FILTERS.find((r) => r === event.target.value) ?? 'all' })
              }
            >
              <NamedOptions values={REVIEW_FILTERS} names={t.reviewFilters} />
            </select>
          </label>
          <label className="flex flex-col gap-1.5 text-sm font-medium">
            {t.sort}
            <select
              className={SELECT_CLASS}
              value={search.sort}
              onChange={(event) => update({ sort: Number(event.target.value) })}
            >
              <NamedOptions values={SORTS} names={t.sorts} />
            </select>
          </label>
        </div>
        <div>
          <Button variant="secondary" onClick={() => navigate({ search: PLACES_SEARCH_DEFAULTS })}>
            {t.reset}
          </Button>
        </div>
      </section>

      <ListResults
        query={items}
        loaded={page !== undefined}
        total={page ? t.total(page.total) : ''}
        empty={page?.items.length === 0}
        text={t}
        page={search.page}
        pageCount={pageCount}
        onPage={(n) => navigate({ search: (prev) => ({ ...prev, page: n }) })}
      >
        {tickedIds.length > 0 && (
          <BulkEditBar
            itemIds={tickedIds}
            tags={tagOptions}
            categories={categoryOptions}
            onClear={() => setTicked(new Set())}
          />
        )}
        {page && (
          <PlacesTable
            rows={page.items}
            categoryNames={categoryNames}
            selectedId={selected?.id}
            selection={{ selected: new Set(tickedIds), onChange: setTicked }}
          />
        )}
      </ListResults>
    </div>
  )
}
