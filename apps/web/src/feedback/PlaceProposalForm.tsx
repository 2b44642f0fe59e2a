import { ChangeRequestInput, type SearchShortcut } from '@quo/contract'
import { Button, Field, TextArea, TextInput } from '@quo/ui'
import { useAnonymousForm } from '../forms/useAnonymousForm.js'
import { messages } from '../messages.js'
import { engineAtom } from '../state/atoms.js'
import { useAtomValue } from '../state/store.js'
import { ContactFields } from './ContactFields.js'
import { FormShell } from './FormShell.js'
import { sendChangeRequest } from './sendChangeRequest.js'

/** A proposed place needs its name and position (the server checks the same). */
const PlaceProposal = ChangeRequestInput.required({ title: true, lon: true, lat: true })

/**
 * "Ort vorschlagen" on a search shortcut that takes new places (allowItemAddition): the
 * place is proposed where the map is centred, which the visitor sets by moving the map.
 */
export function PlaceProposalForm({ shortcut }: { shortcut: SearchShortcut }) {
  const engine = useAtomValue(engineAtom)
  const form = useAnonymousForm(
    PlaceProposal,
    ['title', 'message', 'name', 'email'],
    (v) => {
      const centre = engine?.map.getCenter()
      return {
        kind: 'addition',
        searchShortcutId: shortcut.id,
        ...v,
        ...(centre ? { lon: Number(centre.lng.toFixed(6)), lat: Number(centre.lat.toFixed(6)) } : {}),
      }
    },
    sendChangeRequest,
  )
  if (!form.open) {
    return (
      <Button variant="secondary" className="mx-4 mb-3" onClick={form.show}>
        {messages.proposal.open}
      </Button>
    )
  }
  return (
    <div className="px-4 pb-3">
      <FormShell
        title={messages.proposal.open}
        intro={messages.proposal.intro}
        status={form.status}
        submitError={form.submitError}
        thanks={messages.proposal.thanks}
        onSubmit={(e) => void form.submit(e)}
        onCancel={form.close}
        honeypot={form.honeypotProps}
      >
        <Field label={messages.proposal.name} error={form.errors.title}>
          <TextInput {...form.bind('title')} maxLength={120} required />
        </Field>
        <Field label={messages.proposal.description} error={form.errors.message}>
          <TextArea {...form.bind('message')} rows={3} maxLength={2000} required />
        </Field>
        <ContactFields bind={form.bind} errors={form.errors} required={false} />
      </FormShell>
    </div>
  )
}
