import { BASEMAP_FLAGS, type BasemapItem, type Category, type Icon } from '@quo/contract'
import type { Map as MapLibreMap } from 'maplibre-gl'
import { type PinForm, type PinImage, pinImageId, pinSvg, rasterise } from './pinImages.js'

const PRIMARY = '#7B48FF'

/**
 * The pin images of one engine: each category's pin in each form is rasterised once and added
 * again to every style the map loads.
 */
export class PinImageCache {
  private readonly images = new Map<string, PinImage>()

  constructor(
    private readonly pixelRatio: number,
    private readonly colorOf: ((category: Category) => string) | undefined,
  ) {}

  /**
   * Rasterises the pins of `forms` for the categories the items use and answers their image
   * ids: the engine draws the plain and event pins before the first frame and the selected pins
   * right after it.
   */
  async rasterise(
    items: readonly BasemapItem[],
    categories: ReadonlyMap<number, Category>,
    icons: readonly Icon[],
    forms: readonly PinForm[],
  ): Promise<string[]> {
    const iconById = new Map(icons.map((i) => [i.id, i]))
    const wanted = new Map<string, { form: PinForm; categoryId: number | null }>()
    const want = (form: PinForm, categoryId: number | null) => {
      const id = pinImageId(form, categoryId)
      if (forms.includes(form) && !wanted.has(id)) wanted.set(id, { form, categoryId })
    }
    want('icon', null)
    for (const item of items) {
      want(item.flags & BASEMAP_FLAGS.hasEvents ? 'event' : 'icon', item.categoryId)
      want('selected', item.categoryId)
    }
    const missing = [...wanted].filter(([id]) => !this.images.has(id))
    const svgs = missing.map(([, w]) => {
      const category = w.categoryId === null ? undefined : categories.get(w.categoryId)
      const icon = category?.iconId ? iconById.get(category.iconId) : undefined
      const color = category ? (this.colorOf?.(category) ?? PRIMARY) : PRIMARY
      return pinSvg(w.form, icon?.iconSvg ?? null, color)
    })
    const images = await rasterise(svgs, this.pixelRatio)
    missing.forEach(([id], i) => {
      const image = images[i]
      if (image) this.images.set(id, image)
    })
    return [...wanted.keys()]
  }

  /** Adds the rasterised images among `ids` that the map's current style lacks. */
  addTo(map: MapLibreMap, ids: readonly string[]): void {
    for (const id of ids) {
      const image = this.images.get(id)
      if (image && !map.hasImage(id)) map.addImage(id, image, { pixelRatio: this.pixelRatio })
    }
  }
}
