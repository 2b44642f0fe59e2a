import type { ItemMedium } from '@quo/contract'
import { Button, ResponsivePicture } from '@quo/ui'
import { useState } from 'react'
import { ConfirmDialog } from '../../../forms/ConfirmDialog.js'
import { messages } from '../../../messages.js'
import { LinkedRow } from './LinkedListSection.js'
import { editOf, isEdited, type MediumEdit, MediumEditForm } from './MediumEditForm.js'
import { hasPreview } from './mediaTypes.js'
import { sectionMessages } from './messages.js'

const t = sectionMessages.media

/** A thumbnail of the medium: its library rendition, the linked image, or a video's mark. */
function MediumPreview({ medium, name }: { medium: ItemMedium; name: string }) {
  if (medium.variants?.length)
    return (
      <span className="size-14 shrink-0 overflow-hidden rounded-lg bg-paper">
        <ResponsivePicture
          renditions={medium.variants.filter((v) => v.name === 'thumb')}
          alt={t.preview(name)}
          sizes="3.5rem"
          className="size-14 object-cover"
        />
      </span>
    )
  if (hasPreview(medium.mediumType))
    return (
      <img
        src={medium.url}
        alt={t.preview(name)}
        loading="lazy"
        className="size-14 shrink-0 rounded-lg bg-paper object-cover"
      />
    )
  return (
    <span
      aria-hidden="true"
      className="flex size-14 shrink-0 items-center justify-center rounded-lg bg-paper text-muted"
    >
      ▶
    </span>
  )
}

/** One medium: shown with preview and link, or edited in place (title, type, order). */
export function MediumRow({ medium, onRemove }: { medium: ItemMedium; onRemove: () => void }) {
  const [edit, setEdit] = useState<MediumEdit | null>(null)
  const [confirming, setConfirming] = useState(false)
  const name = medium.title || sectionMessages.common.untitled

  return (
    <LinkedRow
      leading={<MediumPreview medium={medium} name={name} />}
      actions={
        edit === null && (
          <Button variant="secondary" aria-label={t.editLabel(name)} onClick={() => setEdit(editOf(medium))}>
            {t.edit}
          </Button>
        )
      }
      removeLabel={t.removeLabel(name)}
      // Removing while edited loses what was typed, so that alone is asked first.
      onRemove={() => (isEdited(medium, edit) ? setConfirming(true) : onRemove())}
      below={
        <>
          {edit !== null && (
            <MediumEditForm medium={medium} edit={edit} onEdit={setEdit} onClose={() => setEdit(null)} />
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
              setEdit(null)
              onRemove()
            }}
          >
            {t.discardText}
          </ConfirmDialog>
        </>
      }
    >
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
    </LinkedRow>
  )
}
