import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import {
  branchesQuery,
  branchShortName,
  categoriesQuery,
  categoryName,
  detailKeysQuery,
  tagName,
  tagsQuery,
} from '../referenceData.js'
import type { HistoryLabels } from './historyText.js'

/**
 * Names for the ids a history row holds, from the reference data the editors load anyway
 * (cached); an id not (yet) known stays unnamed rather than holding the history back.
 */
export function useHistoryLabels(): HistoryLabels {
  const categories = useQuery(categoriesQuery).data
  const tags = useQuery(tagsQuery).data
  const detailKeys = useQuery(detailKeysQuery).data
  const branches = useQuery(branchesQuery).data
  return useMemo(() => {
    const category = new Map(categories?.map((c) => [c.id, categoryName(c)]))
    const tag = new Map(tags?.map((t) => [t.id, tagName(t)]))
    const detailKey = new Map(detailKeys?.map((k) => [k.keyName, k.label]))
    const branch = new Map(branches?.branches.map((b) => [b.id, branchShortName(b)]))
    return {
      category: (id) => category.get(id),
      tag: (id) => tag.get(id),
      detailKey: (keyName) => detailKey.get(keyName),
      branch: (id) => branch.get(id),
    }
  }, [categories, tags, detailKeys, branches])
}
