import {
  MEDIA_LIMITS,
  MEDIA_VARIANT_WIDTHS,
  type MediaFormat,
  type MediaSourceType,
  type MediaVariantName,
} from '@quo/contract'
import sharp, { type Metadata, type Sharp } from 'sharp'
import type { StoredVariant } from '../db/schema/index.js'
import {
  type DomainError,
  type FieldError,
  InvalidInput,
  TooLarge,
  UnsupportedType,
} from '../repositories/domainErrors.js'
import { originalKey } from './mediaStore.js'

/** The first bytes of each accepted type: what a file is, whatever its name or header says. */
const SIGNATURES: Record<MediaSourceType, (bytes: Buffer) => boolean> = {
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/png': (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  'image/webp': (b) => b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP',
}
const SHARP_FORMAT: Record<MediaSourceType, string> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
}

function sniffImageType(bytes: Buffer): MediaSourceType | null {
  for (const [type, matches] of Object.entries(SIGNATURES)) if (matches(bytes)) return type as MediaSourceType
  return null
}

interface RenderedFile {
  key: string
  body: Buffer
  contentType: string
}

export interface Rendition {
  contentHash: string
  sourceType: MediaSourceType
  /** Upright size, after the camera's orientation is applied. */
  width: number
  height: number
  variants: StoredVariant[]
  /** The original (kept for later renditions, never served: it may hold a camera's EXIF) and every rendition. */
  files: RenderedFile[]
}

const ENCODE: Record<MediaFormat, (image: Sharp) => Sharp> = {
  // Effort 2 of 9: a 1920-pixel AVIF in about a second on one core, files within a few % of effort 4.
  avif: (image) => image.avif({ quality: 55, effort: 2 }),
  webp: (image) => image.webp({ quality: 80, effort: 4 }),
}
const FORMATS = Object.keys(ENCODE) as MediaFormat[]

/**
 * Why an upload is not an image the library takes, naming the field it came in. The route's
 * error handler answers 400 (InvalidInput), 413 (TooLarge) or 415 (UnsupportedType).
 */
function refused(kind: new (detail: string, errors?: FieldError[]) => DomainError, detail: string) {
  return new kind(detail, [{ path: 'file', message: detail }])
}

/**
 * Checks an upload by its bytes and renders it: upright (EXIF orientation applied), metadata
 * stripped (sharp writes none unless asked), resized to each width of MEDIA_VARIANT_WIDTHS that
 * is not larger than the image, as AVIF and WebP, under `contentHash` (the SHA-256 the caller
 * took for its duplicate check). Widths that coincide share their files.
 */
export async function renderImage(bytes: Buffer, contentHash: string): Promise<Rendition> {
  if (bytes.length > MEDIA_LIMITS.maxBytes)
    throw refused(TooLarge, 'The file is larger than the upload limit')
  const sourceType = sniffImageType(bytes)
  if (!sourceType) throw refused(UnsupportedType, 'The file is not a JPEG, PNG or WebP image')
  let image: Sharp
  let meta: Metadata
  try {
    image = sharp(bytes, { limitInputPixels: MEDIA_LIMITS.maxPixels, failOn: 'error' }).rotate()
    meta = await image.metadata()
  } catch (error) {
    if (String((error as Error).message).includes('pixel limit'))
      throw refused(TooLarge, 'The image has more pixels than the upload limit')
    throw refused(InvalidInput, 'The file cannot be read as an image')
  }
  if (meta.format !== SHARP_FORMAT[sourceType])
    throw refused(UnsupportedType, 'The file is not a JPEG, PNG or WebP image')
  const turned = (meta.orientation ?? 1) >= 5
  const width = turned ? meta.height : meta.width
  const height = turned ? meta.width : meta.height
  if (!width || !height) throw refused(InvalidInput, 'The file cannot be read as an image')
  if (width * height > MEDIA_LIMITS.maxPixels)
    throw refused(TooLarge, 'The image has more pixels than the upload limit')
  if (Math.min(width, height) < MEDIA_LIMITS.minSide) throw refused(InvalidInput, 'The image is too small')

  const files: RenderedFile[] = [
    { key: originalKey(contentHash, sourceType), body: bytes, contentType: sourceType },
  ]
  const variants: StoredVariant[] = []
  const rendered = new Map<string, StoredVariant>()
  try {
    for (const [name, target] of Object.entries(MEDIA_VARIANT_WIDTHS) as [MediaVariantName, number][]) {
      const w = Math.min(target, width)
      for (const format of FORMATS) {
        const key = `${contentHash}/w${w}.${format}`
        let variant = rendered.get(key)
        if (!variant) {
          const { data, info } = await ENCODE[format](
            image.clone().resize({ width: w, withoutEnlargement: true }),
          ).toBuffer({
            resolveWithObject: true,
          })
          files.push({ key, body: data, contentType: `image/${format}` })
          variant = { name, format, width: info.width, height: info.height, bytes: info.size, key }
          rendered.set(key, variant)
        }
        variants.push({ ...variant, name })
      }
    }
  } catch {
    throw refused(InvalidInput, 'The file cannot be read as an image')
  }
  return { contentHash, sourceType, width, height, variants, files }
}
