import type { Map as MapLibreMap } from 'maplibre-gl'
import type { Selection } from '../camera/selectionCamera.js'
import { LAYER_IDS, SOURCE_IDS } from '../layers/layerSpecs.js'
import { setFilter } from '../layers/setFilter.js'
import { itemStateTarget, type ViewState } from './viewState.js'

/** Sets or clears the `selected` feature-state of a selected item, street or building. */
export function markSelected(
  map: MapLibreMap,
  view: Pick<ViewState, 'tiledPins'>,
  selection: Selection,
  selected: boolean,
): void {
  const target =
    selection.kind === 'item'
      ? itemStateTarget(view, selection.nanoId)
      : {
          source: selection.kind === 'street' ? SOURCE_IDS.streets : SOURCE_IDS.buildings,
          id: selection.nanoId,
        }
  if (map.getSource(target.source)) map.setFeatureState(target, { selected })
}

/** Draws the selection: the selected pin layer shows the selected item, its feature-state is set. */
export function applySelection(map: MapLibreMap, view: Pick<ViewState, 'tiledPins' | 'selection'>): void {
  const { selection } = view
  const nanoId = selection?.kind === 'item' ? selection.nanoId : ''
  setFilter(map, LAYER_IDS.selected, ['==', ['get', 'nanoId'], nanoId])
  if (selection) markSelected(map, view, selection, true)
}
