import type { DashboardItem, ItemDetailKey } from '@quo/contract'
import { type DetailEdit, detailValueError, editableDetailKeys } from '@quo/place-rules'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useLocalDraft } from '../../forms/localDrafts.js'
import type { SaveFailure } from '../../forms/saveError.js'
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
import { detailField, placeSaveFailure } from './placeSaveFailure.js'
import { sendPlaceWrites } from './sendPlaceWrites.js'

/**
 * Details whose value the API's own check refuses (markdown that sanitising changes, a number
 * that is none …), as fields of the form with the check's German message.
 */
async function detailProblems(
  keys: readonly ItemDetailKey[],
  details: Readonly<Record<string, DetailEdit>>,
): Promise<Record<string, string>> {
  const typeOf = new Map(editableDetailKeys(keys).map((k) => [k.keyName, k.keyType]))
  const checks = Object.entries(details).map(async ([key, edit]) => {
    const type = typeOf.get(key)
    const value = edit.dataValue.trim()
    const refused = type && value ? await detailValueError(type, value) : undefined
    return refused ? [[detailField(key), refused] as const] : []
  })
  return Object.fromEntries((await Promise.all(checks)).flat())
}

/** The failure's fields a change of the form answers: the changed fields' own problems go. */
function fieldsAfterEdit(fields: Record<string, string>, patch: Partial<PlaceDraft>, before: PlaceDraft) {
  const changed = new Set<string>(Object.keys(patch))
  if (changed.has('lon') || changed.has('lat')) changed.add('position')
  for (const [key, edit] of Object.entries(patch.details ?? {}))
    if (edit !== before.details[key]) changed.add(detailField(key))
  return Object.fromEntries(Object.entries(fields).filter(([name]) => !changed.has(name)))
}

type FormField = 'title' | 'position' | 'categoryIds'

/** The German message of a form field: the editor's own check first, then the server's. */
export function placeFieldError(
  name: FormField,
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
 * is sent; a create in one request, or the update's calls one after another (sendPlaceWrites);
 * a failure that keeps the form as typed and names each refused field; a copy of the draft in
 * the browser (forms/localDrafts) that a reload, a crash or a closed tab leaves to restore.
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
  const [draft, setDraft] = useState<PlaceDraft>(saved)
  const [showProblems, setShowProblems] = useState(false)
  /** Fields the person has left: their own problems show from then on. */
  const [left, setLeft] = useState<ReadonlySet<FormField>>(new Set())
  const [savedNote, setSavedNote] = useState(false)
  /** What the last save attempt tells the person, until the next one or a reset. */
  const [failure, setFailure] = useState<SaveFailure | null>(null)
  /** Counts refusals, so the form moves to the first marked field after each. */
  const [refusals, setRefusals] = useState(0)
  const dirty = isDirty(saved, draft)
  const allProblems = draftProblems(draft)
  const problems = showProblems
    ? allProblems
    : Object.fromEntries(Object.entries(allProblems).filter(([name]) => left.has(name as FormField)))
  const local = useLocalDraft(`place.${item?.id ?? 'new'}`, draft, dirty, (kept) => isDirty(saved, kept))
  const city = useQuery({
    queryKey: ['nearest-city', draft.lat, draft.lon],
    queryFn: () => api.nearestCity(draft.lat, draft.lon),
    enabled: !allProblems.position,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  })

  const refuse = (next: SaveFailure) => {
    setFailure(next)
    setRefusals((n) => n + 1)
  }

  const save = useMutation({
    mutationFn: async (sent: PlaceDraft): Promise<DashboardItem> => {
      if (!item) {
        // One request and one transaction: a refusal leaves nothing made and the form as typed.
        const created = await api.createItem(createInput(sent, city.data))
        void invalidatePlaceLists(queryClient)
        return created
      }
      await sendPlaceWrites(item.id, planUpdate(item, sent, city.data))
      return api.dashboardItem(item.id)
    },
    onSuccess: (fresh) => {
      if (!item) {
        local.discard()
        return onCreated(fresh)
      }
      queryClient.setQueryData(placeQuery(item.id).queryKey, fresh)
      setDraft(draftOf(fresh))
      setSavedNote(true)
      void invalidatePlaceLists(queryClient)
    },
    onError: (error, sent) => {
      refuse(
        placeSaveFailure(error, {
          createdDetails: item ? [] : (createInput(sent, city.data).details ?? []).map((d) => d.dataKeyV2),
          keyOfDetail: (id) => item?.itemDetails.find((d) => d.id === id)?.dataKeyV2,
        }),
      )
      // What an update sent before the failure is stored: the place is read again (the screen
      // keeps showing the form if that fails too), and the form keeps what was typed.
      if (item) void queryClient.invalidateQueries({ queryKey: placeQuery(item.id).queryKey })
    },
  })

  const submit = async () => {
    setShowProblems(true)
    setFailure(null)
    setSavedNote(false)
    if (Object.keys(allProblems).length) {
      setRefusals((n) => n + 1)
      return
    }
    const refusedDetails = await detailProblems(detailKeys, draft.details)
    if (Object.keys(refusedDetails).length) {
      refuse({ summary: t.detailsInvalid, fields: refusedDetails })
      return
    }
    save.mutate(draft)
  }

  return {
    saved,
    draft,
    dirty,
    problems,
    savedNote,
    city,
    saving: save.isPending,
    failure,
    refusals,
    /** A draft an earlier visit left in the browser, offered until restored or dropped. */
    localDraft: local.offer,
    restoreLocalDraft() {
      if (local.offer) setDraft(local.offer.draft)
      local.settle()
    },
    dropLocalDraft: local.drop,
    /** The person left the form without saving: the kept draft goes too. */
    discardLocalDraft: local.discard,
    edit: (patch: Partial<PlaceDraft>) => {
      setDraft((d) => ({ ...d, ...patch }))
      setFailure((f) => f && { ...f, fields: fieldsAfterEdit(f.fields, patch, draft) })
      setSavedNote(false)
    },
    /** A field was left: what can be checked there shows now, not only at saving. */
    leave: (name: FormField) => setLeft((names) => (names.has(name) ? names : new Set([...names, name]))),
    submit,
    /** Back to what is stored. */
    reset() {
      setDraft(saved)
      setFailure(null)
      setShowProblems(false)
      setLeft(new Set())
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
