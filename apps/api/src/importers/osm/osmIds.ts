import { createHash } from 'node:crypto'

/**
 * A stable nanoId for an imported element: the same extract gives the same addresses
 * (`/map/place/{nanoId}`) on every machine and every re-import.
 */
export function osmNanoId(key: string): string {
  return `osm${createHash('sha1').update(key).digest('base64url').slice(0, 14)}`
}
