/**
 * A coarse, hand-drawn course of the Alpine Rhine (lon, lat) from Bad Ragaz past Liechtenstein's
 * western border to the Ill confluence, from general knowledge of where it runs relative to the
 * towns on both banks (about 1–1.5 km from Balzers, Sevelen, Buchs and Ruggell). Good enough for
 * the demo's water; an OpenStreetMap import replaces it with the real river.
 */
export const RHINE_COURSE: readonly (readonly [number, number])[] = [
  [9.5165, 46.995],
  [9.514, 47.005],
  [9.511, 47.015],
  [9.506, 47.025],
  [9.499, 47.035],
  [9.492, 47.045],
  [9.487, 47.055],
  [9.485, 47.065],
  [9.487, 47.075],
  [9.489, 47.083],
  [9.493, 47.092],
  [9.498, 47.102],
  [9.501, 47.112],
  [9.5025, 47.122],
  [9.503, 47.132],
  [9.502, 47.142],
  [9.499, 47.152],
  [9.495, 47.16],
  [9.492, 47.168],
  [9.4905, 47.178],
  [9.491, 47.188],
  [9.493, 47.198],
  [9.495, 47.208],
  [9.497, 47.218],
  [9.501, 47.228],
  [9.506, 47.238],
  [9.511, 47.246],
  [9.516, 47.254],
  [9.52, 47.262],
  [9.526, 47.27],
  [9.534, 47.277],
  [9.543, 47.284],
  [9.553, 47.29],
]

/** Width of the river bed between its embankments, in metres. */
export const RHINE_WIDTH_METERS = 110
