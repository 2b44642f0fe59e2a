/** A small booth polygon (geojson type 140) for geometry writes. */
export const BOOTH = {
  type: 'Polygon',
  coordinates: [
    [
      [9.5, 47.1],
      [9.5001, 47.1],
      [9.5001, 47.1001],
      [9.5, 47.1],
    ],
  ],
}
