import type { DashboardItem, ItemDetailKey } from '@quo/contract'
import { type DetailEdit, detailValueError, editableDetailKeys } from '@quo/place-rules'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { atom, useAtom } from '../../app/store.js'
import { type SaveFailure, saveFailure } from '../../forms/saveError.js'
import { api } from '../../session.js'
import { placeMessages as t } from './messages.js'
import {
  createInput,
  draftOf,
  draftProblems,
  isDirty,
  newDraft,
  type PlaceDraft,
  planUpdate,
} from './placeDraft.js'
import { invalidatePlaceLists, placeQuery } from './placeQuery.js'
import { sendPlaceWrites } from './sendPlaceWrites.js'

/**
 * Input a create could not finish (the place was made, a detail was refused), by the new
 * place's id: the update form of that place starts from it, so nothing typed is lost. The
 * create form is gone by the time that form mounts, so React state cannot carry it; an atom
 * of the app's store does, for as long as the page lives (a reload starts from what is stored,
 * as before), and each store (a test's) starts empty.
 */
const carriedDraftsAtom = atom<Readonly<Record<number, PlaceDraft>>>({})

const FIELD_MESSAGES = {
  title: t.titleProblems.titleMissing,
  lon: t.positionInvalid,
  lat: t.positionInvalid,
}

/** Details whose value the API's own check refuses (markdown that sanitising changes …). */
async function detailProblems(
  keys: readonly ItemDetailKey[],
  details: Readonly<Record<string, DetailEdit>>,
): Promise<string[]> {
  const typeOf = new Map(editableDetailKeys(keys).map((k) => [k.keyName, k.keyType]))
  const checks = Object.entries(details).map(async ([key, edit]) => {
    const type = typeOf.get(key)
    const value = edit.dataValue.trim()
    return type && value && (await detailValueError(type, value)) ? key : undefined
  })
  return (await Promise.all(checks)).filter((key): key is string => key !== undefined)
}

/** The German message of a form field: the editor's own check first, then the server's. */
export function placeFieldError(
  name: 'title' | 'position' | 'categoryIds',
  problems: ReturnType<typeof draftProblems>,
  failure: SaveFailure | null,
): string | undefined {
  const problem = problems[name]
  if (problem === 'titleMissing' || problem === 'titleTooLong') return t.titleProblems[problem]
  if (problem === 'positionInvalid') return t.positionInvalid
  if (problem === 'tooManyCategories') return t.tooManyCategories
  if (name === 'position') return failure?.fields.lon ?? failure?.fields.lat
  return failure?.fields[name]
}

/**
 * The place form's state and its save (docs/product.md §2): the draft, checked before anything
 * is sent; a create, or the update's calls one after another (sendPlaceWrites); a failure that
 * keeps the form as typed. Drafts that outlive the page belong here too, when they come.
 */
export function usePlaceSave({
  item,
  center,
  detailKeys,
  onCreated,
}: {
  /** The stored place; none in create mode. */
  item: DashboardItem | undefined
  /** Where a new place starts. */
  center: { lon: number; lat: number }
  detailKeys: readonly ItemDetailKey[]
  onCreated: (item: DashboardItem) => void
}) {
  const queryClient = useQueryClient()
  const saved = item ? draftOf(item) : newDraft(center)
  const [carriedDrafts, setCarriedDrafts] = useAtom(carriedDraftsAtom)
  const carried = item ? carriedDrafts[item.id] : undefined
  const [draft, setDraft] = useState<PlaceDraft>(() => carried ?? saved)
  // A carried draft is taken once: the next visit of the place starts from what is stored.
  useEffect(() => {
    if (item && carried) setCarriedDrafts(({ [item.id]: _taken, ...rest }) => rest)
  }, [item, carried, setCarriedDrafts])
  const [showProblems, setShowProblems] = useState(false)
  const [savedNote, setSavedNote] = useState(false)
  /** The editor's own refusal, before anything was sent. */
  const [refused, setRefused] = useState<SaveFailure | null>(null)
  const dirty = isDirty(saved, draft)
  const problems = draftProblems(draft)
  const city = useQuery({
    queryKey: ['nearest-city', draft.lat, draft.lon],
    queryFn: () => api.nearestCity(draft.lat, draft.lon),
    enabled: !problems.position,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  })

  const save = useMutation({
    mutationFn: async (sent: PlaceDraft): Promise<DashboardItem> => {
      if (item) {
        await sendPlaceWrites(item.id, planUpdate(item, sent, city.data))
        return api.dashboardItem(item.id)
      }
      const created = await api.createItem(createInput(sent, city.data))
      try {
        await sendPlaceWrites(created.id, planUpdate(created, { ...draftOf(created), details: sent.details }))
      } catch (error) {
        setCarriedDrafts((all) => ({ ...all, [created.id]: sent }))
        void queryClient.invalidateQueries({ queryKey: placeQuery(created.id).queryKey })
        throw error
      } finally {
        void invalidatePlaceLists(queryClient)
      }
      return api.dashboardItem(created.id)
    },
    onSuccess: (fresh) => {
      if (!item) return onCreated(fresh)
      queryClient.setQueryData(placeQuery(item.id).queryKey, fresh)
      setDraft(draftOf(fresh))
      setSavedNote(true)
      void invalidatePlaceLists(queryClient)
    },
    onError: () => {
      // What was sent before the failure is stored: read the place again, keep the form.
      if (item) void queryClient.invalidateQueries({ queryKey: placeQuery(item.id).queryKey })
    },
  })

  const clearFailure = () => {
    setRefused(null)
    save.reset()
  }

  return {
    saved,
    draft,
    dirty,
    problems: showProblems ? problems : {},
    savedNote,
    city,
    saving: save.isPending,
    /** What the last save attempt tells the person, until the next one or a reset. */
    failure: refused ?? (save.error ? saveFailure(save.error, FIELD_MESSAGES) : null),
    edit: (patch: Partial<PlaceDraft>) => {
      setDraft((d) => ({ ...d, ...patch }))
      setSavedNote(false)
    },
    async submit() {
      setShowProblems(true)
      clearFailure()
      if (Object.keys(problems).length) return
      if ((await detailProblems(detailKeys, draft.details)).length) {
        setRefused({ summary: t.detailsInvalid, fields: {} })
        return
      }
      save.mutate(draft)
    },
    /** Back to what is stored. */
    reset() {
      setDraft(saved)
      clearFailure()
      setShowProblems(false)
    },
    /** A restore from the history changed the place: the form shows it unless it holds edits. */
    async afterRestore() {
      if (!item) return
      const fresh = await api.dashboardItem(item.id)
      queryClient.setQueryData(placeQuery(item.id).queryKey, fresh)
      if (!dirty) setDraft(draftOf(fresh))
      void invalidatePlaceLists(queryClient)
    },
  }
}
