import type { Category } from '@quo/contract'
import { useId } from 'react'
import { SELECT_CLASS } from '../../forms/controlStyles.js'
import { RemoveButton } from '../../forms/RemoveButton.js'
import { categoryName, mainCategoryName } from '../../referenceData.js'
import { placeMessages as t } from './messages.js'
import { CATEGORIES_MAX } from './placeDraft.js'

export interface CategoryPickerProps {
  categories: readonly Category[]
  /** Chosen ids; the first is the main category. */
  value: readonly number[]
  onChange: (ids: number[]) => void
  error?: string | undefined
}

/** The place's categories: added from a list grouped by main category, one of them marked main. */
export function CategoryPicker({ categories, value, onChange, error }: CategoryPickerProps) {
  const id = useId()
  const byId = new Map(categories.map((c) => [c.id, c]))
  const groups = new Map<string, Category[]>()
  for (const category of categories) {
    if (value.includes(category.id)) continue
    const main = mainCategoryName(category)
    groups.set(main, [...(groups.get(main) ?? []), category])
  }
  const sortedGroups = [...groups].sort(([a], [b]) => a.localeCompare(b, 'de'))
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-muted">{t.categoriesHint}</p>
      {value.length === 0 ? (
        <p className="text-sm text-muted">{t.noCategories}</p>
      ) : (
        <ul className="flex flex-col gap-1">
          {value.map((categoryId, index) => {
            const category = byId.get(categoryId)
            const name = category ? categoryName(category) : String(categoryId)
            return (
              <li
                key={categoryId}
                className="flex items-center gap-2 rounded-xl border border-line px-3 py-1.5"
              >
                <label className="flex min-w-0 flex-1 cursor-pointer items-center gap-2 text-sm">
                  <input
                    type="radio"
                    name={`${id}-main`}
                    checked={index === 0}
                    aria-label={t.makeMain(name)}
                    onChange={() => onChange([categoryId, ...value.filter((v) => v !== categoryId)])}
                  />
                  <span className="truncate">{name}</span>
                  {index === 0 && (
                    <span className="rounded-full bg-primary/10 px-2 py-0.5 text-xs font-semibold text-primary-strong">
                      {t.mainCategory}
                    </span>
                  )}
                </label>
                <RemoveButton
                  compact
                  label={t.removeCategory(name)}
                  onClick={() => onChange(value.filter((v) => v !== categoryId))}
                />
              </li>
            )
          })}
        </ul>
      )}
      <select
        aria-label={t.addCategory}
        className={SELECT_CLASS}
        value=""
        disabled={value.length >= CATEGORIES_MAX}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => {
          const next = Number(event.target.value)
          if (next) onChange([...value, next])
        }}
      >
        <option value="">{t.addCategory}</option>
        {sortedGroups.map(([main, list]) => (
          <optgroup key={main} label={main}>
            {list.map((category) => (
              <option key={category.id} value={category.id}>
                {categoryName(category)}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-error">
          {error}
        </p>
      )}
    </div>
  )
}
