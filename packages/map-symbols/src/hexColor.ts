/**
 * A six-digit hex colour: the one format both CSS and MapLibre paint properties accept unchanged.
 *
 * @example
 * const eating: HexColor = '#E4572E'
 */
export type HexColor = `#${string}`
