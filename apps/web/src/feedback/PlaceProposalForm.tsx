import { ChangeRequestInput, type SearchShortcut } from '@quo/contract'
import { Button, Field, TextArea, TextInput } from '@quo/ui'
import { useRef } from 'react'
import { useAnonymousForm } from '../forms/useAnonymousForm.js'
import { messages } from '../messages.js'
import { engineAtom } from '../state/atoms.js'
import { useAtomValue } from '../state/store.js'
import { ContactFields } from './ContactFields.js'
import { FormShell } from './FormShell.js'
import { useProposalPin } from './ProposalPin.js'
import { sendChangeRequest } from './sendChangeRequest.js'

/** A proposed place needs its name and position (the server checks the same). */
const PlaceProposal = ChangeRequestInput.required({ title: true, lon: true, lat: true })

/**
 * "Ort vorschlagen" on a search shortcut that takes new places (allowItemAddition): the place
 * is proposed where the tip of a pin points, which starts in the part of the map the card leaves
 * free and which the visitor drags (or moves by arrow keys) onto the place.
 */
export function PlaceProposalForm({ shortcut }: { shortcut: SearchShortcut }) {
  const engine = useAtomValue(engineAtom)
  const box = useRef<HTMLDivElement>(null)
  // Read when the form is sent: the pin's position then, not when the form was built.
  const pinned = useRef<[number, number] | null>(null)
  const form = useAnonymousForm(
    PlaceProposal,
    ['title', 'message', 'name', 'email'],
    (v) => {
      const at = pinned.current
      return {
        kind: 'addition',
        searchShortcutId: shortcut.id,
        ...v,
        ...(at ? { lon: Number(at[0].toFixed(6)), lat: Number(at[1].toFixed(6)) } : {}),
      }
    },
    sendChangeRequest,
  )
  // The pin shows while the form is open to be filled in, not once it went through.
  const choosing = form.open && form.status !== 'sent'
  useProposalPin(pinned, engine, box, choosing, messages.proposal.pin)
  if (!form.open) {
    return (
      <Button variant="secondary" className="mx-4 mb-3" onClick={form.show}>
        {messages.proposal.open}
      </Button>
    )
  }
  return (
    <div ref={box} className="px-4 pb-3">
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
