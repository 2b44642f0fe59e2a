import type { Map as MapLibreMap } from 'maplibre-gl'
import type { Selection } from '../camera/selectionCamera.js'
import { LAYER_IDS, SOURCE_IDS } from '../layers/layerSpecs.js'
import { setFilter } from '../layers/setFilter.js'

const sourceOf = (selection: Selection) =>
  selection.kind === 'item'
    ? SOURCE_IDS.items
    : selection.kind === 'street'
      ? SOURCE_IDS.streets
      : SOURCE_IDS.buildings

/** Sets or clears the `selected` feature-state of a selected item, street or building. */
export function markSelected(map: MapLibreMap, selection: Selection, selected: boolean): void {
  const source = sourceOf(selection)
  if (map.getSource(source)) map.setFeatureState({ source, id: selection.nanoId }, { selected })
}

/** Draws the selection: the selected pin layer shows the selected item, its feature-state is set. */
export function applySelection(map: MapLibreMap, selection: Selection | null): void {
  const nanoId = selection?.kind === 'item' ? selection.nanoId : ''
  setFilter(map, LAYER_IDS.selected, ['==', ['get', 'nanoId'], nanoId])
  if (selection) markSelected(map, selection, true)
}
