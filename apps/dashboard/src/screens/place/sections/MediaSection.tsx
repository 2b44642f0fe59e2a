import {
  type DashboardItem,
  type ItemMedium,
  ItemMediumInput,
  MEDIUM_TYPES,
  type MediaAsset,
  type MediumType,
} from '@quo/contract'
import { Button, Field, TextInput } from '@quo/ui'
import { useId, useState } from 'react'
import { SELECT_CLASS } from '../../../forms/controlStyles.js'
import { useDirtyForm } from '../../../forms/dirtyForms.js'
import { NamedOptions } from '../../../forms/NamedOptions.js'
import { api } from '../../../session.js'
import { MediaPicker } from '../../media/MediaPicker.js'
import { LinkedList, LinkedListSection } from './LinkedListSection.js'
import { MediumRow } from './MediumRow.js'
import { bySortOrder, MEDIUM_TYPE_LIST, nextSortOrder } from './mediaTypes.js'
import { sectionMessages } from './messages.js'
import { useLinkedList } from './useLinkedList.js'

const t = sectionMessages.media

const FIELD_MESSAGES = {
  url: sectionMessages.common.urlInvalid,
  title: sectionMessages.common.titleInvalid,
}

/** The place's images, panoramas, logos and videos, linked by URL; each change is saved at once. */
export function MediaSection({ item }: { item: DashboardItem }) {
  const typeId = useId()
  const [mediumType, setMediumType] = useState<MediumType>(MEDIUM_TYPES.mainImage)
  const [url, setUrl] = useState('')
  const [title, setTitle] = useState('')
  const [picking, setPicking] = useState(false)
  useDirtyForm(Boolean(url.trim() || title.trim()))
  const linked = useLinkedList({
    itemId: item.id,
    add: {
      send: (input: ItemMediumInput) => api.createItemMedium(input),
      list: 'itemMedia',
      row: (medium) => medium,
      same: (a, b) => a.id === b.id,
      onAdded: () => {
        setUrl('')
        setTitle('')
      },
      fieldMessages: FIELD_MESSAGES,
    },
    remove: {
      list: 'itemMedia',
      matches: (row, medium: ItemMedium) => row.id === medium.id,
      send: (medium) => api.deleteItemMedium(medium.id),
    },
  })

  /** Links a library image as the type chosen in the form, under its own title unless one is typed. */
  function link(asset: MediaAsset) {
    setPicking(false)
    linked.add({
      itemId: item.id,
      mediumType,
      assetId: asset.id,
      title: title.trim() || asset.title,
      sortOrder: nextSortOrder(item.itemMedia),
    })
  }

  const submit = () =>
    linked.addChecked(
      ItemMediumInput.safeParse({
        itemId: item.id,
        mediumType,
        url: url.trim(),
        title: title.trim() || null,
        sortOrder: nextSortOrder(item.itemMedia),
      }),
    )
  const { fields } = linked

  return (
    <LinkedListSection
      heading={t.heading}
      intro={t.intro}
      error={linked.error}
      add={{
        heading: t.addHeading,
        busy: linked.adding,
        onSubmit: submit,
        fields: (
          <>
            <div className="grid gap-3 sm:grid-cols-[12rem_1fr]">
              <Field id={typeId} label={t.type} error={fields.mediumType}>
                <select
                  id={typeId}
                  className={SELECT_CLASS}
                  value={mediumType}
                  onChange={(event) => setMediumType(Number(event.target.value) as MediumType)}
                >
                  <NamedOptions values={MEDIUM_TYPE_LIST} names={t.types} />
                </select>
              </Field>
              <div className="flex items-end">
                <Button variant="secondary" onClick={() => setPicking(true)} disabled={linked.adding}>
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
          </>
        ),
      }}
      after={picking && <MediaPicker onPick={link} onClose={() => setPicking(false)} />}
    >
      <LinkedList
        rows={[...item.itemMedia].sort(bySortOrder)}
        rowKey={(m) => m.id}
        label={t.listLabel}
        empty={t.empty}
      >
        {(medium) => <MediumRow medium={medium} onRemove={() => linked.remove(medium)} />}
      </LinkedList>
    </LinkedListSection>
  )
}
