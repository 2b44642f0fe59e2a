import type { HolidayRegion, ItemDetailKey } from '@quo/contract'
import { Field, TextInput } from '@quo/ui'
import { useMemo } from 'react'
import { SectionCard } from '../../forms/SectionCard.js'
import type { DraftSectionProps } from './BasicsSection.js'
import { DetailsEditor } from './DetailsEditor.js'
import { DuplicateField } from './DuplicateField.js'
import { placeMessages as t } from './messages.js'
import { type TagOption, TagPicker } from './TagPicker.js'

/** The details beside the place's maps and topics, its features and its status. */
export function DetailsAndTagsSections({
  draft,
  edit,
  detailKeys,
  tagOptions,
  selfId,
  detailErrors,
  holidayRegion,
}: DraftSectionProps & {
  detailKeys: readonly ItemDetailKey[]
  tagOptions: { maps: TagOption[]; features: TagOption[] }
  /** The edited place, which cannot duplicate itself; none in create mode. */
  selfId: number | undefined
  /** What the server refused, per detail key. */
  detailErrors: Readonly<Record<string, string>>
  /** Whose holidays the stored place follows; Liechtenstein's for a new one. */
  holidayRegion: HolidayRegion | undefined
}) {
  const { lat, lon } = draft
  const countryCode = holidayRegion?.countryCode
  const state = holidayRegion?.state ?? null
  // One object per position and region: the hours editor checks again whenever it changes.
  const place = useMemo(
    () => ({ lat, lon, ...(countryCode ? { holidayRegion: { countryCode, state } } : {}) }),
    [lat, lon, countryCode, state],
  )
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-2">
      <SectionCard heading={t.details}>
        <DetailsEditor
          detailKeys={detailKeys}
          values={draft.details}
          errors={detailErrors}
          place={place}
          onChange={(key, value) => edit({ details: { ...draft.details, [key]: value } })}
        />
      </SectionCard>
      <div className="flex flex-col gap-6">
        <SectionCard label={t.maps}>
          <TagPicker
            legend={t.maps}
            hint={t.mapsHint}
            options={tagOptions.maps}
            value={draft.tagIds}
            onChange={(tagIds) => edit({ tagIds })}
          />
        </SectionCard>
        <SectionCard label={t.features}>
          <TagPicker
            legend={t.features}
            options={tagOptions.features}
            value={draft.tagIds}
            onChange={(tagIds) => edit({ tagIds })}
          />
        </SectionCard>
        <SectionCard heading={t.status}>
          <Field label={t.closedOn} hint={t.closedHint}>
            <TextInput
              type="date"
              value={draft.closedOn}
              onChange={(e) => edit({ closedOn: e.target.value })}
            />
          </Field>
          <DuplicateField
            value={draft.duplicateOf}
            selfId={selfId}
            onChange={(duplicateOf) => edit({ duplicateOf })}
          />
        </SectionCard>
      </div>
    </div>
  )
}
