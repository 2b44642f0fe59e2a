import type { Category, Icon } from '@quo/contract'
import { PRIMARY_COLOR } from '@quo/map-symbols'
import type { Map as MapLibreMap } from 'maplibre-gl'
import { dotImageId, dotSvg } from './dotArtwork.js'
import { categoryPinSvg, type PinForm, type PinKind, pinsWanted } from './pinArtwork.js'
import { type PinImage, rasterise } from './pinImages.js'

/**
 * The pin images of one engine: each category's pin in each form, and its dot, is rasterised
 * once and added again to every style the map loads.
 */
export class PinImageCache {
  private readonly images = new Map<string, PinImage>()

  constructor(
    private readonly pixelRatio: number,
    private readonly colorOf: ((category: Category) => string) | undefined,
  ) {}

  /**
   * Rasterises the pins of `forms` for the categories the items (or kinds of pin) use, with their dots, and
   * answers their image ids: the engine draws the plain and event pins and the dots before the
   * first frame and the selected pins right after it.
   */
  async rasterise(
    items: readonly PinKind[],
    categories: ReadonlyMap<number, Category>,
    icons: readonly Icon[],
    forms: readonly PinForm[],
  ): Promise<string[]> {
    const iconById = new Map(icons.map((i) => [i.id, i]))
    const category = (id: number | null) => (id === null ? undefined : categories.get(id))
    const svgs = new Map<string, () => string>()
    for (const [id, w] of pinsWanted(items, forms))
      svgs.set(id, () => categoryPinSvg(w.form, category(w.categoryId), iconById, this.colorOf))
    if (forms.includes('icon'))
      for (const categoryId of new Set([null, ...items.map((i) => i.categoryId)])) {
        const c = category(categoryId)
        svgs.set(dotImageId(categoryId), () =>
          dotSvg(c ? (this.colorOf?.(c) ?? PRIMARY_COLOR) : PRIMARY_COLOR),
        )
      }
    const missing = [...svgs].filter(([id]) => !this.images.has(id))
    const images = await rasterise(
      missing.map(([, svg]) => svg()),
      this.pixelRatio,
    )
    missing.forEach(([id], i) => {
      const image = images[i]
      if (image) this.images.set(id, image)
    })
    return [...svgs.keys()]
  }

  /** Adds the rasterised images among `ids` that the map's current style lacks. */
  addTo(map: MapLibreMap, ids: readonly string[]): void {
    for (const id of ids) {
      const image = this.images.get(id)
      if (image && !map.hasImage(id)) map.addImage(id, image, { pixelRatio: this.pixelRatio })
    }
  }
}
