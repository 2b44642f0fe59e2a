import {
  type DashboardItem,
  type ItemMedium,
  ItemMediumInput,
  ItemMediumUpdateInput,
  MEDIUM_TYPES,
  type MediaAsset,
  type MediumType,
} from '@quo/contract'
import { Button, Field, ResponsivePicture, TextInput } from '@quo/ui'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useId, useState } from 'react'
import { ConfirmDialog } from '../../../forms/ConfirmDialog.js'
import { SELECT_CLASS } from '../../../forms/controlStyles.js'
import { NamedOptions } from '../../../forms/NamedOptions.js'
import { RemoveButton } from '../../../forms/RemoveButton.js'
import { SectionCard, SectionError, SubHeading } from '../../../forms/SectionCard.js'
import { fieldIssues, showSaveFailure } from '../../../forms/saveError.js'
import { messages } from '../../../messages.js'
import { api } from '../../../session.js'
import { MediaPicker } from '../../media/MediaPicker.js'
import { patchPlace } from '../placeQuery.js'
import { sectionMessages } from './messages.js'
import { addToPlace } from './placeCache.js'
import { useRemoveFromPlace } from './useRemoveFromPlace.js'

const t = sectionMessages.media
const TYPES = Object.values(MEDIUM_TYPES) as MediumType[]
/** Panoramas are equirectangular images, so a thumbnail still tells them apart. */
const HAS_PREVIEW = new Set<MediumType>([MEDIUM_TYPES.mainImage, MEDIUM_TYPES.panorama360, MEDIUM_TYPES.logo])

const FIELD_MESSAGES = {
  url: sectionMessages.common.urlInvalid,
  title: sectionMessages.common.titleInvalid,
}
const EDIT_FIELD_MESSAGES = { ...FIELD_MESSAGES, sortOrder: t.orderInvalid }

const bySortOrder = (a: ItemMedium, b: ItemMedium) => a.sortOrder - b.sortOrder || a.id - b.id

/** The place's images, panoramas, logos and videos, linked by URL; each change is saved at once. */
export function MediaSection({ item }: { item: DashboardItem }) {
  const queryClient = useQueryClient()
  const typeId = useId()
  const [mediumType, setMediumType] = useState<MediumType>(MEDIUM_TYPES.mainImage)
  const [url, setUrl] = useState('')
  const [title, setTitle] = useState('')
  const [fields, setFields] = useState<Record<string, string>>({})
  const [error, setError] = useState<string | null>(null)

  const [picking, setPicking] = useState(false)

  const create = useMutation({
    mutationFn: (input: ItemMediumInput) => api.createItemMedium(input),
    onSuccess: (medium) => {
      addToPlace(queryClient, item.id, 'itemMedia', medium, (a, b) => a.id === b.id)
      setUrl('')
      setTitle('')
    },
    onError: showSaveFailure(FIELD_MESSAGES, setError, setFields),
  })

  /** Links a library image as the type chosen in the form, under its own title unless one is typed. */
  function link(asset: MediaAsset) {
    setPicking(false)
    setError(null)
    create.mutate({
      itemId: item.id,
      mediumType,
      assetId: asset.id,
      title: title.trim() || asset.title,
      sortOrder: nextSortOrder(item.itemMedia),
    })
  }

  const remove = useRemoveFromPlace({
    itemId: item.id,
    list: 'itemMedia',
    matches: (row, medium: ItemMedium) => row.id === medium.id,
    send: (medium) => api.deleteItemMedium(medium.id),
    setError,
  })

  function submit(event: FormEvent) {
    event.preventDefault()
    setError(null)
    // The same check as the server's, so a typo is named before anything is sent.
    const checked = ItemMediumInput.safeParse({
      itemId: item.id,
      mediumType,
      url: url.trim(),
      title: title.trim() || null,
      sortOrder: nextSortOrder(item.itemMedia),
    })
    if (!checked.success) {
      setFields(fieldIssues(checked.error.issues, FIELD_MESSAGES, messages.forms.invalidField))
      return
    }
    setFields({})
    create.mutate(checked.data)
  }

  const media = [...item.itemMedia].sort(bySortOrder)

  return (
    <SectionCard heading={t.heading} intro={t.intro}>
      <SectionError message={error} />
      {media.length === 0 ? (
        <p className="text-sm text-muted">{t.empty}</p>
      ) : (
        <ul aria-label={t.listLabel} className="flex flex-col divide-y divide-line">
          {media.map((medium) => (
            <MediumRow key={medium.id} medium={medium} onRemove={() => remove(medium)} />
          ))}
        </ul>
      )}

      <form noValidate onSubmit={submit} className="flex flex-col gap-3 border-t border-line pt-4">
        <SubHeading>{t.addHeading}</SubHeading>
        <div className="grid gap-3 sm:grid-cols-[12rem_1fr]">
          <Field id={typeId} label={t.type} error={fields.mediumType}>
            <select
              id={typeId}
              className={SELECT_CLASS}
              value={mediumType}
              onChange={(event) => setMediumType(Number(event.target.value) as MediumType)}
            >
              <NamedOptions values={TYPES} names={t.types} />
            </select>
          </Field>
          <div className="flex items-end">
            <Button variant="secondary" onClick={() => setPicking(true)} disabled={create.isPending}>
              {t.fromLibrary}
            </Button>
          </div>
        </div>
        <p className="text-sm text-muted">{t.orByUrl}</p>
        <div className="grid gap-3">
          <Field label={sectionMessages.common.url} error={fields.url}>
            <TextInput
              type="url"
              inputMode="url"
              autoComplete="off"
              placeholder={sectionMessages.common.urlPlaceholder}
              value={url}
              onChange={(event) => setUrl(event.target.value)}
            />
          </Field>
        </div>
        <Field label={t.title} hint={sectionMessages.common.optional} error={fields.title}>
          <TextInput value={title} maxLength={200} onChange={(event) => setTitle(event.target.value)} />
        </Field>
        <div>
          <Button type="submit" busy={create.isPending}>
            {create.isPending ? sectionMessages.common.adding : sectionMessages.common.add}
          </Button>
        </div>
      </form>
      {picking && <MediaPicker onPick={link} onClose={() => setPicking(false)} />}
    </SectionCard>
  )
}

/** New media go to the end of the list the map shows. */
function nextSortOrder(media: ItemMedium[]) {
  return Math.min(
    media.reduce((max, m) => Math.max(max, m.sortOrder + 1), 0),
    10_000,
  )
}

/** One medium: shown with preview and link, or edited in place (title, type, order). */
function MediumRow({ medium, onRemove }: { medium: ItemMedium; onRemove: () => void }) {
  const queryClient = useQueryClient()
  const titleId = useId()
  const typeId = useId()
  const orderId = useId()
  const initial = {
    title: medium.title ?? '',
    mediumType: medium.mediumType,
    sortOrder: String(medium.sortOrder),
  }
  const [draft, setDraft] = useState<typeof initial | null>(null)
  const [fields, setFields] = useState<Record<string, string>>({})
  const [error, setError] = useState<string | null>(null)
  const [confirming, setConfirming] = useState(false)
  const name = medium.title || sectionMessages.common.untitled

  const update = useMutation({
    mutationFn: (changes: ItemMediumUpdateInput) => api.updateItemMedium(medium.id, changes),
    onSuccess: (saved) => {
      patchPlace(queryClient, medium.itemId, (item) => ({
        ...item,
        itemMedia: item.itemMedia.map((m) => (m.id === saved.id ? saved : m)),
      }))
      setDraft(null)
    },
    onError: showSaveFailure(EDIT_FIELD_MESSAGES, setError, setFields),
  })

  const changed =
    draft !== null &&
    (draft.title !== initial.title ||
      draft.mediumType !== initial.mediumType ||
      draft.sortOrder !== initial.sortOrder)

  function save(event: FormEvent) {
    event.preventDefault()
    if (!draft) return
    setError(null)
    if (!changed) {
      setDraft(null)
      return
    }
    const changes: Record<string, unknown> = {}
    if (draft.title !== initial.title) changes.title = draft.title.trim() || null
    if (draft.mediumType !== initial.mediumType) changes.mediumType = draft.mediumType
    if (draft.sortOrder !== initial.sortOrder)
      changes.sortOrder = draft.sortOrder.trim() === '' ? Number.NaN : Number(draft.sortOrder)
    const checked = ItemMediumUpdateInput.safeParse(changes)
    if (!checked.success) {
      setFields(fieldIssues(checked.error.issues, EDIT_FIELD_MESSAGES, messages.forms.invalidField))
      return
    }
    setFields({})
    update.mutate(checked.data)
  }

  return (
    <li className="flex flex-col gap-2 py-2">
      <div className="flex items-center gap-3">
        {medium.variants?.length ? (
          <span className="size-14 shrink-0 overflow-hidden rounded-lg bg-paper">
            <ResponsivePicture
              renditions={medium.variants.filter((v) => v.name === 'thumb')}
              alt={t.preview(name)}
              sizes="3.5rem"
              className="size-14 object-cover"
            />
          </span>
        ) : HAS_PREVIEW.has(medium.mediumType) ? (
          <img
            src={medium.url}
            alt={t.preview(name)}
            loading="lazy"
            className="size-14 shrink-0 rounded-lg bg-paper object-cover"
          />
        ) : (
          <span
            aria-hidden="true"
            className="flex size-14 shrink-0 items-center justify-center rounded-lg bg-paper text-muted"
          >
            ▶
          </span>
        )}
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-medium text-ink">{name}</p>
          <p className="text-xs text-muted">
            {t.types[medium.mediumType]} · {t.sortOrder(medium.sortOrder)}
            {medium.assetId ? ` · ${t.library}` : ''}
          </p>
          <a
            href={medium.url}
            target="_blank"
            rel="noopener noreferrer"
            className="block truncate text-xs text-primary-strong hover:underline"
          >
            {medium.url}
            <span className="sr-only"> {sectionMessages.common.opensInNewTab}</span>
          </a>
        </div>
        {draft === null && (
          <Button variant="secondary" aria-label={t.editLabel(name)} onClick={() => setDraft(initial)}>
            {t.edit}
          </Button>
        )}
        <RemoveButton
          label={t.removeLabel(name)}
          // Removing while edited loses what was typed, so that alone is asked first.
          onClick={() => (changed ? setConfirming(true) : onRemove())}
        />
      </div>
      {draft !== null && (
        <form noValidate onSubmit={save} className="flex flex-col gap-3 rounded-xl bg-paper p-3">
          <SectionError message={error} />
          <Field id={titleId} label={t.title} hint={sectionMessages.common.optional} error={fields.title}>
            <TextInput
              id={titleId}
              value={draft.title}
              maxLength={200}
              onChange={(event) => setDraft({ ...draft, title: event.target.value })}
            />
          </Field>
          <div className="grid grid-cols-2 gap-3">
            <Field id={typeId} label={t.type} error={fields.mediumType}>
              <select
                id={typeId}
                className={SELECT_CLASS}
                value={draft.mediumType}
                onChange={(event) =>
                  setDraft({ ...draft, mediumType: Number(event.target.value) as MediumType })
                }
              >
                <NamedOptions values={TYPES} names={t.types} />
              </select>
            </Field>
            <Field id={orderId} label={t.order} error={fields.sortOrder}>
              <TextInput
                id={orderId}
                type="number"
                inputMode="numeric"
                min={0}
                max={10_000}
                value={draft.sortOrder}
                onChange={(event) => setDraft({ ...draft, sortOrder: event.target.value })}
              />
            </Field>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" busy={update.isPending}>
              {update.isPending ? messages.forms.saving : messages.forms.save}
            </Button>
            <Button
              variant="secondary"
              disabled={update.isPending}
              onClick={() => {
                setDraft(null)
                setFields({})
                setError(null)
              }}
            >
              {messages.forms.cancel}
            </Button>
          </div>
        </form>
      )}
      <ConfirmDialog
        open={confirming}
        title={t.discardTitle}
        confirmLabel={t.discardConfirm}
        cancelLabel={messages.forms.stay}
        destructive
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false)
          setDraft(null)
          onRemove()
        }}
      >
        {t.discardText}
      </ConfirmDialog>
    </li>
  )
}
