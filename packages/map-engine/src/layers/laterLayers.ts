import type { LayerSpecification, Map as MapLibreMap } from 'maplibre-gl'
import { splitBasemap } from './basemapLayers.js'
import { basemapLayerSlots } from './engineLayers.js'
import { addLayer } from './unchecked.js'

/** Without pins on their way, the basemap's vector layers come back this long after the style loaded. */
const LATER_LAYERS_TIMEOUT_MS = 5000
/**
 * Once pins are on their way, the layers wait for them, however slow a loaded device cuts their
 * tiles; this only bounds a worker that never answers.
 */
const PINS_TIMEOUT_MS = 30_000

/**
 * The basemap's vector layers, held back while the first pins of a style are drawn (see
 * basemapLayers.ts) and then put below everything the engine draws.
 */
export class LaterLayers {
  private layers: LayerSpecification[] = []
  private timer: ReturnType<typeof setTimeout> | undefined

  /** A style loaded: takes its vector layers off before the first frame asks for their tiles. */
  holdBack(map: MapLibreMap, styleReady: () => boolean): void {
    this.layers = splitBasemap(map.getStyle()).later
    for (const layer of this.layers) map.removeLayer(layer.id)
    // Without pins to wait for (no data yet, or it never comes) the basemap completes anyway.
    this.restoreAfter(map, styleReady, LATER_LAYERS_TIMEOUT_MS)
  }

  /** Pins are on their way: the held-back layers follow them (`restore`), not the short timeout. */
  awaitPins(map: MapLibreMap, styleReady: () => boolean): void {
    if (this.layers.length) this.restoreAfter(map, styleReady, PINS_TIMEOUT_MS)
  }

  private restoreAfter(map: MapLibreMap, styleReady: () => boolean, ms: number): void {
    clearTimeout(this.timer)
    this.timer = setTimeout(() => this.restore(map, styleReady()), ms)
  }

  /**
   * Puts the held-back layers back below the engine's (names above the pins above them); nothing
   * once they are back or the style is gone.
   */
  restore(map: MapLibreMap, styleReady: boolean): void {
    this.cancel()
    const layers = this.layers
    this.layers = []
    if (!layers.length || !styleReady) return
    const slotOf = basemapLayerSlots(map)
    for (const layer of layers) if (!map.getLayer(layer.id)) addLayer(map, layer, slotOf(layer))
  }

  /** The style is changing or the engine ends: no restore is due. */
  cancel(): void {
    clearTimeout(this.timer)
  }
}
