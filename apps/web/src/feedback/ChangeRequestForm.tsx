import { ChangeRequestInput, type SearchShortcut } from '@quo/contract'
import { Button, Field, TextArea } from '@quo/ui'
import { useAnonymousForm } from '../forms/useAnonymousForm.js'
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
        Änderung melden
      </Button>
    )
  }
  return (
    <FormShell
      title="Änderung melden"
      intro={
        shortcut.changeRequestSubtitle ?? 'Stimmt etwas nicht? Schreiben Sie uns, was wir korrigieren sollen.'
      }
      status={form.status}
      submitError={form.submitError}
      thanks="Danke! Ihre Meldung ist eingegangen; wir prüfen sie."
      onSubmit={(e) => void form.submit(e)}
      onCancel={form.close}
    >
      <Field
        label="Was sollen wir ändern?"
        error={form.errors.message}
        hint={`${form.values.message.length}/${MESSAGE_MAX}`}
      >
        <TextArea {...form.bind('message')} rows={4} maxLength={MESSAGE_MAX} required />
      </Field>
      <ContactFields bind={form.bind} errors={form.errors} required={false} />
    </FormShell>
  )
}
