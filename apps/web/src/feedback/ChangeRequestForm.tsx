import { ChangeRequestInput, type SearchShortcut } from '@quo/contract'
import { Button, Field, TextArea } from '@quo/ui'
import { useState } from 'react'
import { api } from '../api.js'
import { useAnonymousForm } from '../forms/useAnonymousForm.js'
import { ContactFields } from './ContactFields.js'
import { FormShell } from './FormShell.js'

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
  const [open, setOpen] = useState(false)
  const form = useAnonymousForm(
    ChangeRequestInput,
    ['message', 'name', 'email'],
    (v) => ({ kind: 'change', searchShortcutId: shortcut.id, itemNanoId, ...v }),
    async (input) => {
      const result = await api.submitChangeRequest(input)
      if (!result.success) throw result.error
    },
  )
  const close = () => {
    form.reset()
    setOpen(false)
  }
  if (!open) {
    return (
      <Button variant="secondary" className="mt-3" onClick={() => setOpen(true)}>
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
      onCancel={close}
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
