import type { Config } from '../config.js'
import { DiskMediaStore } from './diskMediaStore.js'
import type { MediaStore } from './mediaStore.js'
import { S3MediaStore } from './s3MediaStore.js'

export function openMediaStore(media: Config['media']): MediaStore {
  if (media.kind === 'disk') return new DiskMediaStore(media.directory)
  const { kind: _kind, ...options } = media
  return new S3MediaStore(options)
}
