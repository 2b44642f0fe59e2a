import { MEDIA_LIMITS, MEDIA_SOURCE_TYPES } from '@quo/contract'
import { useQueryClient } from '@tanstack/react-query'
import { type DragEvent, useId, useState } from 'react'
import { BranchOptions } from '../../forms/BranchOptions.js'
import { SELECT_CLASS } from '../../forms/controlStyles.js'
import { api } from '../../session.js'
import { useStaffBranches } from '../../staffAccess.js'
import { MEDIA_KEY } from './mediaKey.js'
import { mediaUploadError } from './mediaUploadError.js'
import { mediaMessages } from './messages.js'

const t = mediaMessages.upload

interface QueuedFile {
  key: string
  name: string
  state: 'uploading' | 'done' | 'failed'
  message?: string
}

/**
 * Upload by choosing or dropping files: one after another (the server renders one image at a
 * time anyway), each with its own line saying how it went, in German. A file over the size
 * limit is refused here before a byte is sent.
 */
export function MediaUpload() {
  const queryClient = useQueryClient()
  const inputId = useId()
  const mapId = useId()
  const [branch, setBranch] = useState('')
  // None chosen: every map for an administrator, an editor's only map; editors of several choose.
  const staff = useStaffBranches()
  const emptyLabel = staff === 'all' ? t.allMaps : staff.length === 1 ? undefined : t.chooseMap
  const [queue, setQueue] = useState<QueuedFile[]>([])
  const [dragging, setDragging] = useState(false)

  const set = (key: string, patch: Partial<QueuedFile>) =>
    setQueue((q) => q.map((f) => (f.key === key ? { ...f, ...patch } : f)))

  async function uploadAll(files: File[]) {
    const entries = files.map((file, i) => ({ file, key: `${Date.now()}-${i}-${file.name}` }))
    setQueue((q) => [
      ...entries.map(({ file, key }) => ({ key, name: file.name, state: 'uploading' as const })),
      ...q,
    ])
    for (const { file, key } of entries) {
      if (file.size > MEDIA_LIMITS.maxBytes) {
        set(key, { state: 'failed', message: t.failed.tooLarge })
        continue
      }
      try {
        await api.uploadMedium(file, branch ? { branchShortId: Number(branch) } : {})
        set(key, { state: 'done' })
        await queryClient.invalidateQueries({ queryKey: MEDIA_KEY })
      } catch (error) {
        set(key, { state: 'failed', message: mediaUploadError(error) })
      }
    }
  }

  function drop(event: DragEvent) {
    event.preventDefault()
    setDragging(false)
    const files = [...event.dataTransfer.files]
    if (files.length) void uploadAll(files)
  }

  return (
    <section
      aria-labelledby={`${inputId}-heading`}
      className="flex flex-col gap-4 rounded-2xl bg-white p-4 shadow-sm"
    >
      <h2 id={`${inputId}-heading`} className="text-base font-semibold">
        {t.heading}
      </h2>
      <div className="flex flex-wrap items-end gap-4">
        <label htmlFor={mapId} className="flex flex-col gap-1.5 text-sm font-medium">
          {t.map}
          <select
            id={mapId}
            className={SELECT_CLASS}
            value={branch}
            onChange={(e) => setBranch(e.target.value)}
          >
            <BranchOptions emptyLabel={emptyLabel} />
          </select>
        </label>
        <p className="pb-2 text-xs text-muted">{t.mapHint}</p>
      </div>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the drop zone only adds to the labelled file input inside it */}
      <div
        onDragOver={(e) => {
          e.preventDefault()
          setDragging(true)
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        className={`flex flex-col items-center gap-2 rounded-xl border-2 border-dashed p-6 text-center ${dragging ? 'border-primary bg-primary/5' : 'border-line'}`}
      >
        <label
          htmlFor={inputId}
          className="cursor-pointer rounded-lg bg-primary px-4 py-2 text-sm font-semibold text-white focus-within:ring-2"
        >
          {t.choose}
        </label>
        <input
          id={inputId}
          type="file"
          multiple
          accept={MEDIA_SOURCE_TYPES.join(',')}
          className="sr-only"
          onChange={(e) => {
            const files = [...(e.target.files ?? [])]
            e.target.value = ''
            if (files.length) void uploadAll(files)
          }}
        />
        <span className="text-sm text-muted">{t.drop}</span>
        <span className="text-xs text-muted">{t.limits}</span>
      </div>
      {queue.length > 0 && (
        <ul aria-label={t.queueLabel} aria-live="polite" className="flex flex-col gap-1 text-sm">
          {queue.map((f) => (
            <li key={f.key} className="flex flex-wrap gap-x-2">
              <span className="font-medium">{f.name}</span>
              {f.state === 'uploading' && <span className="text-muted">{t.uploading}</span>}
              {f.state === 'done' && <span className="text-ink">{t.done}</span>}
              {f.state === 'failed' && (
                <span role="alert" className="text-error">
                  {f.message}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
