import { createHash } from 'node:crypto'
import type { MediaAsset, MediaUploadFields } from '@quo/contract'
import type { Db } from '../db/database.js'
import { messages } from '../messages.js'
import { Conflict } from '../repositories/domainErrors.js'
import { assetByContent, insertAsset, isContentStored } from '../repositories/mediaRepository.js'
import { renderImage } from './imageRenditions.js'
import type { MediaStore } from './mediaStore.js'

/**
 * One rendition at a time: sharp already uses every core for one image, and a second would
 * only double the memory of both while the API keeps answering visitors.
 */
let renderQueue: Promise<unknown> = Promise.resolve()
function queued<T>(task: () => Promise<T>): Promise<T> {
  const run = renderQueue.then(task, task)
  renderQueue = run.catch(() => undefined)
  return run
}

/** A file name as a person would read it: no path, no control characters, at most 200 characters. */
function cleanFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? ''
  const clean = [...base]
    .filter((c) => c.charCodeAt(0) >= 0x20 && c !== '\u007f' && c !== '<' && c !== '>')
    .join('')
    .trim()
    .slice(0, 200)
  return clean || messages.unnamedImage
}

const titleOf = (fileName: string) =>
  fileName
    .replace(/\.[A-Za-z0-9]{1,5}$/, '')
    .replace(/[_-]+/g, ' ')
    .trim() || fileName

export interface Upload {
  bytes: Buffer
  fileName: string | undefined
  fields: MediaUploadFields
  branchShortId: number | null
  createdBy: string
}

/**
 * Takes an upload into the library: refuses the same bytes twice on one map (409) before any
 * work, renders it (imageRenditions.ts), stores every file durably, then records the asset.
 * Files whose record then fails are removed again unless another record names them.
 */
export async function uploadMedia(
  db: Db,
  store: MediaStore,
  upload: Upload,
  timeRender: <T>(render: () => Promise<T>) => Promise<T> = (render) => render(),
): Promise<MediaAsset> {
  const contentHash = createHash('sha256').update(upload.bytes).digest('hex')
  const existing = await assetByContent(db, contentHash, upload.branchShortId)
  if (existing)
    throw new Conflict(`This image is in the library already as ${existing.id} (${existing.title})`)
  const rendition = await queued(() => timeRender(() => renderImage(upload.bytes, contentHash)))
  await Promise.all(rendition.files.map((f) => store.put(f.key, f.body, f.contentType)))
  const fileName = cleanFileName(upload.fileName)
  try {
    return await insertAsset(db, {
      contentHash,
      title: upload.fields.title || titleOf(fileName).slice(0, 200),
      alt: upload.fields.alt ?? '',
      fileName,
      sourceType: rendition.sourceType,
      width: rendition.width,
      height: rendition.height,
      bytes: upload.bytes.length,
      branchShortId: upload.branchShortId,
      variants: rendition.variants,
      createdBy: upload.createdBy,
    })
  } catch (error) {
    if (!(await isContentStored(db, contentHash))) await store.remove(rendition.files.map((f) => f.key))
    throw error
  }
}
