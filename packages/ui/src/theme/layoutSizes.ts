/**
 * Fixed sizes of the layouts in CSS pixels (docs/product.md §2 "Layouts", §9). `theme.css` exposes the
 * same values as Tailwind spacing (`w-content`, `h-header`, `h-footer`, `left-nav-drawer`);
 * the map needs them as numbers for its padding.
 *
 * @example
 * map.setPadding({ left: LAYOUT_SIZES.contentColumn + 12 })
 */
export const LAYOUT_SIZES = {
  contentColumn: 350,
  header: 96,
  footer: 45,
  navDrawerOffset: 64,
} as const
