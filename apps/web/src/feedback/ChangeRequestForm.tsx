import { ChangeRequestInput, type SearchShortcut } from '@quo/contract'
import { Button, Field, TextArea } from '@quo/ui'
import { useAnonymousForm } from '../forms/useAnonymousForm.js'
import { messages } from '../messages.js'
import { ContactFields } from './ContactFields.js'
import { FormShell } from './FormShell.js'
import { sendChangeRequest } from './sendChangeRequest.js'

const MESSAGE_MAX = 2000

/**
 * "Änderung melden" under a place: a visitor's correction, sent without signing in, where
 * the search shortcut takes change requests (spec §1, §8).
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
    ['message', 'name', 'email'],
    (v) => ({ kind: 'change', searchShortcutId: shortcut.id, itemNanoId, ...v }),
    sendChangeRequest,
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
    >
      <Field
        label={messages.changeRequest.message}
        error={form.errors.message}
        hint={`${form.values.message.length}/${MESSAGE_MAX}`}
      >
        <TextArea {...form.bind('message')} rows={4} maxLength={MESSAGE_MAX} required />
      </Field>
      <ContactFields bind={form.bind} errors={form.errors} required={false} />
    </FormShell>
  )
}
