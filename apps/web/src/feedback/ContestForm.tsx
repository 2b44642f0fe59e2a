import { CONTEST_ENTRY_RETENTION_DAYS, type Contest, ContestParticipationInput } from '@quo/contract'
import { Button, Field, TextArea } from '@quo/ui'
import { api } from '../api.js'
import { useAnonymousForm } from '../forms/useAnonymousForm.js'
import { messages } from '../messages.js'
import { ContactFields } from './ContactFields.js'
import { FormShell } from './FormShell.js'

const dateFormat = new Intl.DateTimeFormat('de-CH', { dateStyle: 'long' })
const DAY_MS = 86_400_000

/** The day the entries are deleted: the retention's days after the end (the API deletes them then). */
const deletionDate = (contest: Contest) =>
  dateFormat.format(new Date(Date.parse(contest.dateEnd) + CONTEST_ENTRY_RETENTION_DAYS * DAY_MS))

/** A running contest with its question; visitors answer without signing in (docs/product.md §1). */
export function ContestForm({ contest }: { contest: Contest }) {
  const form = useAnonymousForm(
    ContestParticipationInput,
    ['answer', 'name', 'email'],
    (v) => ({ contestId: contest.id, ...v }),
    (input) => api.participate(input),
    { submitTexts: messages.contest.submit },
  )
  return (
    <section
      aria-label={messages.contest.section(contest.title)}
      className="mt-3 rounded-xl border border-line p-3"
    >
      <h2 className="font-semibold">{contest.title}</h2>
      <p className="text-sm text-muted">
        {messages.contest.until(contest.description, dateFormat.format(new Date(contest.dateEnd)))}
      </p>
      {form.open ? (
        <FormShell
          title={messages.contest.join}
          intro={contest.question}
          status={form.status}
          submitError={form.submitError}
          thanks={messages.contest.thanks}
          onSubmit={(e) => void form.submit(e)}
          onCancel={form.close}
          honeypot={form.honeypotProps}
        >
          <Field label={messages.contest.answer} error={form.errors.answer}>
            <TextArea {...form.bind('answer')} rows={2} maxLength={500} required />
          </Field>
          <ContactFields bind={form.bind} errors={form.errors} required />
          {/* Before sending: visitors learn what is kept, why and for how long while they can still decide. */}
          <p className="text-xs text-muted">
            <strong className="font-semibold">{messages.contest.privacy.title}</strong>{' '}
            {messages.contest.privacy.text(CONTEST_ENTRY_RETENTION_DAYS, deletionDate(contest))}
          </p>
        </FormShell>
      ) : (
        <Button className="mt-2" onClick={form.show}>
          {messages.contest.join}
        </Button>
      )}
    </section>
  )
}
