import { ApiError } from '@quo/api-client'
import type { Branch, DashboardEvent } from '@quo/contract'
import { Button, Field, TextInput } from '@quo/ui'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Link, useNavigate, useParams } from '@tanstack/react-router'
import { type FormEvent, useEffect, useId, useMemo, useRef, useState } from 'react'
import { ConfirmDialog } from '../../forms/ConfirmDialog.js'
import { LINK_CLASS } from '../../forms/controlStyles.js'
import { LeaveGuard } from '../../forms/LeaveGuard.js'
import { PlaceSearchBox } from '../../forms/PlaceSearchBox.js'
import { type SaveFailure, saveFailure } from '../../forms/saveError.js'
import { HistorySection } from '../../history/HistorySection.js'
import { useHistoryLabels } from '../../history/useHistoryLabels.js'
import { branchesByTitle, branchesQuery } from '../../referenceData.js'
import { api } from '../../session.js'
import { ScreenHeading } from '../ScreenHeading.js'
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
  toggleBranch,
  updatePlan,
  validateEventForm,
} from './eventForm.js'
import { eventMessages } from './messages.js'
import { eventDeleted, eventKey, eventSaved } from './queries.js'

const t = eventMessages.editor

const LINK = `text-sm ${LINK_CLASS}`

/** The event just created, so its editor can say so once (the create form is gone by then). */
let justCreated: number | undefined

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

/** The maps to offer: those that show events, and any the event is on already. */
function offeredBranches(branches: readonly Branch[], chosen: readonly number[]): Branch[] {
  const on = new Set(chosen)
  return branches.filter((b) => b.hasEvents || on.has(b.id))
}

function EventForm({ event }: { event: DashboardEvent | undefined }) {
  const client = useQueryClient()
  const navigate = useNavigate()
  const formId = useId()
  const saved = useMemo(() => (event ? formFromEvent(event) : EMPTY_EVENT_FORM), [event])
  const [values, setValues] = useState<EventFormValues>(saved)
  const [attempted, setAttempted] = useState(false)
  const [failure, setFailure] = useState<SaveFailure | null>(null)
  const [notice, setNotice] = useState<string | null>(() => {
    if (event && justCreated === event.id) {
      justCreated = undefined
      return t.created
    }
    return null
  })
  const [confirmDelete, setConfirmDelete] = useState(false)
  const [refusedTries, setRefusedTries] = useState(0)
  const formRef = useRef<HTMLFormElement>(null)
  const summaryRef = useRef<HTMLDivElement>(null)
  const branches = useQuery({ ...branchesQuery, select: branchesByTitle })

  const dirty = !sameForm(values, saved)
  const errors: EventFormErrors = attempted
    ? validateEventForm(values)
    : endBeforeBegin(values)
      ? { dateEnd: eventMessages.validation.endBeforeBegin }
      : {}
  const shown = (field: EventFormField) => errors[field] ?? failure?.fields[field]

  const edit = (next: EventFormValues, field: EventFormField) => {
    setValues(next)
    setNotice(null)
    // The server's mark on a field goes once the field is changed.
    if (failure?.fields[field]) {
      const { [field]: _gone, ...fields } = failure.fields
      setFailure({ ...failure, fields })
    }
  }

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
        justCreated = result.id
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

  // The button is at the end of a long form: what went wrong gets the focus, so it is seen
  // (scrolled to) and read out.
  useEffect(() => {
    if (save.error || remove.error) summaryRef.current?.focus()
  }, [save.error, remove.error])
  useEffect(() => {
    if (!refusedTries) return
    const form = formRef.current
    const first = form?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid] input')
    first?.focus()
  }, [refusedTries])

  const submit = (e: FormEvent) => {
    e.preventDefault()
    setAttempted(true)
    setNotice(null)
    if (Object.keys(validateEventForm(values)).length) {
      setRefusedTries((n) => n + 1)
      return
    }
    if (event && !dirty) return
    setFailure(null)
    save.mutate()
  }

  const offered = offeredBranches(branches.data ?? [], [...saved.branchIds, ...values.branchIds])
  const branchesError = shown('branchIds')

  return (
    <form ref={formRef} id={formId} noValidate onSubmit={submit} className="flex max-w-3xl flex-col gap-6">
      <LeaveGuard dirty={dirty} />
      {failure && (
        <div
          ref={summaryRef}
          tabIndex={-1}
          role="alert"
          className="rounded-2xl border border-error/30 bg-error/5 p-4 text-sm text-error outline-none"
        >
          {failure.summary}
        </div>
      )}
      {notice && (
        <p role="status" className="rounded-2xl bg-primary/5 p-4 text-sm text-primary-strong">
          {notice}
        </p>
      )}

      <div className="flex flex-col gap-5 rounded-2xl bg-white p-4 shadow-sm sm:p-6">
        <PlaceSearchBox
          label={t.item}
          value={values.item}
          keepChoice
          onChange={(place) =>
            place && edit({ ...values, item: { id: place.id, title: place.title } }, 'itemId')
          }
          error={shown('itemId')}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label={t.begin} error={shown('dateBegin')} hint={t.timeHint}>
            <TextInput
              type="datetime-local"
              value={values.begin}
              onChange={(e) => edit({ ...values, begin: e.target.value }, 'dateBegin')}
            />
          </Field>
          <Field label={t.end} error={shown('dateEnd')} hint={t.timeHint}>
            <TextInput
              type="datetime-local"
              value={values.end}
              min={values.begin || undefined}
              onChange={(e) => edit({ ...values, end: e.target.value }, 'dateEnd')}
            />
          </Field>
        </div>
        <fieldset
          data-invalid={branchesError ? true : undefined}
          className="flex flex-col gap-2"
          aria-describedby={branchesError ? `${formId}-branches` : undefined}
        >
          <legend className="text-sm font-medium text-ink">{t.branches}</legend>
          <p className="text-xs text-muted">{t.branchesHint}</p>
          {branches.isError ? (
            <p className="text-sm text-error">{t.branchesLoadFailed}</p>
          ) : (
            <ul className="grid gap-x-4 gap-y-1 sm:grid-cols-2">
              {offered.map((branch) => (
                <li key={branch.id}>
                  <label className="flex min-h-10 cursor-pointer items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      className="size-4 accent-primary"
                      checked={values.branchIds.includes(branch.id)}
                      onChange={(e) => edit(toggleBranch(values, branch.id, e.target.checked), 'branchIds')}
                    />
                    {branch.title}
                  </label>
                </li>
              ))}
            </ul>
          )}
          {branchesError && (
            <p id={`${formId}-branches`} role="alert" className="text-sm text-error">
              {branchesError}
            </p>
          )}
        </fieldset>
      </div>

      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" busy={save.isPending}>
          {save.isPending ? t.saving : event ? t.save : t.create}
        </Button>
        {dirty && (
          <Button
            variant="secondary"
            onClick={() => {
              setValues(saved)
              setAttempted(false)
              setFailure(null)
            }}
          >
            {t.reset}
          </Button>
        )}
        {dirty && event && <span className="text-sm text-muted">{t.unsaved}</span>}
        {event && (
          <Button variant="danger" className="sm:ml-auto" onClick={() => setConfirmDelete(true)}>
            {t.delete}
          </Button>
        )}
      </div>

      {event && (
        <ConfirmDialog
          open={confirmDelete}
          title={t.deleteTitle}
          confirmLabel={t.deleteConfirm}
          cancelLabel={t.cancel}
          destructive
          busy={remove.isPending}
          onConfirm={() => remove.mutate()}
          onCancel={() => setConfirmDelete(false)}
        >
          {t.deleteText(event.title)}
        </ConfirmDialog>
      )}
    </form>
  )
}

/** Reads one event for its editor; German states while it loads, fails or is gone. */
function SavedEventEditor({ id }: { id: number }) {
  const event = useQuery({
    queryKey: eventKey(id),
    queryFn: () => api.dashboardEvent(id),
    // A refused read (gone, not allowed) is not tried again.
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  })
  const client = useQueryClient()
  const historyLabels = useHistoryLabels()
  // A restore from the history changes the event: the form starts again from what is stored.
  const [restores, setRestores] = useState(0)
  if (event.data)
    return (
      <>
        <EventForm key={`${id}-${restores}`} event={event.data} />
        <div className="max-w-3xl">
          <HistorySection
            queryKey={['dashboard', 'history', 'event', id]}
            load={(page, pageSize) => api.eventHistory(id, { page, pageSize })}
            labels={historyLabels}
            onRestored={async () => {
              eventSaved(client, await api.dashboardEvent(id))
              setRestores((n) => n + 1)
            }}
          />
        </div>
      </>
    )
  if (event.isError) {
    const gone = event.error instanceof ApiError && event.error.status === 404
    return (
      <div
        role="alert"
        className="flex max-w-3xl flex-col items-start gap-3 rounded-2xl bg-white p-6 shadow-sm"
      >
        <p className="text-error">{gone ? t.notFound : t.loadFailed}</p>
        {!gone && <Button onClick={() => event.refetch()}>{t.retry}</Button>}
      </div>
    )
  }
  return (
    <p role="status" className="max-w-3xl rounded-2xl bg-white p-6 text-muted shadow-sm">
      {t.loading}
    </p>
  )
}

/**
 * One event's editor (spec §2): create mode at /events/new/, update mode at /events/{id}/ with
 * delete. The id is read loosely, as the places screen does, and was checked by the route.
 */
export function EventEditorScreen() {
  const { eventId } = useParams({ strict: false })
  const id = typeof eventId === 'number' ? eventId : undefined
  return (
    <div className="flex flex-col gap-6">
      <Link to="/events/" className={LINK}>
        <span aria-hidden="true">{t.backArrow}</span> {t.back}
      </Link>
      <ScreenHeading title={id ? t.editHeading : t.createHeading} text={id ? t.editText(id) : t.createText} />
      {id ? <SavedEventEditor id={id} /> : <EventForm key="new" event={undefined} />}
    </div>
  )
}
