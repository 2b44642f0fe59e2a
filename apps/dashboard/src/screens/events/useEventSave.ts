import type { DashboardEvent } from '@quo/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useEffect, useMemo, useState } from 'react'
import { atom, useAtom } from '../../app/store.js'
import { type SaveFailure, saveFailure } from '../../forms/saveError.js'
import { api } from '../../session.js'
import {
  createInput,
  EMPTY_EVENT_FORM,
  EVENT_FIELD_MESSAGES,
  type EventFormErrors,
  type EventFormField,
  type EventFormValues,
  endBeforeBegin,
  formFromEvent,
  sameForm,
  updatePlan,
  validateEventForm,
} from './eventForm.js'
import { eventMessages } from './messages.js'
import { eventDeleted, eventKey, eventSaved } from './queries.js'

const t = eventMessages.editor

/**
 * The event just created, so its editor can say so once: the create form is gone by then (the
 * address changes to the event's), so React state cannot carry it. An atom of the app's store
 * does, and the update form takes it when it mounts.
 */
const justCreatedAtom = atom<number | undefined>(undefined)

/** Sends the update's calls one after the other; the branches are added before any is removed. */
async function sendUpdate(
  id: number,
  saved: EventFormValues,
  values: EventFormValues,
): Promise<DashboardEvent> {
  const plan = updatePlan(saved, values)
  if (!plan) throw new Error('the form is invalid')
  if (plan.patch) await api.updateEvent(id, plan.patch)
  for (const branchId of plan.add) await api.addEventBranch({ eventId: id, branchId })
  for (const branchId of plan.remove) await api.removeEventBranch(id, branchId)
  return api.dashboardEvent(id)
}

/**
 * The event form's state, its save and its delete: the values, checked before anything is sent;
 * the create (then the event's own editor) or the update's calls; a failure that keeps the input.
 */
export function useEventSave(event: DashboardEvent | undefined) {
  const client = useQueryClient()
  const navigate = useNavigate()
  const saved = useMemo(() => (event ? formFromEvent(event) : EMPTY_EVENT_FORM), [event])
  const [values, setValues] = useState<EventFormValues>(saved)
  const [attempted, setAttempted] = useState(false)
  const [failure, setFailure] = useState<SaveFailure | null>(null)
  const [justCreated, setJustCreated] = useAtom(justCreatedAtom)
  const created = event !== undefined && justCreated === event.id
  const [notice, setNotice] = useState<string | null>(() => (created ? t.created : null))
  // Said once: a later visit of the event (or a restore's fresh form) says nothing.
  useEffect(() => {
    if (created) setJustCreated(undefined)
  }, [created, setJustCreated])
  const [confirmDelete, setConfirmDelete] = useState(false)
  /** Tries the form's own check refused; each one moves the focus to the first field to fix. */
  const [refusedTries, setRefusedTries] = useState(0)

  const dirty = !sameForm(values, saved)
  const errors: EventFormErrors = attempted
    ? validateEventForm(values)
    : endBeforeBegin(values)
      ? { dateEnd: eventMessages.validation.endBeforeBegin }
      : {}

  const save = useMutation({
    mutationFn: () => {
      if (!event) {
        const input = createInput(values)
        if (!input) throw new Error('the form is invalid')
        return api.createEvent(input)
      }
      return sendUpdate(event.id, saved, values)
    },
    onSuccess: async (result) => {
      setFailure(null)
      if (!event) {
        await eventSaved(client, result, true)
        setJustCreated(result.id)
        void navigate({
          to: '/events/$eventId/',
          params: { eventId: result.id },
          replace: true,
          ignoreBlocker: true,
        })
        return
      }
      setValues(formFromEvent(result))
      setAttempted(false)
      setNotice(t.saved)
      await eventSaved(client, result)
    },
    onError: (error) => {
      setFailure(saveFailure(error, EVENT_FIELD_MESSAGES))
      // Part of an update may have gone through: what the server holds now is the new baseline,
      // the input stays as it is.
      if (event) void client.invalidateQueries({ queryKey: eventKey(event.id), exact: true })
    },
  })

  const remove = useMutation({
    mutationFn: () => (event ? api.deleteEvent(event.id) : Promise.resolve(undefined)),
    onSuccess: async () => {
      setConfirmDelete(false)
      if (event) await eventDeleted(client, event.id)
      void navigate({ to: '/events/', ignoreBlocker: true })
    },
    onError: (error) => {
      setConfirmDelete(false)
      setFailure(saveFailure(error, EVENT_FIELD_MESSAGES))
    },
  })

  return {
    saved,
    values,
    dirty,
    failure,
    notice,
    refusedTries,
    saving: save.isPending,
    /** The last failed save and delete: each new one moves the focus to the summary. */
    saveError: save.error,
    deleteError: remove.error,
    /** The field's German message: the form's own check first, then the server's mark. */
    shown: (field: EventFormField) => errors[field] ?? failure?.fields[field],
    edit(next: EventFormValues, field: EventFormField) {
      setValues(next)
      setNotice(null)
      // The server's mark on a field goes once the field is changed.
      if (failure?.fields[field]) {
        const { [field]: _gone, ...fields } = failure.fields
        setFailure({ ...failure, fields })
      }
    },
    submit() {
      setAttempted(true)
      setNotice(null)
      if (Object.keys(validateEventForm(values)).length) {
        setRefusedTries((n) => n + 1)
        return
      }
      if (event && !dirty) return
      setFailure(null)
      save.mutate()
    },
    reset() {
      setValues(saved)
      setAttempted(false)
      setFailure(null)
    },
    deletion: {
      confirming: confirmDelete,
      ask: () => setConfirmDelete(true),
      cancel: () => setConfirmDelete(false),
      confirm: () => remove.mutate(),
      deleting: remove.isPending,
    },
  }
}
