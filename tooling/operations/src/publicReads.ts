/** A visitor's first reads: the branch list, a branch's pins, a basemap tile, the page. */
export const PUBLIC_READS = [
  '/api/branches/',
  '/api/items/basemap/branchshortid/3',
  '/api/basemap/tiles/14/8625/5753.mvt',
  '/',
] as const
