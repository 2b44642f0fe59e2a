import { ApiError } from '@quo/api-client'
import type { InboxEntry } from '@quo/contract'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { saveFailure } from '../../forms/saveError.js'
import {
  branchesQuery,
  branchShortName,
  categoriesQuery,
  categoryName,
  tagsQuery,
} from '../../referenceData.js'
import { api } from '../../session.js'
import { usableTags, useStaffBranches } from '../../staffAccess.js'
import { entryKey } from './entryKey.js'
import type { Choice } from './FieldRow.js'
import { INBOX_KEY } from './InboxScreen.js'
import { inboxMessages as t } from './messages.js'

/**
 * What a proposed place can be given when it is taken over: a category, and a map (the topic
 * tag of a map), by default the map it was proposed on — of the account's maps only, as the
 * API lets it put places on those alone.
 */
export function useNewPlaceOptions(entry: InboxEntry) {
  const categories = useQuery(categoriesQuery).data
  const tags = useQuery(tagsQuery).data
  const branches = useQuery(branchesQuery).data
  const staff = useStaffBranches()
  const ownTopics = useMemo(
    () =>
      tags && branches
        ? usableTags(tags, branches.branches, staff).filter((tag) =>
            branches.branches.some((b) => b.tagKey === tag.tagKey),
          )
        : [],
    [tags, branches, staff],
  )
  const branchTag = useMemo(() => {
    const key = branches?.branches.find((b) => b.shortId === entry.branchShortId)?.tagKey
    return ownTopics.find((tag) => tag.tagKey === key)?.id
  }, [branches, ownTopics, entry.branchShortId])
  const mapTags = useMemo(() => {
    const keys = new Map(branches?.branches.map((b) => [b.tagKey, branchShortName(b)]))
    // "Vaduz · Kulinarik": a map has several topics.
    return ownTopics.map((tag) => {
      const topic = tag.translations.find((tr) => tr.language === 'de')?.tagValueTranslate || tag.tagValue
      return { value: tag.id, label: `${keys.get(tag.tagKey) ?? ''} · ${topic}` }
    })
  }, [branches, ownTopics])
  const categoryOptions = (categories ?? []).map((c) => ({ value: c.id, label: categoryName(c) }))
  return { branchTag, mapTags, categoryOptions }
}

/**
 * The decision on an entry: per open field taken (as edited) or not, a note, and for a proposed
 * place its category and map; sent as one call, which the server refuses once it was decided.
 */
export function useDecision(entry: InboxEntry, branchTag: number | undefined) {
  const queryClient = useQueryClient()
  const [choices, setChoices] = useState<Record<string, Choice>>(() =>
    Object.fromEntries(
      entry.fields
        .filter((f) => f.status === 'open')
        .map((f) => [f.field, { take: true, value: f.proposed ?? '' }]),
    ),
  )
  const [note, setNote] = useState('')
  const [categoryId, setCategoryId] = useState<number | undefined>()
  const [tagId, setTagId] = useState<number | undefined>()
  const [problem, setProblem] = useState<string | null>(null)
  const mapTag = tagId ?? branchTag
  const addition = entry.kind === 'addition' && entry.status === 'open'

  const decide = useMutation({
    mutationFn: (takeAny: boolean) => {
      const open = entry.fields.filter((f) => f.status === 'open')
      const taken = takeAny ? open.filter((f) => choices[f.field]?.take) : []
      return api.decideInbox(entry.source, entry.id, {
        accept: taken.map((f) => {
          const value = choices[f.field]?.value ?? ''
          return value === (f.proposed ?? '') ? { field: f.field } : { field: f.field, value }
        }),
        reject: open.filter((f) => !taken.includes(f)).map((f) => f.field),
        note,
        ...(addition && takeAny
          ? { categoryIds: categoryId ? [categoryId] : [], tagIds: mapTag ? [mapTag] : [] }
          : {}),
      })
    },
    onSuccess: (decided) => {
      queryClient.setQueryData(entryKey(entry.source, entry.id), decided)
      void queryClient.invalidateQueries({ queryKey: INBOX_KEY, exact: false })
      void queryClient.invalidateQueries({ queryKey: ['dashboard', 'overview'] })
    },
  })
  const failure = decide.error
    ? decide.error instanceof ApiError && decide.error.status === 409
      ? t.decidedAlready
      : `${t.decideFailed} ${saveFailure(decide.error).summary}`
    : null

  return {
    choices,
    setChoice: (field: string, choice: Choice) => setChoices((all) => ({ ...all, [field]: choice })),
    note,
    setNote,
    addition,
    categoryId,
    setCategoryId,
    mapTag,
    setTagId,
    /** The form's own objection, else why the server refused. */
    problem: problem ?? failure,
    /** Which button's call is under way. */
    deciding: decide.isPending ? decide.variables : undefined,
    /** Takes over the fields ticked; a proposed place needs at least its title and position. */
    accept() {
      const taken = entry.fields
        .filter((f) => f.status === 'open' && choices[f.field]?.take)
        .map((f) => f.field)
      if (!taken.length) return setProblem(t.nothingChosen)
      if (addition && !(taken.includes('title') && taken.includes('position')))
        return setProblem(t.additionNeeds)
      setProblem(null)
      decide.mutate(true)
    },
    rejectAll: () => decide.mutate(false),
  }
}
