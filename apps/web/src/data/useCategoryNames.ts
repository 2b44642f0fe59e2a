import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { categoriesQuery } from './queries.js'

/** German name of each category by id ("Apotheke"), for the facts under a row's title. */
export function useCategoryNames(): ReadonlyMap<number, string> {
  const categories = useQuery(categoriesQuery)
  return useMemo(
    () =>
      new Map(
        (categories.data ?? []).map((c) => [
          c.id,
          c.translations.find((t) => t.language === 'de')?.subCategoryName ?? c.subCategory,
        ]),
      ),
    [categories.data],
  )
}
