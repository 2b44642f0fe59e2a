import type { ExpressionSpecification } from '@maplibre/maplibre-gl-style-spec'

// MapLibre compiles one WebGL program per layer type and per mix of constant, per-feature and
// per-feature-and-zoom paint values. A phone compiles each one on the main thread while the
// map loads (15 programs took 190–500 ms on a software renderer, four times that at a phone's
// CPU), so the basemap's lines and fills write their paint values in one shape per layer type:
// colour and opacity per feature, width per feature and zoom. The values stay what they were.

/** One value for every feature, written per feature. */
export const perFeature = (value: string | number): ExpressionSpecification => [
  'case',
  ['has', 'class'],
  value,
  value,
]

/** A width by zoom, the same for every feature: `[zoom, width, zoom, width …]`, linear. */
export const perFeatureByZoom = (...stops: number[]): ExpressionSpecification =>
  [
    'interpolate',
    ['linear'],
    ['zoom'],
    ...stops.flatMap((value, i): unknown[] => (i % 2 === 0 ? [value] : [perFeature(value)])),
  ] as unknown as ExpressionSpecification

/** A constant width, written per feature and zoom. */
export const perFeatureWidth = (width: number): ExpressionSpecification =>
  perFeatureByZoom(0, width, 24, width)
