/** MapLibre's tile placeholders; `URL` would escape their braces and every tile would 404. */
const PLACEHOLDER = /%7B(z|x|y|ratio|quadkey|prefix|bbox-epsg-3857)%7D/gi

/**
 * The absolute tile template of a level's floor plan, with MapLibre's `{z}/{x}/{y}` left as
 * they are: a full URL stays, an absolute path (`/api/branches/25/tiles_eg/{z}/{x}/{y}.png`)
 * is taken from the site's origin, a relative one (`branches/25/tiles_eg/…`) from the API base.
 * Anything that is not http(s), has no `{z}`, `{x}` and `{y}` (nor a quadkey or bbox), or is empty gives null: no
 * floor plan rather than one request per tile for the same wrong address.
 * @example levelTileTemplate('/api/branches/25/tiles_eg/{z}/{x}/{y}.png', 'https://messe.quo.li/api/') // 'https://messe.quo.li/api/branches/25/tiles_eg/{z}/{x}/{y}.png'
 */
export function levelTileTemplate(layerPath: string | null | undefined, apiBase: string): string | null {
  const path = layerPath?.trim()
  if (!path) return null
  let url: URL
  try {
    url = new URL(path, apiBase)
  } catch {
    return null
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
  const template = url.href.replace(PLACEHOLDER, (_, name: string) => `{${name.toLowerCase()}}`)
  const tiled =
    ['{z}', '{x}', '{y}'].every((p) => template.includes(p)) ||
    template.includes('{quadkey}') ||
    template.includes('{bbox-epsg-3857}')
  return tiled ? template : null
}
