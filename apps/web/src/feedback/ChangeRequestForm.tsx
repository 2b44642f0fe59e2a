import { ChangeRequestInput, type SearchShortcut, type VisitorDetailKey } from '@quo/contract'
import { Button, Field, TextArea, TextInput } from '@quo/ui'
import { useAnonymousForm } from '../forms/useAnonymousForm.js'
import { messages } from '../messages.js'
import { ContactFields } from './ContactFields.js'
import { visitorDetailErrors } from './detailChecks.js'
import { FormShell } from './FormShell.js'
import { sendChangeRequest } from './sendChangeRequest.js'

const MESSAGE_MAX = 2000

/** The details a visitor can correct here, in the order the form asks for them. */
const PROPOSED_DETAILS = ['hours', 'phone', 'url'] as const satisfies readonly VisitorDetailKey[]

/** The corrected details the visitor filled in, as the request's `details` (none: left out). */
function proposedDetails(values: Record<string, string>): {
  details?: Partial<Record<VisitorDetailKey, string>>
} {
  const details = Object.fromEntries(
    PROPOSED_DETAILS.flatMap((key) => {
      const value = values[`details.${key}`]?.trim()
      return value ? [[key, value]] : []
    }),
  )
  return Object.keys(details).length ? { details } : {}
}

/**
 * "Änderung melden" under a place: a visitor's correction, sent without signing in, where
 * the search shortcut takes change requests (docs/product.md §1, §8).
 */
export function ChangeRequestForm({
  shortcut,
  itemNanoId,
}: {
  shortcut: SearchShortcut
  itemNanoId: string
}) {
  const form = useAnonymousForm(
    ChangeRequestInput,
    ['message', 'title', ...PROPOSED_DETAILS.map((key) => `details.${key}` as const), 'name', 'email'],
    ({ message, title, name, email, ...details }) => ({
      kind: 'change',
      searchShortcutId: shortcut.id,
      itemNanoId,
      message,
      title,
      name,
      email,
      ...proposedDetails(details),
    }),
    sendChangeRequest,
    {
      check: (input) =>
        visitorDetailErrors((input.details ?? {}) as Parameters<typeof visitorDetailErrors>[0]),
    },
  )
  if (!form.open) {
    return (
      <Button variant="secondary" className="mt-3" onClick={form.show}>
        {messages.changeRequest.open}
      </Button>
    )
  }
  return (
    <FormShell
      title={messages.changeRequest.open}
      intro={shortcut.changeRequestSubtitle ?? messages.changeRequest.intro}
      status={form.status}
      submitError={form.submitError}
      thanks={messages.changeRequest.thanks}
      onSubmit={(e) => void form.submit(e)}
      onCancel={form.close}
      honeypot={form.honeypotProps}
    >
      <Field
        label={messages.changeRequest.message}
        error={form.errors.message}
        hint={`${form.values.message.length}/${MESSAGE_MAX}`}
      >
        <TextArea {...form.bind('message')} rows={4} maxLength={MESSAGE_MAX} required />
      </Field>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 text-sm font-semibold">{messages.changeRequest.corrections}</legend>
        <Field label={messages.changeRequest.title} error={form.errors.title}>
          <TextInput {...form.bind('title')} maxLength={120} />
        </Field>
        {PROPOSED_DETAILS.map((key) => (
          <Field
            key={key}
            label={messages.changeRequest.details[key].label}
            hint={messages.changeRequest.details[key].hint}
            error={form.errors[`details.${key}`]}
          >
            <TextInput
              {...form.bind(`details.${key}`)}
              maxLength={500}
              inputMode={key === 'phone' ? 'tel' : key === 'url' ? 'url' : undefined}
            />
          </Field>
        ))}
      </fieldset>
      <ContactFields bind={form.bind} errors={form.errors} required={false} />
    </FormShell>
  )
}
