/** One stored rendition of an image (the contract's `MediaVariant` fits). */
export interface PictureRendition {
  format: 'avif' | 'webp'
  width: number
  url: string
}

/** `url 320w, url 800w` of one format, each width once. */
function srcsetOf(renditions: readonly PictureRendition[], format: PictureRendition['format']): string {
  const byWidth = new Map<number, string>()
  for (const r of renditions) if (r.format === format) byWidth.set(r.width, r.url)
  return [...byWidth].map(([width, url]) => `${url} ${width}w`).join(', ')
}

export interface ResponsivePictureProps {
  renditions: readonly PictureRendition[]
  alt: string
  /** Which width the image takes on screen, e.g. `(min-width: 768px) 400px, 100vw`. */
  sizes: string
  className?: string
  /** `eager` for the image a page opens with; lazy otherwise. */
  loading?: 'lazy' | 'eager'
  onError?: () => void
}

/**
 * An uploaded image in its renditions: AVIF where the browser takes it, WebP otherwise, at the
 * width `sizes` asks for on this screen — a phone loads the small file, a desktop the large one.
 */
export function ResponsivePicture({
  renditions,
  alt,
  sizes,
  className,
  loading = 'lazy',
  onError,
}: ResponsivePictureProps) {
  const largestWebp = renditions.filter((r) => r.format === 'webp').sort((a, b) => b.width - a.width)[0]
  return (
    <picture>
      <source type="image/avif" srcSet={srcsetOf(renditions, 'avif')} sizes={sizes} />
      <img
        src={largestWebp?.url}
        srcSet={srcsetOf(renditions, 'webp')}
        sizes={sizes}
        alt={alt}
        loading={loading}
        decoding="async"
        className={className}
        onError={onError}
      />
    </picture>
  )
}

/**
 * Loads the file {@link ResponsivePicture} would show for these renditions and `sizes` on this
 * screen, without showing it: the browser chooses the rendition exactly as it will for the
 * picture, so a kiosk that fetches its cards' images ahead has the very files its cards ask for.
 * Resolves once the file is loaded or failed.
 */
export function preloadPicture(renditions: readonly PictureRendition[], sizes: string): Promise<void> {
  const picture = document.createElement('picture')
  const source = document.createElement('source')
  source.type = 'image/avif'
  source.srcset = srcsetOf(renditions, 'avif')
  source.sizes = sizes
  const img = document.createElement('img')
  const done = new Promise<void>((resolve) => {
    img.onload = () => resolve()
    img.onerror = () => resolve()
  })
  // In its picture before it has a source set, so the browser chooses once, among all formats.
  picture.append(source, img)
  img.sizes = sizes
  img.srcset = srcsetOf(renditions, 'webp')
  return done
}
