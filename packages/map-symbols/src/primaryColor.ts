/**
 * Primary colour of the product (docs/product.md §3).
 *
 * @example
 * button.style.background = PRIMARY_COLOR // '#7B48FF'
 */
export const PRIMARY_COLOR = '#7B48FF'

/**
 * Gold of the map button in the default layout's header (docs/product.md §2 "Layouts").
 *
 * @example
 * mapButton.style.background = GOLD_COLOR // '#F2B705'
 */
export const GOLD_COLOR = '#F2B705'
