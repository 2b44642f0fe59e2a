import { Button, SearchField } from '@quo/ui'
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { SELECT_CLASS } from '../../forms/controlStyles.js'
import { NamedOptions } from '../../forms/NamedOptions.js'
import { messages } from '../../messages.js'
import { categoriesQuery, citiesQuery, countriesQuery, mainCategoryName } from '../../referenceData.js'
import { byLabel, MultiPicker, type Option } from './MultiPicker.js'
import { type PlacesSearch, REVIEW_FILTERS, SORTS } from './search.js'

const t = messages.places

/** The list's search, filters and sort; each change goes to the address. */
export function PlacesFilters({
  search,
  update,
  text,
  tagOptions,
  onReset,
}: {
  search: PlacesSearch
  update: (patch: Partial<PlacesSearch>) => void
  /** The search field's text, which the address follows after a pause. */
  text: { text: string; setText: (text: string) => void; submit: (value: string) => void }
  tagOptions: Option<number>[]
  onReset: () => void
}) {
  const categories = useQuery(categoriesQuery)
  const countries = useQuery(countriesQuery)
  const cities = useQuery(citiesQuery(search.countryId))
  const mainCategories = useMemo(() => {
    const byMain = new Map<string, string>()
    for (const c of categories.data ?? [])
      if (!byMain.has(c.mainCategory)) byMain.set(c.mainCategory, mainCategoryName(c))
    return [...byMain]
      .map(([value, label]) => ({ value: value as PlacesSearch['categories'][number], label }))
      .sort((a, b) => a.label.localeCompare(b.label, 'de'))
  }, [categories.data])
  const cityOptions = useMemo(
    () => byLabel(cities.data, (c) => (c.postcode ? `${c.postcode} ${c.title}` : c.title)),
    [cities.data],
  )

  return (
    <section aria-label={t.filters} className="flex flex-col gap-4 rounded-2xl bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-center gap-3">
        <div className="min-w-0 flex-1">
          <SearchField
            value={text.text}
            onChange={text.setText}
            label={t.search}
            placeholder={t.searchPlaceholder}
            onSubmit={text.submit}
          />
        </div>
        <Button variant="secondary" onClick={onReset}>
          {t.reset}
        </Button>
      </div>
      {/* One row of six on a wide screen, so the list below keeps its height. */}
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-6">
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
    </section>
  )
}
