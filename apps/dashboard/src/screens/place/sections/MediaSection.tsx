import {
  type DashboardItem,
  type ItemMedium,
  ItemMediumInput,
  MEDIUM_TYPES,
  type MediumType,
} from '@quo/contract'
import { Button, Field, TextInput } from '@quo/ui'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useId, useState } from 'react'
import { saveFailure } from '../../../forms/saveError.js'
import { messages } from '../../../messages.js'
import { api } from '../../../session.js'
import { sectionMessages } from './messages.js'
import { addToPlace, removeFromPlace } from './placeCache.js'
import {
  fieldIssues,
  RemoveButton,
  SELECT_CLASS,
  SectionCard,
  SectionError,
  SubHeading,
} from './sectionParts.js'

const t = sectionMessages.media
const TYPES = Object.values(MEDIUM_TYPES) as MediumType[]
/** Panoramas are equirectangular images, so a thumbnail still tells them apart. */
const HAS_PREVIEW = new Set<MediumType>([MEDIUM_TYPES.mainImage, MEDIUM_TYPES.panorama360, MEDIUM_TYPES.logo])

const FIELD_MESSAGES = {
  url: sectionMessages.common.urlInvalid,
  title: sectionMessages.common.titleInvalid,
}

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

  const create = useMutation({
    mutationFn: (input: ItemMediumInput) => api.createItemMedium(input),
    onSuccess: (medium) => {
      addToPlace(queryClient, item.id, 'itemMedia', medium, (a, b) => a.id === b.id)
      setUrl('')
      setTitle('')
    },
    onError: (failed) => {
      const failure = saveFailure(failed, FIELD_MESSAGES)
      setError(failure.summary)
      setFields(failure.fields)
    },
  })

  const remove = useMutation({
    mutationFn: (medium: ItemMedium) => api.deleteItemMedium(medium.id),
    onMutate: (medium) => removeFromPlace(queryClient, item.id, 'itemMedia', (row) => row.id === medium.id),
    onError: (failed, _medium, rollback) => {
      rollback?.()
      setError(saveFailure(failed).summary)
    },
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
          {media.map((medium) => {
            const name = medium.title || sectionMessages.common.untitled
            return (
              <li key={medium.id} className="flex items-center gap-3 py-2">
                {HAS_PREVIEW.has(medium.mediumType) ? (
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
                  </p>
                  <a
                    href={medium.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="block truncate text-xs text-primary hover:underline"
                  >
                    {medium.url}
                    <span className="sr-only"> {sectionMessages.common.opensInNewTab}</span>
                  </a>
                </div>
                <RemoveButton label={t.removeLabel(name)} onClick={() => remove.mutate(medium)} />
              </li>
            )
          })}
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
              {TYPES.map((type) => (
                <option key={type} value={type}>
                  {t.types[type]}
                </option>
              ))}
            </select>
          </Field>
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
