import { MediaAssetUpdateInput } from '@quo/contract'
import { Button, Field, ResponsivePicture, TextArea, TextInput } from '@quo/ui'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { type FormEvent, useEffect, useState } from 'react'
import { formatDateTime } from '../../format.js'
import { ConfirmDialog } from '../../forms/ConfirmDialog.js'
import { LINK_CLASS } from '../../forms/controlStyles.js'
import { ModalPanel } from '../../forms/ModalPanel.js'
import { SectionError } from '../../forms/SectionCard.js'
import { fieldIssues, showSaveFailure } from '../../forms/saveError.js'
import { messages } from '../../messages.js'
import { api } from '../../session.js'
import { sectionMessages } from '../place/sections/messages.js'
import { MEDIA_KEY } from './mediaKey.js'
import { mediaMessages } from './messages.js'

const t = mediaMessages.detail
const FIELD_MESSAGES = { title: t.titleInvalid, alt: t.altInvalid }

/**
 * One library image in a modal dialog: large preview, title and description to edit, its
 * renditions, the places that show it (each a link to its editor) and delete while unused.
 */
export function AssetDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const queryClient = useQueryClient()
  const asset = useQuery({ queryKey: [...MEDIA_KEY, 'asset', id], queryFn: () => api.mediaAsset(id) })
  const [draft, setDraft] = useState<{ title: string; alt: string } | null>(null)
  const [fields, setFields] = useState<Record<string, string>>({})
  const [error, setError] = useState<string | null>(null)
  const [saved, setSaved] = useState(false)
  const [confirming, setConfirming] = useState(false)

  useEffect(() => {
    if (asset.data && draft === null) setDraft({ title: asset.data.title, alt: asset.data.alt })
  }, [asset.data, draft])

  const refresh = () => queryClient.invalidateQueries({ queryKey: MEDIA_KEY })
  const save = useMutation({
    mutationFn: (input: MediaAssetUpdateInput) => api.updateMediaAsset(id, input),
    onSuccess: async () => {
      setSaved(true)
      await refresh()
    },
    onError: showSaveFailure(FIELD_MESSAGES, setError, setFields),
  })
  const remove = useMutation({
    mutationFn: () => api.deleteMediaAsset(id),
    onSuccess: async () => {
      setConfirming(false)
      await refresh()
      onClose()
    },
    onError: (e) => {
      setConfirming(false)
      showSaveFailure({}, setError, setFields)(e)
    },
  })

  function submit(event: FormEvent) {
    event.preventDefault()
    if (!draft) return
    setError(null)
    setSaved(false)
    const checked = MediaAssetUpdateInput.safeParse({ title: draft.title, alt: draft.alt })
    if (!checked.success) {
      setFields(fieldIssues(checked.error.issues, FIELD_MESSAGES, messages.forms.invalidField))
      return
    }
    setFields({})
    save.mutate(checked.data)
  }

  const data = asset.data
  return (
    <ModalPanel
      title={data?.title ?? mediaMessages.list.loading}
      closeLabel={t.close}
      onClose={onClose}
      width="48rem"
    >
      {asset.isError && <p className="p-5 text-sm text-error">{mediaMessages.list.failed}</p>}
      {data && draft && (
        <div className="grid gap-5 p-5 md:grid-cols-[1fr_18rem]">
          <div className="flex flex-col gap-3">
            <ResponsivePicture
              renditions={data.variants.filter((v) => v.name !== 'full')}
              alt={data.alt}
              sizes="(min-width: 768px) 28rem, 100vw"
              loading="eager"
              className="max-h-[50vh] w-full rounded-xl bg-paper object-contain"
            />
            <p className="text-xs text-muted">
              {t.file(data.fileName, formatDateTime(data.dateCreated), data.createdBy)} ·{' '}
              {mediaMessages.size(data.width, data.height, data.bytes)}
            </p>
            <details className="text-xs text-muted">
              <summary className="cursor-pointer">{t.variants}</summary>
              <ul className="mt-1 flex flex-col gap-0.5">
                {data.variants.map((v) => (
                  <li key={`${v.name}-${v.format}`}>
                    <a href={v.url} target="_blank" rel="noopener noreferrer" className={LINK_CLASS}>
                      {`${v.name} · ${v.format.toUpperCase()} · ${v.width} × ${v.height}`}
                    </a>
                  </li>
                ))}
              </ul>
            </details>
          </div>
          <div className="flex flex-col gap-4">
            <form noValidate onSubmit={submit} className="flex flex-col gap-3">
              <SectionError message={error} />
              <Field label={t.title} error={fields.title}>
                <TextInput
                  value={draft.title}
                  maxLength={200}
                  onChange={(e) => {
                    setSaved(false)
                    setDraft({ ...draft, title: e.target.value })
                  }}
                />
              </Field>
              <Field label={t.alt} hint={t.altHint} error={fields.alt}>
                <TextArea
                  value={draft.alt}
                  maxLength={500}
                  rows={3}
                  onChange={(e) => {
                    setSaved(false)
                    setDraft({ ...draft, alt: e.target.value })
                  }}
                />
              </Field>
              <div className="flex items-center gap-3">
                <Button type="submit" busy={save.isPending}>
                  {save.isPending ? messages.forms.saving : messages.forms.save}
                </Button>
                {saved && (
                  <span role="status" className="text-sm text-muted">
                    {t.saved}
                  </span>
                )}
              </div>
            </form>
            <section className="flex flex-col gap-2">
              <h3 className="text-sm font-semibold">{t.usedBy}</h3>
              {data.usedBy.length === 0 ? (
                <p className="text-sm text-muted">{t.notUsed}</p>
              ) : (
                <ul className="flex flex-col gap-1 text-sm">
                  {data.usedBy.map((u) => (
                    <li key={u.mediumId ?? `plan-${u.itemId}`}>
                      <Link to="/places/$itemId/" params={{ itemId: u.itemId }} className={LINK_CLASS}>
                        {u.itemTitle}
                      </Link>{' '}
                      <span className="text-muted">
                        {u.mediumType === null
                          ? t.asFloorPlan
                          : t.usedAs(sectionMessages.media.types[u.mediumType])}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </section>
            <div className="flex flex-col gap-1 border-t border-line pt-3">
              <Button variant="danger" disabled={data.usage > 0} onClick={() => setConfirming(true)}>
                {t.delete}
              </Button>
              {data.usage > 0 && <p className="text-xs text-muted">{t.inUse}</p>}
            </div>
          </div>
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        title={t.deleteTitle}
        confirmLabel={t.delete}
        cancelLabel={messages.forms.cancel}
        destructive
        busy={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => remove.mutate()}
      >
        {t.deleteText}
      </ConfirmDialog>
    </ModalPanel>
  )
}
