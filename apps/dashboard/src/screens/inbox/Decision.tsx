import type { InboxEntry } from '@quo/contract'
import { Button, Field, TextArea } from '@quo/ui'
import { useQuery } from '@tanstack/react-query'
import { formatDateTime } from '../../format.js'
import { SectionCard, SectionError } from '../../forms/SectionCard.js'
import { detailKeysQuery } from '../../referenceData.js'
import { FieldRow } from './FieldRow.js'
import { inboxFieldName } from './inboxText.js'
import { inboxMessages as t } from './messages.js'
import { OptionalChoice } from './OptionalChoice.js'
import { useDecision, useNewPlaceOptions } from './useDecision.js'

/** The entry's fields against the place, decided here while any is open; then who decided. */
export function Decision({ entry }: { entry: InboxEntry }) {
  const detailKeys = useQuery(detailKeysQuery).data
  const options = useNewPlaceOptions(entry)
  const decision = useDecision(entry, options.branchTag)
  const name = (field: string) => inboxFieldName(field, detailKeys)
  const open = entry.status === 'open' || entry.fields.some((f) => f.status === 'open')

  return (
    <SectionCard heading={t.fields} intro={open ? t.fieldsIntro : undefined}>
      {entry.fields.map((field) => (
        <FieldRow
          key={field.field}
          field={field}
          name={name(field.field)}
          choice={decision.choices[field.field]}
          onChoice={(choice) => decision.setChoice(field.field, choice)}
          branchShortId={entry.branchShortId ?? undefined}
        />
      ))}
      {open && (
        <>
          {decision.addition && (
            <fieldset className="flex flex-wrap gap-4">
              <legend className="mb-2 font-semibold">{t.newPlace}</legend>
              <OptionalChoice
                label={t.category}
                none={t.noCategory}
                value={decision.categoryId}
                options={options.categoryOptions}
                onChange={decision.setCategoryId}
              />
              <OptionalChoice
                label={t.map}
                none={t.noMap}
                value={decision.mapTag}
                options={options.mapTags}
                onChange={decision.setTagId}
              />
            </fieldset>
          )}
          <Field label={t.note} hint={t.noteHint}>
            <TextArea
              rows={2}
              value={decision.note}
              maxLength={2000}
              onChange={(e) => decision.setNote(e.target.value)}
            />
          </Field>
          <SectionError message={decision.problem} />
          <div className="flex flex-wrap gap-3">
            <Button
              busy={decision.deciding === true}
              disabled={decision.deciding !== undefined}
              onClick={decision.accept}
            >
              {t.accept}
            </Button>
            <Button
              variant="secondary"
              busy={decision.deciding === false}
              disabled={decision.deciding !== undefined}
              onClick={decision.rejectAll}
            >
              {t.rejectAll}
            </Button>
          </div>
        </>
      )}
      {entry.decision && (
        <p role="status" className="rounded-lg bg-paper px-3 py-2 text-sm">
          {t.decided(t.statuses[entry.status], entry.decision.by ?? '—', formatDateTime(entry.decision.at))}
          {entry.decision.note ? ` – ${entry.decision.note}` : ''}
        </p>
      )}
    </SectionCard>
  )
}
