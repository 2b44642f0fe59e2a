import type { MediaSourceType } from '@quo/contract'

/**
 * A stored file, read whole: renditions are a few hundred kilobytes, and a buffer cannot fail
 * halfway through an answer when the browser drops the request.
 */
export interface StoredFile {
  body: Buffer
}

/**
 * Where uploaded images and their renditions live: a directory under the data directory by
 * default, an S3-compatible bucket by configuration. Keys are `<sha256>/<file>`, so a key's
 * bytes never change and may be cached for a year.
 */
export interface MediaStore {
  /** Stores the bytes durably before it resolves: an accepted upload survives a crash. */
  put(key: string, body: Buffer, contentType: string): Promise<void>
  /** The file, or null when there is none. */
  get(key: string): Promise<StoredFile | null>
  /** Removes the files; missing ones are no error. */
  remove(keys: readonly string[]): Promise<void>
  /** Reachable and writable (the debug view's health line). */
  check(): Promise<void>
  /** Where files go, for the start-up line and the debug view (never a secret). */
  readonly description: string
}

/** Keys the store accepts: a content hash and a file name, nothing that walks a path. */
const MEDIA_KEY = /^[0-9a-f]{64}\/[a-z0-9-]{1,40}\.[a-z0-9]{2,5}$/

export function assertKey(key: string): void {
  if (!MEDIA_KEY.test(key)) throw new Error(`invalid media key ${JSON.stringify(key)}`)
}

const EXTENSION: Record<MediaSourceType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
}

/** The key of an upload's original bytes (kept for later renditions, never served). */
export const originalKey = (contentHash: string, sourceType: MediaSourceType) =>
  `${contentHash}/original.${EXTENSION[sourceType]}`
