import type { ExpressionSpecification, Map as MapLibreMap } from 'maplibre-gl'
import { LAYER_IDS, NO_PLACE } from '../layers/layerSpecs.js'
import { setFilter } from '../layers/setFilter.js'
import { itemFilter, type ViewState } from './viewState.js'

/**
 * Draws the place the keyboard is on as its pin: on its level only, and not while it is the
 * selected place, which has its own pin.
 */
export function applyFocus(map: MapLibreMap, view: ViewState): void {
  const selected = view.selection?.kind === 'item' ? view.selection.nanoId : null
  const id = view.focused && view.focused !== selected ? view.focused : null
  const only: ExpressionSpecification = ['==', ['get', 'nanoId'], id ?? '']
  const level = itemFilter(view)
  setFilter(map, LAYER_IDS.focused, id && level ? ['all', only, level] : id ? only : NO_PLACE)
}
