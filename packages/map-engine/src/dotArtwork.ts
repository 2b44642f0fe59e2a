import type { ExpressionSpecification } from 'maplibre-gl'

/**
 * Diameter of an item's dot in CSS pixels: small beside a 40 px pin, still a clear target.
 * @example const box = { width: DOT_SIZE, height: DOT_SIZE }
 */
export const DOT_SIZE = 14

/**
 * Collision room around a dot in CSS pixels: dots stay a dot apart, so they show where items
 * are without becoming a carpet of their own.
 * @example layout: { 'icon-padding': DOT_PADDING }
 */
export const DOT_PADDING = 4

/**
 * Style image id of a category's dot; `none` is the dot of uncategorised items.
 * @example dotImageId(4) // 'quo-dot-4'
 */
export const dotImageId = (categoryId: number | null) => `quo-dot-${categoryId ?? 'none'}`

/** The dot image of a pin feature, by the same rule as `dotImageId`. */
export const dotImage: ExpressionSpecification = [
  'concat',
  'quo-dot-',
  ['to-string', ['coalesce', ['get', 'categoryId'], 'none']],
]

/**
 * SVG of a dot: the category's colour with a white ring, which keeps it apart from the
 * basemap's own colours.
 * @example dotSvg('#E4572E') // '<svg xmlns="http://www.w3.org/2000/svg" width="14" height="14" …'
 */
export function dotSvg(color: string): string {
  const r = DOT_SIZE / 2
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${DOT_SIZE}" height="${DOT_SIZE}" viewBox="0 0 ${DOT_SIZE} ${DOT_SIZE}">` +
    `<circle cx="${r}" cy="${r}" r="${r - 1.5}" fill="${color}" stroke="#fff" stroke-width="2"/></svg>`
  )
}
