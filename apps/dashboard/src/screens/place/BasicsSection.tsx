import type { Category } from '@quo/contract'
import { Field, TextInput } from '@quo/ui'
import { SELECT_CLASS } from '../../forms/controlStyles.js'
import { NamedOptions } from '../../forms/NamedOptions.js'
import { SectionCard } from '../../forms/SectionCard.js'
import { CategoryPicker } from './CategoryPicker.js'
import { placeMessages as t } from './messages.js'
import type { PlaceDraft } from './placeDraft.js'

/** What a section of the place form gets: the draft, and how to change part of it. */
export interface DraftSectionProps {
  draft: PlaceDraft
  edit: (patch: Partial<PlaceDraft>) => void
  /** The person left a field: its own check shows from now on. */
  leave: (name: 'title' | 'position' | 'categoryIds') => void
}

/** Title, type and categories. */
export function BasicsSection({
  draft,
  edit,
  leave,
  categories,
  titleError,
  categoriesError,
}: DraftSectionProps & {
  categories: readonly Category[]
  titleError: string | undefined
  categoriesError: string | undefined
}) {
  return (
    <SectionCard heading={t.basics}>
      <Field label={t.title} error={titleError}>
        <TextInput
          value={draft.title}
          maxLength={250}
          onChange={(e) => edit({ title: e.target.value })}
          onBlur={() => leave('title')}
        />
      </Field>
      <label className="flex flex-col gap-1 text-sm font-medium">
        {t.type}
        <select
          className={SELECT_CLASS}
          value={draft.type}
          onChange={(e) => edit({ type: e.target.value as PlaceDraft['type'] })}
        >
          <NamedOptions values={Object.keys(t.types) as PlaceDraft['type'][]} names={t.types} />
        </select>
      </label>
      <div className="flex flex-col gap-1">
        <p className="text-sm font-medium">{t.categories}</p>
        <CategoryPicker
          categories={categories}
          value={draft.categoryIds}
          onChange={(categoryIds) => edit({ categoryIds })}
          error={categoriesError}
        />
      </div>
    </SectionCard>
  )
}
