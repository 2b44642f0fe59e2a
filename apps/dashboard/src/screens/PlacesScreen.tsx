import type { Branch, Tag } from '@quo/contract'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useEffect, useMemo, useState } from 'react'
import { useAtomValue } from '../app/store.js'
import { LINK_CLASS } from '../forms/controlStyles.js'
import { historyMessages } from '../history/messages.js'
import { messages } from '../messages.js'
import {
  branchesByName,
  branchesQuery,
  branchShortName,
  categoriesQuery,
  categoryName,
  mainCategoryName,
  tagName,
  tagsQuery,
} from '../referenceData.js'
import { api } from '../session.js'
import { ownBranches, usableTags, useStaffBranches } from '../staffAccess.js'
import { ListResults } from './ListResults.js'
import { BulkEditBar, type TagOption } from './places/BulkEditBar.js'
import { selectedOnPage } from './places/bulkEdit.js'
import { byLabel } from './places/MultiPicker.js'
import { PlacesExport } from './places/PlacesExport.js'
import { PlacesFilters } from './places/PlacesFilters.js'
import { PlacesImport } from './places/PlacesImport.js'
import { PlacesTable } from './places/PlacesTable.js'
import { clampedPage, PLACES_SEARCH_DEFAULTS, toItemsQuery } from './places/search.js'
import { selectedPlaceAtom } from './places/selectedPlace.js'
import { usePlacesAddress, useSearchText } from './places/usePlacesAddress.js'
import { ScreenHeading } from './ScreenHeading.js'

const t = messages.places

/** The bulk edit's tags by name, each map topic with its map's name for a refusal to name. */
function bulkTags(tags: readonly Tag[], branches: readonly Branch[]): TagOption[] {
  const mapOf = new Map(branches.map((b) => [b.tagKey, branchShortName(b)]))
  return tags
    .map((tag) => {
      const option = { value: tag.id, label: tagName(tag) }
      const map = mapOf.get(tag.tagKey)
      return map ? { ...option, map } : option
    })
    .sort((a, b) => a.label.localeCompare(b.label, 'de'))
}

/**
 * Items tab (docs/product.md §2): the places of the account's maps (every map for an
 * administrator), filtered, sorted and paged through the address.
 */
export function PlacesScreen() {
  const { search, navigate, update } = usePlacesAddress()
  const text = useSearchText(search.q, navigate)
  const selected = useAtomValue(selectedPlaceAtom)

  const categories = useQuery(categoriesQuery)
  const tags = useQuery(tagsQuery)
  const branches = useQuery({ ...branchesQuery, select: branchesByName })
  const staff = useStaffBranches()

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

  const categoryNames = useMemo(
    () => new Map((categories.data ?? []).map((c) => [c.id, mainCategoryName(c)])),
    [categories.data],
  )
  // Feature tags and the topics of the account's maps: another map's topic would put places on
  // a map the API does not let the account change. Nothing until both lists are there.
  const usable = useMemo(
    () => (tags.data && branches.data ? usableTags(tags.data, branches.data, staff) : undefined),
    [tags.data, branches.data, staff],
  )
  const bulkTagOptions = useMemo(
    () => (branches.data && usable ? bulkTags(usable, branches.data) : []),
    [usable, branches.data],
  )
  // The filter keeps naming a tag the address holds already (an old link), offered or not.
  const tagOptions = useMemo(() => {
    const offered = new Set(usable?.map((tag) => tag.id))
    const filtered = tags.data?.filter((tag) => offered.has(tag.id) || search.tagIds.includes(tag.id))
    return byLabel(filtered, tagName)
  }, [tags.data, usable, search.tagIds])
  const intro =
    staff === 'all'
      ? messages.screens.places.text
      : branches.data &&
        messages.screens.places.textOwn(ownBranches(branches.data, staff).map(branchShortName))

  const page = items.data
  const pageCount = page?.pageCount ?? 1

  // Places ticked for a bulk edit: those of the page shown (another page or filter drops them).
  const [ticked, setTicked] = useState<ReadonlySet<number>>(new Set())
  const tickedIds = selectedOnPage(ticked, page?.items.map((r) => r.id) ?? [])
  const categoryOptions = useMemo(() => byLabel(categories.data, categoryName), [categories.data])

  return (
    // On a large screen the screen is as high as the window: the rows take what is left.
    <div className="flex flex-col gap-4 lg:h-full">
      <ScreenHeading title={messages.screens.places.heading} text={intro}>
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
          {/* Closed, export and import are two more links in this row (the list keeps its
              height on a laptop); opened, each takes the row's whole width. */}
          {branches.data && <PlacesExport branches={ownBranches(branches.data, staff)} />}
          {branches.data && tags.data && (
            <PlacesImport branches={ownBranches(branches.data, staff)} tags={tags.data} />
          )}
        </div>
      </ScreenHeading>

      <PlacesFilters
        search={search}
        update={update}
        text={text}
        tagOptions={tagOptions}
        onReset={() => navigate({ search: PLACES_SEARCH_DEFAULTS })}
      />

      <ListResults
        query={items}
        loaded={page !== undefined}
        total={page ? t.total(page.total) : ''}
        empty={page?.items.length === 0}
        text={t}
        page={search.page}
        pageCount={pageCount}
        onPage={(n) => navigate({ search: (prev) => ({ ...prev, page: n }) })}
        fill
      >
        {tickedIds.length > 0 && (
          <BulkEditBar
            itemIds={tickedIds}
            tags={bulkTagOptions}
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
