import { type ItemMedium, ItemMediumUpdateInput, type MediumType } from '@quo/contract'
import { Button, Field, TextInput } from '@quo/ui'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useId, useState } from 'react'
import { SELECT_CLASS } from '../../../forms/controlStyles.js'
import { NamedOptions } from '../../../forms/NamedOptions.js'
import { SectionError } from '../../../forms/SectionCard.js'
import { fieldIssues, showSaveFailure } from '../../../forms/saveError.js'
import { messages } from '../../../messages.js'
import { api } from '../../../session.js'
import { patchPlace } from '../placeQuery.js'
import { MEDIUM_TYPE_LIST } from './mediaTypes.js'
import { sectionMessages } from './messages.js'

const t = sectionMessages.media

const FIELD_MESSAGES = {
  url: sectionMessages.common.urlInvalid,
  title: sectionMessages.common.titleInvalid,
  sortOrder: t.orderInvalid,
}

/** What the edit form of a medium holds: its title, type and order as typed. */
export interface MediumEdit {
  title: string
  mediumType: MediumType
  sortOrder: string
}

/** The edit form's starting point: the medium as stored. */
export const editOf = (medium: ItemMedium): MediumEdit => ({
  title: medium.title ?? '',
  mediumType: medium.mediumType,
  sortOrder: String(medium.sortOrder),
})

/** True when the form differs from the stored medium. */
export function isEdited(medium: ItemMedium, edit: MediumEdit | null): boolean {
  const initial = editOf(medium)
  return (
    edit !== null &&
    (edit.title !== initial.title ||
      edit.mediumType !== initial.mediumType ||
      edit.sortOrder !== initial.sortOrder)
  )
}

/**
 * A medium's title, type and order edited in place under its row; only what changed is sent.
 * `onClose` ends the editing, after a save or a cancel.
 */
export function MediumEditForm({
  medium,
  edit,
  onEdit,
  onClose,
}: {
  medium: ItemMedium
  edit: MediumEdit
  onEdit: (edit: MediumEdit) => void
  onClose: () => void
}) {
  const queryClient = useQueryClient()
  const titleId = useId()
  const typeId = useId()
  const orderId = useId()
  const [fields, setFields] = useState<Record<string, string>>({})
  const [error, setError] = useState<string | null>(null)

  const update = useMutation({
    mutationFn: (changes: ItemMediumUpdateInput) => api.updateItemMedium(medium.id, changes),
    onSuccess: (saved) => {
      patchPlace(queryClient, medium.itemId, (item) => ({
        ...item,
        itemMedia: item.itemMedia.map((m) => (m.id === saved.id ? saved : m)),
      }))
      onClose()
    },
    onError: showSaveFailure(FIELD_MESSAGES, setError, setFields),
  })

  function save(event: FormEvent) {
    event.preventDefault()
    setError(null)
    if (!isEdited(medium, edit)) {
      onClose()
      return
    }
    const initial = editOf(medium)
    const changes: Record<string, unknown> = {}
    if (edit.title !== initial.title) changes.title = edit.title.trim() || null
    if (edit.mediumType !== initial.mediumType) changes.mediumType = edit.mediumType
    if (edit.sortOrder !== initial.sortOrder)
      changes.sortOrder = edit.sortOrder.trim() === '' ? Number.NaN : Number(edit.sortOrder)
    const checked = ItemMediumUpdateInput.safeParse(changes)
    if (!checked.success) {
      setFields(fieldIssues(checked.error.issues, FIELD_MESSAGES, messages.forms.invalidField))
      return
    }
    setFields({})
    update.mutate(checked.data)
  }

  return (
    <form noValidate onSubmit={save} className="flex flex-col gap-3 rounded-xl bg-paper p-3">
      <SectionError message={error} />
      <Field id={titleId} label={t.title} hint={sectionMessages.common.optional} error={fields.title}>
        <TextInput
          id={titleId}
          value={edit.title}
          maxLength={200}
          onChange={(event) => onEdit({ ...edit, title: event.target.value })}
        />
      </Field>
      <div className="grid grid-cols-2 gap-3">
        <Field id={typeId} label={t.type} error={fields.mediumType}>
          <select
            id={typeId}
            className={SELECT_CLASS}
            value={edit.mediumType}
            onChange={(event) => onEdit({ ...edit, mediumType: Number(event.target.value) as MediumType })}
          >
            <NamedOptions values={MEDIUM_TYPE_LIST} names={t.types} />
          </select>
        </Field>
        <Field id={orderId} label={t.order} error={fields.sortOrder}>
          <TextInput
            id={orderId}
            type="number"
            inputMode="numeric"
            min={0}
            max={10_000}
            value={edit.sortOrder}
            onChange={(event) => onEdit({ ...edit, sortOrder: event.target.value })}
          />
        </Field>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" busy={update.isPending}>
          {update.isPending ? messages.forms.saving : messages.forms.save}
        </Button>
        <Button variant="secondary" disabled={update.isPending} onClick={onClose}>
          {messages.forms.cancel}
        </Button>
      </div>
    </form>
  )
}
