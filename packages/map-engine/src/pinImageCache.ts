import type { BasemapItem, Category, Icon } from '@quo/contract'
import type { Map as MapLibreMap } from 'maplibre-gl'
import { categoryPinSvg, type PinForm, pinsWanted } from './pinArtwork.js'
import { type PinImage, rasterise } from './pinImages.js'

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
    const wanted = pinsWanted(items, forms)
    const missing = [...wanted].filter(([id]) => !this.images.has(id))
    const svgs = missing.map(([, w]) =>
      categoryPinSvg(
        w.form,
        w.categoryId === null ? undefined : categories.get(w.categoryId),
        iconById,
        this.colorOf,
      ),
    )
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
