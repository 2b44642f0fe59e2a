import {
  DEFAULT_SHAPE_COLOR,
  DIM_OPACITY,
  LABEL_RADIAL_OFFSET,
  LIFT_ROUTE_STYLE,
  labelTextSize,
  ROUTE_WIDTH,
} from '@quo/branch-config'
import {
  LABEL_MIN_ZOOM,
  PIN_ICON_ALLOW_OVERLAP,
  PIN_ICON_ANCHOR,
  PIN_ICON_PADDING_STEPS,
  SELECTED_PIN_ANCHOR,
} from '@quo/map-symbols'
import type {
  CircleLayerSpecification,
  ExpressionSpecification,
  FillLayerSpecification,
  FilterSpecification,
  LineLayerSpecification,
  SymbolLayerSpecification,
} from 'maplibre-gl'
import { DOT_PADDING, dotImage } from '../dotArtwork.js'
import { ITEM_SOURCE_ID } from '../itemFeatures.js'

/**
 * Ids of the layers the engine draws, to query rendered features or place an app's own layer.
 * @example map.queryRenderedFeatures({ layers: [LAYER_IDS.items] })
 */
export const LAYER_IDS = {
  shapesFill: 'quo-shapes-fill',
  shapesWalls: 'quo-shapes-walls',
  shapesLines: 'quo-shapes-lines',
  buildings: 'quo-buildings',
  streetHighlight: 'quo-street-highlight',
  routes: 'quo-routes',
  liftRoutes: 'quo-lift-routes',
  streets: 'quo-streets',
  dots: 'quo-item-dots',
  items: 'quo-items',
  labels: 'quo-item-labels',
  highlighted: 'quo-highlighted',
  focused: 'quo-focused',
  selected: 'quo-selected',
} as const

/**
 * Ids of the engine's sources; features carry their `nanoId` as id. `items` is one GeoJSON
 * source, or, for a big map, vector tiles (`MapEngineOptions.pinTiles`) whose pins the
 * highlighted, focused and selected pins then take from the small `chosen` source instead.
 * @example map.getFeatureState({ source: SOURCE_IDS.items, id: nanoId })
 */
export const SOURCE_IDS = {
  items: ITEM_SOURCE_ID,
  chosen: 'quo-items-chosen',
  shapes: 'quo-shapes',
  routes: 'quo-routes',
  streets: 'quo-streets',
  buildings: 'quo-buildings',
} as const

const PRIMARY_ROUTE_COLOR = '#7B48FF'
/** An opened street's band at zoom 17: wide enough to see along the whole street, light enough to read its name through. */
const STREET_HIGHLIGHT = { width: 12, opacity: 0.45 }

const state = (key: string): ExpressionSpecification => ['boolean', ['feature-state', key], false]

/**
 * Pin opacity: the selected pin hides because its big pin is drawn above; while a highlight is
 * on, pins without the `highlighted` state fade (0.3, or 0.4 over satellite imagery) and the
 * highlighted ones move to their own layer above. Switching this expression and marking only
 * the highlighted few keeps a highlight O(results), not O(pins).
 */
export function itemOpacity(satellite: boolean, dimming: boolean): ExpressionSpecification {
  const dim = satellite ? DIM_OPACITY.satellite : DIM_OPACITY.default
  return dimming
    ? ['case', state('selected'), 0, state('highlighted'), 0, dim]
    : ['case', state('selected'), 0, 1]
}

/** Highlighted pins (search results), drawn above the faded rest so none is hidden by collision. */
export function highlightedLayer(
  nanoIds: readonly string[],
  levelFilter: ExpressionSpecification | null,
): SymbolLayerSpecification {
  const only: ExpressionSpecification = ['in', ['get', 'nanoId'], ['literal', [...nanoIds]]]
  return {
    id: LAYER_IDS.highlighted,
    type: 'symbol',
    source: SOURCE_IDS.items,
    filter: levelFilter ? ['all', only, levelFilter] : only,
    layout: {
      'icon-image': ['get', 'icon'],
      'icon-anchor': PIN_ICON_ANCHOR,
      'icon-allow-overlap': true,
      'symbol-sort-key': ['get', 'sortKey'],
    },
    paint: { 'icon-opacity': ['case', state('selected'), 0, 1] },
  }
}

/** The pins' collision padding as a step over zoom (`PIN_ICON_PADDING_STEPS` of @quo/map-symbols). */
function pinPadding(): ExpressionSpecification {
  const [first, ...rest] = PIN_ICON_PADDING_STEPS
  return ['step', ['zoom'], first?.[1] ?? 0, ...rest.flat()]
}

/**
 * The places a tile carries at its zoom (`minZoom` of @quo/map-symbols' thinning), on the shown
 * level: pins, dots and labels never build a symbol bucket past MapLibre's limit. Search
 * results, the focused and the selected place do not thin: they are always drawn.
 */
export function placesFilter(levelFilter: FilterSpecification | null): FilterSpecification {
  const thinned: ExpressionSpecification = ['>=', ['zoom'], ['get', 'minZoom']]
  return levelFilter ? ['all', thinned, levelFilter as ExpressionSpecification] : thinned
}

/** A layer of every place, one symbol each, placed by sort key and faded with the pins. */
function placesLayer(
  id: string,
  layout: NonNullable<SymbolLayerSpecification['layout']>,
  satellite: boolean,
  levelFilter: FilterSpecification | null,
  dimming: boolean,
): SymbolLayerSpecification {
  return {
    id,
    type: 'symbol',
    source: SOURCE_IDS.items,
    filter: placesFilter(levelFilter),
    layout: { ...layout, 'symbol-sort-key': ['get', 'sortKey'] },
    paint: { 'icon-opacity': itemOpacity(satellite, dimming) },
  }
}

/**
 * The pins: never overlapping, the lowest sort key placed first, further apart when zoomed out
 * (`pinPadding`); a pin that finds no room shows as a dot (`dotLayer`).
 */
export function itemLayer(
  satellite: boolean,
  levelFilter: FilterSpecification | null,
  dimming = false,
): SymbolLayerSpecification {
  const layout = {
    'icon-image': ['get', 'icon'],
    'icon-anchor': PIN_ICON_ANCHOR,
    'icon-allow-overlap': PIN_ICON_ALLOW_OVERLAP,
    'icon-padding': pinPadding(),
  } satisfies SymbolLayerSpecification['layout']
  return placesLayer(LAYER_IDS.items, layout, satellite, levelFilter, dimming)
}

/**
 * Small dots in the category's colour for the items whose pin found no room: the map shows
 * where there is more without a carpet of pins. Placed after the pins and labels (it lies below
 * them), so a dot never covers either, and dots never overlap each other.
 */
export function dotLayer(
  satellite: boolean,
  levelFilter: FilterSpecification | null,
  dimming = false,
): SymbolLayerSpecification {
  const layout = {
    'icon-image': dotImage,
    'icon-anchor': 'center',
    'icon-allow-overlap': false,
    'icon-padding': DOT_PADDING,
  } satisfies SymbolLayerSpecification['layout']
  return placesLayer(LAYER_IDS.dots, layout, satellite, levelFilter, dimming)
}

/** Titles beside pins: size 12 from zoom 17, none for branch 13 (docs/product.md §9); needs the style's glyphs. */
export function labelLayer(
  branchShortId: number | null,
  levelFilter: FilterSpecification | null,
): SymbolLayerSpecification {
  const size = labelTextSize(LABEL_MIN_ZOOM, branchShortId)
  return {
    id: LAYER_IDS.labels,
    type: 'symbol',
    source: SOURCE_IDS.items,
    minzoom: LABEL_MIN_ZOOM,
    filter: placesFilter(levelFilter),
    layout: {
      'text-field': ['get', 'title'],
      'text-size': size,
      'text-radial-offset': LABEL_RADIAL_OFFSET,
      'text-variable-anchor': ['top', 'bottom', 'left', 'right'],
      'text-optional': true,
      'symbol-sort-key': ['get', 'sortKey'],
      visibility: size > 0 ? 'visible' : 'none',
    },
    // The selected place's title is the selected pin's: shown here too, it stood there twice.
    paint: { ...LABEL_PAINT, 'text-opacity': ['case', state('selected'), 0, 1] },
  }
}

/**
 * The place the keyboard is on (`focusPin`): always drawn as its pin, even where it had only
 * room for a dot, and placed before the other pins, which make room around it.
 */
export function focusedLayer(filter: FilterSpecification): SymbolLayerSpecification {
  return {
    id: LAYER_IDS.focused,
    type: 'symbol',
    source: SOURCE_IDS.items,
    filter,
    layout: {
      'icon-image': ['get', 'icon'],
      'icon-anchor': PIN_ICON_ANCHOR,
      'icon-allow-overlap': true,
    },
  }
}

/** Nothing: the filter of a layer that draws one place while there is none. */
export const NO_PLACE: FilterSpecification = ['==', ['get', 'nanoId'], '']

const LABEL_PAINT = { 'text-color': '#1d1b20', 'text-halo-color': '#fff', 'text-halo-width': 1.5 }

/**
 * The selected pin, drawn above every other with its tip on the position, and its title below
 * it at every zoom (`labelSize` 0: none, for styles without glyphs and branch 13). The title is
 * placed first and never hidden; what it would cover gives way.
 */
export function selectedLayer(nanoId: string | null, labelSize = 0): SymbolLayerSpecification {
  return {
    id: LAYER_IDS.selected,
    type: 'symbol',
    source: SOURCE_IDS.items,
    filter: ['==', ['get', 'nanoId'], nanoId ?? ''],
    layout: {
      'icon-image': ['get', 'selectedIcon'],
      'icon-anchor': SELECTED_PIN_ANCHOR,
      'icon-allow-overlap': true,
      'icon-ignore-placement': true,
      ...(labelSize > 0
        ? {
            'text-field': ['get', 'title'],
            'text-size': labelSize,
            'text-anchor': 'top',
            'text-offset': [0, 0.3],
            'text-max-width': 12,
            'text-allow-overlap': true,
          }
        : {}),
    },
    ...(labelSize > 0 ? { paint: LABEL_PAINT } : {}),
  }
}

/**
 * An opened street as a translucent band under the routes; lifts red, dashed, square caps, width 4
 * from zoom 12; other routes width 6 (docs/product.md §9).
 */
export function routeLayers(): [LineLayerSpecification, LineLayerSpecification, LineLayerSpecification] {
  return [
    {
      id: LAYER_IDS.streetHighlight,
      type: 'line',
      source: SOURCE_IDS.routes,
      filter: ['get', 'street'],
      layout: { 'line-cap': 'round', 'line-join': 'round' },
      paint: {
        'line-color': PRIMARY_ROUTE_COLOR,
        'line-opacity': STREET_HIGHLIGHT.opacity,
        'line-width': ['interpolate', ['linear'], ['zoom'], 12, 6, 17, STREET_HIGHLIGHT.width, 20, 24],
      },
    },
    {
      id: LAYER_IDS.routes,
      type: 'line',
      source: SOURCE_IDS.routes,
      filter: ['all', ['!', ['get', 'lift']], ['!', ['get', 'street']]],
      layout: { 'line-cap': 'round', 'line-join': 'round' },
      paint: { 'line-color': PRIMARY_ROUTE_COLOR, 'line-width': ROUTE_WIDTH },
    },
    {
      id: LAYER_IDS.liftRoutes,
      type: 'line',
      source: SOURCE_IDS.routes,
      minzoom: LIFT_ROUTE_STYLE.minzoom,
      filter: ['get', 'lift'],
      layout: { 'line-cap': LIFT_ROUTE_STYLE.lineCap },
      paint: {
        'line-color': LIFT_ROUTE_STYLE.color,
        'line-width': LIFT_ROUTE_STYLE.width,
        'line-dasharray': [...LIFT_ROUTE_STYLE.dasharray],
      },
    },
  ]
}

const shapeColor: ExpressionSpecification = ['coalesce', ['get', 'color'], DEFAULT_SHAPE_COLOR]

/** Geojson shapes by layer class: 2 and 4 filled, 3 walls, 1 lines (docs/product.md §9). */
export function shapeLayers(
  levelFilter: ExpressionSpecification | null,
): [FillLayerSpecification, LineLayerSpecification, LineLayerSpecification] {
  const on = (classes: number[]): FilterSpecification => {
    const byClass: ExpressionSpecification = ['in', ['get', 'layerClass'], ['literal', classes]]
    return levelFilter ? ['all', byClass, levelFilter] : byClass
  }
  return [
    {
      id: LAYER_IDS.shapesFill,
      type: 'fill',
      source: SOURCE_IDS.shapes,
      filter: on([2, 4]),
      paint: { 'fill-color': shapeColor, 'fill-opacity': 0.45, 'fill-outline-color': '#8a6d00' },
    },
    {
      id: LAYER_IDS.shapesWalls,
      type: 'line',
      source: SOURCE_IDS.shapes,
      filter: on([3]),
      paint: { 'line-color': '#4a4a4a', 'line-width': ['interpolate', ['linear'], ['zoom'], 16, 1, 20, 4] },
    },
    {
      id: LAYER_IDS.shapesLines,
      type: 'line',
      source: SOURCE_IDS.shapes,
      filter: on([1]),
      paint: { 'line-color': shapeColor, 'line-width': 3 },
    },
  ]
}

/** Buildings are clickable outlines; the selected one is filled. */
export function buildingLayer(): FillLayerSpecification {
  return {
    id: LAYER_IDS.buildings,
    type: 'fill',
    source: SOURCE_IDS.buildings,
    minzoom: 15,
    paint: {
      'fill-color': PRIMARY_ROUTE_COLOR,
      'fill-opacity': ['case', state('selected'), 0.35, 0.04],
      'fill-outline-color': PRIMARY_ROUTE_COLOR,
    },
  }
}

/** Streets are clicked by their name point; the dot marks the selected one. */
export function streetLayer(): CircleLayerSpecification {
  return {
    id: LAYER_IDS.streets,
    type: 'circle',
    source: SOURCE_IDS.streets,
    minzoom: 14,
    paint: {
      'circle-radius': ['case', state('selected'), 7, 6],
      'circle-color': PRIMARY_ROUTE_COLOR,
      'circle-opacity': ['case', state('selected'), 0.9, 0.15],
    },
  }
}

/** Only the items of the shown level; items without a level count as ground level. */
export const levelFilter = (level: string): ExpressionSpecification => ['==', ['get', 'level'], level]

/** Shapes of the shown level and those that belong to none (outdoor areas, trails). */
export const shapeLevelFilter = (level: string): ExpressionSpecification => [
  'any',
  ['!', ['has', 'level']],
  ['==', ['get', 'level'], level],
]
