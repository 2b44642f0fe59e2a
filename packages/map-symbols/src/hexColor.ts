/** A six-digit hex colour: the one format both CSS and MapLibre paint properties accept unchanged. */
export type HexColor = `#${string}`
