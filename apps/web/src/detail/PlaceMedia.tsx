import type { Item, ItemMedium } from '@quo/contract'
import { preloadPicture, ResponsivePicture } from '@quo/ui'
import { useState } from 'react'
import { messages } from '../messages.js'

const VIDEO_FILE = /\.(mp4|webm|ogv|mov)(\?|#|$)/i

const byOrder = (a: ItemMedium, b: ItemMedium) => a.sortOrder - b.sortOrder
const ofType = (media: Item['itemMedia'], type: ItemMedium['mediumType']) =>
  media.filter((m) => m.mediumType === type).sort(byOrder)

// The card is the screen's width on a phone and a side panel from md up.
const CARD_IMAGE_SIZES = '(min-width: 768px) 26rem, 100vw'

const fetchQuietly = (url: string) =>
  fetch(url).then(
    () => undefined,
    () => undefined,
  )

/** Loads the files the card's main image and logo will show on this screen (a kiosk's warm-up). */
export async function preloadCardImages(media: Item['itemMedia']): Promise<void> {
  const image = ofType(media, 1)[0]
  const logo = ofType(media, 3)[0]
  await Promise.all([
    image?.variants?.length
      ? preloadPicture(image.variants, CARD_IMAGE_SIZES)
      : image && fetchQuietly(image.url),
    logo && fetchQuietly(logo.url),
  ])
}

/**
 * The place's main image over the card (medium type 1): low on a phone, where the map above
 * and the card's text need the height; nothing at all without an image or when it fails.
 */
export function MainImage({ media }: { media: Item['itemMedia'] }) {
  const image = ofType(media, 1)[0]
  const [failed, setFailed] = useState<string | null>(null)
  if (!image || failed === image.url) return null
  if (image.variants?.length)
    return (
      <ResponsivePicture
        renditions={image.variants}
        // The library's description says what the image shows; the title names it.
        alt={image.alt || image.title || ''}
        sizes={CARD_IMAGE_SIZES}
        className="h-28 w-full shrink-0 object-cover md:h-40"
        onError={() => setFailed(image.url)}
      />
    )
  return (
    <img
      src={image.url}
      alt={image.title ?? ''}
      className="h-28 w-full shrink-0 object-cover md:h-40"
      loading="lazy"
      onError={() => setFailed(image.url)}
    />
  )
}

/** The place's logo beside its title (medium type 3); decorative, the title names the place. */
export function Logo({ media }: { media: Item['itemMedia'] }) {
  const logo = ofType(media, 3)[0]
  if (!logo) return null
  if (logo.variants?.length)
    return (
      <ResponsivePicture
        renditions={logo.variants.filter((v) => v.name === 'thumb')}
        alt=""
        sizes="3rem"
        className="size-12 shrink-0 rounded-lg object-contain"
      />
    )
  return <img src={logo.url} alt="" className="size-12 shrink-0 rounded-lg object-contain" loading="lazy" />
}

/** 360° panoramas (type 2) and videos (type 4): played in place when the browser can, else linked. */
export function MoreMedia({ media }: { media: Item['itemMedia'] }) {
  const panoramas = ofType(media, 2)
  const videos = ofType(media, 4)
  if (!panoramas.length && !videos.length) return null
  return (
    <section className="mt-3 flex flex-col gap-2 text-sm" aria-label={messages.media.section}>
      {videos.map((v) =>
        VIDEO_FILE.test(v.url) ? (
          <figure key={v.id}>
            {/* biome-ignore lint/a11y/useMediaCaption: visitors' videos come without captions */}
            <video src={v.url} controls preload="metadata" className="w-full rounded-lg bg-black" />
            {v.title ? <figcaption className="text-muted">{v.title}</figcaption> : null}
          </figure>
        ) : (
          <a key={v.id} href={v.url} target="_blank" rel="noopener" className="text-primary underline">
            ▶ {v.title ?? messages.media.video}
          </a>
        ),
      )}
      {panoramas.map((p) => (
        <a key={p.id} href={p.url} target="_blank" rel="noopener" className="text-primary underline">
          360° {p.title ?? messages.media.panorama}
        </a>
      ))}
    </section>
  )
}
