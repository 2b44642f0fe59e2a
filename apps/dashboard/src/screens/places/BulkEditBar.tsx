import { ApiError } from '@quo/api-client'
import type { BulkItemAction } from '@quo/contract'
import { Button, Field, TextInput } from '@quo/ui'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useId, useState } from 'react'
import { SELECT_CLASS } from '../../forms/controlStyles.js'
import { NamedOptions } from '../../forms/NamedOptions.js'
import { SectionError } from '../../forms/SectionCard.js'
import { saveFailure } from '../../forms/saveError.js'
import { api } from '../../session.js'
import { BULK_ACTIONS, type BulkForm, bulkAction, emptyBulkForm, neededValue } from './bulkEdit.js'
import { bulkMessages as t } from './bulkMessages.js'

interface Option {
  value: number
  label: string
}

/** A tag the bulk edit offers; a map's topic names its map. */
export interface TagOption extends Option {
  map?: string
}

/**
 * What a failed bulk edit tells the person, in German. A refusal names what was refused: the
 * tag when the API refused the tag (`body.action.tagId`, another map's topic), else the places
 * (one of them is on a map the account may not edit).
 */
export function bulkFailure(error: unknown, action: BulkItemAction, tags: readonly TagOption[]): string {
  if (error instanceof ApiError && error.status === 403) {
    const tagRefused = error.fieldErrors.some((e) => e.path === 'body.action.tagId')
    if (tagRefused && (action.type === 'addTag' || action.type === 'removeTag')) {
      const tag = tags.find((o) => o.value === action.tagId)
      return t.tagRefused(action.type, tag?.label ?? t.unknownTag(action.tagId), tag?.map)
    }
    return t.placesRefused
  }
  return `${saveFailure(error).summary} ${t.failed}`
}

/** A select of named options with a German error, wired like `Field`'s controls. */
function OptionSelect({
  label,
  value,
  options,
  error,
  onChange,
}: {
  label: string
  value: string
  options: Option[]
  error: string | undefined
  onChange: (value: string) => void
}) {
  const id = useId()
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <select
        id={id}
        className={SELECT_CLASS}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">{t.choose}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
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

/**
 * The bulk edit of the places list (docs/decisions/0018-bulk-edit-in-one-transaction.md): one
 * action on the places selected on this page, in one transaction on the server and recorded in each
 * place's history. Shown while places are selected.
 */
export function BulkEditBar({
  itemIds,
  tags,
  categories,
  onClear,
}: {
  itemIds: number[]
  tags: TagOption[]
  categories: Option[]
  onClear: () => void
}) {
  const queryClient = useQueryClient()
  const [form, setForm] = useState<BulkForm>(emptyBulkForm)
  const [attempted, setAttempted] = useState(false)
  const action = bulkAction(form)
  const problem = attempted && 'problem' in action ? action.problem : undefined
  const apply = useMutation({
    mutationFn: (sent: BulkItemAction) => api.bulkEditItems({ itemIds, action: sent }),
    // Lists, the places' editors and their histories show the change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
  })
  const submit = (e: FormEvent) => {
    e.preventDefault()
    setAttempted(true)
    if (!('problem' in action)) apply.mutate(action)
  }
  const set = (patch: Partial<BulkForm>) => {
    setForm((f) => ({ ...f, ...patch }))
    apply.reset()
  }
  const needs = neededValue(form.type)
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={t.region}
      className="flex flex-col gap-3 rounded-2xl border border-primary/30 bg-primary/5 p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p role="status" className="font-semibold">
          {t.selected(itemIds.length)}
        </p>
        <Button variant="secondary" onClick={onClear}>
          {t.clear}
        </Button>
      </div>
      <div className="grid items-start gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto]">
        <label className="flex min-w-0 flex-col gap-1 text-sm font-medium">
          {t.action}
          <select
            className={SELECT_CLASS}
            value={form.type}
            onChange={(e) => set({ type: BULK_ACTIONS.find((a) => a === e.target.value) ?? 'addTag' })}
          >
            <NamedOptions values={BULK_ACTIONS} names={t.actions} />
          </select>
        </label>
        {needs !== 'dateDue' && (
          <OptionSelect
            key={needs}
            label={needs === 'tag' ? t.tag : t.category}
            value={needs === 'tag' ? form.tagId : form.categoryId}
            options={needs === 'tag' ? tags : categories}
            error={problem}
            onChange={(value) => set(needs === 'tag' ? { tagId: value } : { categoryId: value })}
          />
        )}
        {needs === 'dateDue' && (
          <Field label={t.dateDue} error={problem}>
            <TextInput type="date" value={form.dateDue} onChange={(e) => set({ dateDue: e.target.value })} />
          </Field>
        )}
        <div className="flex sm:pt-6">
          <Button type="submit" busy={apply.isPending}>
            {apply.isPending ? t.applying : t.apply}
          </Button>
        </div>
      </div>
      {apply.isSuccess && (
        <p role="status" className="text-sm text-ink">
          {t.done(apply.data.changedItemIds.length, apply.data.itemIds.length)}
        </p>
      )}
      <SectionError
        message={apply.error && apply.variables ? bulkFailure(apply.error, apply.variables, tags) : null}
      />
    </form>
  )
}
