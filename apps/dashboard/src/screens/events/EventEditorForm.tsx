import type { DashboardEvent } from '@quo/contract'
import { Button, Field, TextInput } from '@quo/ui'
import { useEffect, useId, useRef } from 'react'
import { ConfirmDialog } from '../../forms/ConfirmDialog.js'
import { LeaveGuard } from '../../forms/LeaveGuard.js'
import { PlaceSearchBox } from '../../forms/PlaceSearchBox.js'
import { EventBranchesField } from './EventBranchesField.js'
import { eventMessages } from './messages.js'
import { useEventSave } from './useEventSave.js'

const t = eventMessages.editor

/** One event's form: create mode without an event, update mode (with delete) for a stored one. */
export function EventEditorForm({ event }: { event: DashboardEvent | undefined }) {
  const formId = useId()
  const form = useEventSave(event)
  const { values, failure, shown, edit, deletion } = form
  const formRef = useRef<HTMLFormElement>(null)
  const summaryRef = useRef<HTMLDivElement>(null)

  // The button is at the end of a long form: what went wrong gets the focus, so it is seen
  // (scrolled to) and read out.
  useEffect(() => {
    if (form.saveError || form.deleteError) summaryRef.current?.focus()
  }, [form.saveError, form.deleteError])
  useEffect(() => {
    if (!form.refusedTries) return
    const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid] input')
    first?.focus()
  }, [form.refusedTries])

  return (
    <form
      ref={formRef}
      id={formId}
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        form.submit()
      }}
      className="flex max-w-3xl flex-col gap-6"
    >
      <LeaveGuard dirty={form.dirty} />
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
      {form.notice && (
        <p role="status" className="rounded-2xl bg-primary/5 p-4 text-sm text-primary-strong">
          {form.notice}
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
        <EventBranchesField
          id={`${formId}-branches`}
          saved={form.saved}
          values={values}
          error={shown('branchIds')}
          onChange={(next) => edit(next, 'branchIds')}
        />
      </div>

      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" busy={form.saving}>
          {form.saving ? t.saving : event ? t.save : t.create}
        </Button>
        {form.dirty && (
          <Button variant="secondary" onClick={form.reset}>
            {t.reset}
          </Button>
        )}
        {form.dirty && event && <span className="text-sm text-muted">{t.unsaved}</span>}
        {event && (
          <Button variant="danger" className="sm:ml-auto" onClick={deletion.ask}>
            {t.delete}
          </Button>
        )}
      </div>

      {event && (
        <ConfirmDialog
          open={deletion.confirming}
          title={t.deleteTitle}
          confirmLabel={t.deleteConfirm}
          cancelLabel={t.cancel}
          destructive
          busy={deletion.deleting}
          onConfirm={deletion.confirm}
          onCancel={deletion.cancel}
        >
          {t.deleteText(event.title)}
        </ConfirmDialog>
      )}
    </form>
  )
}
