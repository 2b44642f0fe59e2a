import type { Branch, BranchesResponse, Category, Tag } from '@quo/contract'
import { queryOptions } from '@tanstack/react-query'
import { api } from './session.js'

// Reference data of every screen: it changes rarely, so one read a visit is enough.
const reference = { staleTime: Number.POSITIVE_INFINITY, retry: 1 } as const

export const categoriesQuery = queryOptions({
  queryKey: ['categories'],
  queryFn: () => api.categories(),
  ...reference,
})
export const tagsQuery = queryOptions({ queryKey: ['tags'], queryFn: () => api.tags(), ...reference })
export const detailKeysQuery = queryOptions({
  queryKey: ['detail-keys'],
  queryFn: () => api.detailKeys(),
  ...reference,
})
export const branchesQuery = queryOptions({
  queryKey: ['branches'],
  queryFn: () => api.branches(),
  ...reference,
})
export const countriesQuery = queryOptions({
  queryKey: ['countries'],
  queryFn: () => api.countries(),
  ...reference,
})
/** The cities of one country (`enabled: false` until a country is chosen). */
export const citiesQuery = (countryId: number | undefined) =>
  queryOptions({
    queryKey: ['cities', countryId],
    queryFn: () => api.citiesOfCountry(countryId ?? 0),
    enabled: countryId !== undefined,
    ...reference,
  })

/**
 * The name the dashboard gives a map on every screen — pickers, filters, lists and the editor —
 * so one map never goes by two names ("Schaan", not "Gemeinde Schaan" on one screen and "Schaan"
 * on the next).
 */
export const branchShortName = (branch: Pick<Branch, 'shortTitle' | 'title'>) =>
  branch.shortTitle || branch.title

/** Maps in the order of their names as shown ({@link branchShortName}). */
export const byBranchName = (
  a: Pick<Branch, 'shortTitle' | 'title'>,
  b: Pick<Branch, 'shortTitle' | 'title'>,
) => branchShortName(a).localeCompare(branchShortName(b), 'de')

/** `select` of `branchesQuery`: the branches sorted by name. */
export const branchesByName = (data: BranchesResponse): Branch[] => [...data.branches].sort(byBranchName)

/** German name of a category's main category ("Essen"), or its key when untranslated. */
export const mainCategoryName = (category: Category) =>
  category.translations.find((tr) => tr.language === 'de')?.mainCategoryName || category.mainCategory

/** German name of a category with its sub-category ("Essen · Pizzeria"). */
export function categoryName(category: Category): string {
  const de = category.translations.find((tr) => tr.language === 'de')
  const main = de?.mainCategoryName || category.mainCategory
  const sub = de?.subCategoryName || category.subCategory
  return sub && sub !== main ? `${main} · ${sub}` : main
}

/** German "key: value" of a tag ("Rollstuhl: ja"). */
export function tagName(tag: Pick<Tag, 'tagKey' | 'tagValue' | 'translations'>): string {
  const de = tag.translations.find((tr) => tr.language === 'de')
  return de ? `${de.tagKeyTranslate}: ${de.tagValueTranslate}` : `${tag.tagKey}: ${tag.tagValue}`
}
