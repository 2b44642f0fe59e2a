import { type ItemFeature, PIN_TILES_FROM } from '@quo/map-symbols'
import type { Map as MapLibreMap } from 'maplibre-gl'
import type { Emit } from '../events/mapEvents.js'
import { engineLayers, syncLayers } from '../layers/engineLayers.js'
import { LaterLayers } from '../layers/laterLayers.js'
import { LAYER_IDS, SOURCE_IDS } from '../layers/layerSpecs.js'
import { LevelRasters } from '../layers/levelRasters.js'
import type { MapEngineOptions } from '../options.js'
import { pinsWanted } from '../pinArtwork.js'
import type { PinImageCache } from '../pinImageCache.js'
import { ChosenPins } from '../sources/chosenPins.js'
import { FeatureMemo } from '../sources/featureMemo.js'
import { ItemSource } from '../sources/itemSource.js'
import { PinTileSource } from '../sources/pinTileSource.js'
import { PlaceSources } from '../sources/placeSources.js'
import { applyFocus } from '../state/focusState.js'
import type { HighlightMarks } from '../state/highlightState.js'
import { applyLevel } from '../state/levelState.js'
import { applySelection } from '../state/selectionState.js'
import { hasLevels, itemFilter, type ViewState } from '../state/viewState.js'

const asError = (err: unknown) => (err instanceof Error ? err : new Error(String(err)))

/**
 * Puts data and style together on the map: once both have loaded, again after every style
 * change, and in place for every `setData` — sources take the new data, layers stay, and only
 * layers whose set changes (labels, floor plans) come or go.
 */
export class Populator {
  /** Each populate's number; an older one that resumes after a newer began stops. */
  private generation = 0
  private styleReady = false
  private populatedOnce = false
  private readonly items = new ItemSource()
  private readonly tiles = new PinTileSource()
  private readonly chosen = new ChosenPins()
  private readonly features = new FeatureMemo()
  private readonly places = new PlaceSources()
  readonly levels = new LevelRasters()
  private readonly later = new LaterLayers()
  private shown: readonly ItemFeature[] = []

  constructor(
    private readonly map: MapLibreMap,
    private readonly options: MapEngineOptions,
    private readonly view: ViewState,
    private readonly pins: PinImageCache,
    private readonly marks: HighlightMarks,
    private readonly emit: Emit,
    /** The first populate of the engine: a selection made before it moves the camera now. */
    private readonly onFirstPopulate: () => void,
  ) {}

  /** The pins of the GeoJSON source as last put on the map; none when they come as tiles. */
  get shownFeatures(): readonly ItemFeature[] {
    return this.shown
  }

  /** Whether the engine's layers are on the map: selection, highlight and level apply at once. */
  get populated(): boolean {
    // The selected layer is added last; sources exist a moment earlier (see populate).
    return this.styleReady && !!this.map.getLayer(LAYER_IDS.selected)
  }

  /** A style loaded (the first, or after `setStyle`): it has none of the engine's sources and layers. */
  styleLoaded(): void {
    this.styleReady = true
    this.items.forget()
    this.tiles.forget()
    this.chosen.forget()
    this.view.tiledPins = false
    this.places.forget()
    this.levels.forget()
    this.marks.forget()
    // Before the first frame asks for their tiles (see basemapLayers.ts).
    this.later.holdBack(this.map, () => this.styleReady)
    void this.populate()
  }

  /** `setStyle` was called: nothing goes on the map until the new style has loaded. */
  styleChanging(): void {
    this.styleReady = false
    this.later.cancel()
  }

  destroy(): void {
    this.generation++
    this.later.cancel()
  }

  async populate(): Promise<void> {
    const data = this.view.data
    if (!data || !this.styleReady) return
    const generation = ++this.generation
    const stale = () => generation !== this.generation || !this.styleReady
    this.later.awaitPins(this.map, () => this.styleReady)
    const map = this.map
    const categories = new Map(data.categories.map((c) => [c.id, c]))
    const tiles = this.options.pinTiles
    const summary = tiles ? data.pinSummary : undefined
    const count = summary?.count ?? data.items.length
    const tiled = !!tiles && count >= (tiles.from ?? PIN_TILES_FROM)
    if (tiled !== this.view.tiledPins) this.switchPinSource(tiled)
    // Tiled pins come from the server as features already: none is built here. Their images
    // are those of the summary's kinds, as the items may not have come yet.
    const features = tiled ? [] : this.features.features(data.items, categories)
    this.shown = features
    const kinds = summary ? [...summary.kinds, ...data.items] : data.items
    const pinImages = this.pins.rasterise(kinds, categories, data.icons, ['icon', 'event'])
    // The item source goes first, so the worker cuts 20,000 pins into tiles while the images
    // are drawn — unless pins are drawn already and new items need images the style lacks.
    const drawn = !!map.getLayer(LAYER_IDS.selected)
    const waitForImages =
      drawn && [...pinsWanted(kinds, ['icon', 'event']).keys()].some((id) => !map.hasImage(id))
    this.levels.sync(map, data.levels ?? [], this.options.levelTileUrl)
    const placesDone = this.places.put(map, data, this.view.routes)
    const putItems = () =>
      tiles && tiled
        ? this.tiles.put(map, tiles.url, summary?.version ?? data.items)
        : this.items.put(map, features)
    let items = waitForImages ? null : putItems()

    const pins = await pinImages
    // A newer style or data set arrived while the images were drawn; that run populates.
    if (stale()) return
    this.pins.addTo(map, pins)
    items ??= putItems()
    if (items.how === 'added') this.marks.forget()
    const chosen = this.chosen.sync(map, this.view)

    syncLayers(
      map,
      engineLayers({
        level: hasLevels(this.view) ? this.view.level : null,
        itemFilter: itemFilter(this.view),
        // Labels need the style's glyphs; styles without them (plain backgrounds) show pins only.
        labels: !!map.getStyle().glyphs,
        branchShortId: this.options.branchShortId ?? null,
        satellite: this.view.satellite,
        dimming: !!this.view.highlighted,
        tiled,
      }),
    )
    this.applyView()
    const first = !this.populatedOnce
    this.populatedOnce = true
    this.announce(generation, count, Promise.all([items.done, placesDone, chosen]))
    void this.pins.rasterise(kinds, categories, data.icons, ['selected']).then(
      (ids) => {
        if (stale()) return
        this.pins.addTo(map, ids)
        // A selection made before its pin image existed draws once the image is there.
        if (this.view.selection?.kind === 'item') applySelection(map, this.view)
      },
      (err: unknown) => this.emit('error', asError(err)),
    )
    if (first && this.view.selection) this.onFirstPopulate()
  }

  /** Puts the pins drawn above the rest (selected, highlighted, focused) on the map: with tiled pins their own source. */
  showChosen(): void {
    if (this.populated)
      void this.chosen.sync(this.map, this.view).catch((err: unknown) => this.emit('error', asError(err)))
  }

  /**
   * The pins move between one GeoJSON source and tiles (the branch grew past `pinTiles.from`, or
   * shrank below it): the layers reading them and the source go, and come back of the new kind.
   */
  private switchPinSource(tiled: boolean): void {
    const map = this.map
    for (const id of Object.values(LAYER_IDS)) {
      const layer = map.getLayer(id)
      if (layer && (layer.source === SOURCE_IDS.items || layer.source === SOURCE_IDS.chosen))
        map.removeLayer(id)
    }
    if (map.getSource(SOURCE_IDS.items)) map.removeSource(SOURCE_IDS.items)
    this.items.forget()
    this.tiles.forget()
    this.marks.forget()
    this.view.tiledPins = tiled
  }

  /** Applies level, selection and highlight to what is on the map. */
  applyView(): void {
    applyLevel(this.map, this.view, this.levels, this.marks.ids)
    applySelection(this.map, this.view)
    applyFocus(this.map, this.view)
    this.marks.apply(this.map, this.view)
  }

  /**
   * `drawn` with the first frame that shows the new items (once MapLibre's worker has them and
   * their tiles have loaded), then the held-back basemap layers; `populated` when the map is idle.
   */
  private announce(generation: number, count: number, done: Promise<unknown>): void {
    const map = this.map
    done.then(
      () => {
        if (generation !== this.generation) return
        const onRender = () => {
          if (generation === this.generation && !map.isSourceLoaded(SOURCE_IDS.items)) return
          map.off('render', onRender)
          if (generation !== this.generation) return
          this.emit('drawn', { items: count })
          this.later.restore(map, this.styleReady)
        }
        map.on('render', onRender)
        map.once('idle', () => {
          if (generation === this.generation) this.emit('populated', { items: count })
        })
        // New data that changes no pin draws no frame by itself.
        map.triggerRepaint()
      },
      (err: unknown) => {
        this.emit('error', asError(err))
        // Pins that failed hold nothing back.
        if (generation === this.generation) this.later.restore(map, this.styleReady)
      },
    )
  }
}
