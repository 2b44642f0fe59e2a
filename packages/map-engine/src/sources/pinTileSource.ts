import { PIN_TILE_LAYER, PIN_TILE_MAX_ZOOM } from '@quo/map-symbols'
import type { Map as MapLibreMap, VectorTileSource } from 'maplibre-gl'
import { SOURCE_IDS } from '../layers/layerSpecs.js'
import { addSource } from '../layers/unchecked.js'
import type { ItemUpdate } from './itemSource.js'

/**
 * A big map's pins as vector tiles the server cuts (`PinTiles` of @quo/map-symbols): MapLibre
 * loads the tiles of the view, never every pin. A new version means the server's pins changed:
 * the tiles of the view load again in place (the old ones stay drawn until the new have come), and
 * the server answers those unchanged with a 304.
 */
export class PinTileSource {
  /**
   * The version of the pins the tiles on the map were asked for at (the pin summary's, or the
   * items themselves); null while the style has no such source.
   */
  private version: unknown = null

  /** The style changed, or the pins left the tiles: the map has no tile source of them. */
  forget(): void {
    this.version = null
  }

  /** Puts the tile source on the map, or reloads its tiles for a new version of the pins. */
  put(map: MapLibreMap, url: string, version: unknown): { how: ItemUpdate; done: Promise<void> } {
    const source = map.getSource<VectorTileSource>(SOURCE_IDS.items)
    const known = this.version
    this.version = version
    if (!source) {
      addSource(map, SOURCE_IDS.items, {
        type: 'vector',
        tiles: [url],
        maxzoom: PIN_TILE_MAX_ZOOM,
        promoteId: { [PIN_TILE_LAYER]: 'nanoId' },
      })
      return { how: 'added', done: Promise.resolve() }
    }
    if (known === version) return { how: 'unchanged', done: Promise.resolve() }
    source.setTiles([url])
    return { how: 'replaced', done: Promise.resolve() }
  }
}
