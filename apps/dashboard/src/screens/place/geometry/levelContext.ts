import type { Branch } from '@quo/contract'
import { levelTileTemplate } from '@quo/map-engine'

/** The drawn halls and booths of one level of a map, as the public map shows them. */
export interface LevelContext {
  /** The level's key as the map names it, e.g. `OG`. */
  level: string
  /** MapLibre raster tile template of the level's plan (`…/tiles_og/{z}/{x}/{y}.png`). */
  tiles: string
}

/**
 * The level tiles a place's shapes are drawn beside: those of the place's level on its map, where
 * a place without a level is on `EG` (as the API draws it). None for a map without levels or a
 * level it does not have — only trade fairs draw halls and booths into level tiles.
 * @example levelContextOf(branches, 25, 'og', 'https://quo.example/api/') // { level: 'OG', tiles: 'https://quo.example/api/branches/25/tiles_og/{z}/{x}/{y}.png' }
 */
export function levelContextOf(
  branches: readonly Pick<Branch, 'shortId' | 'levels'>[] | undefined,
  branchShortId: number | undefined,
  placeLevel: string | undefined,
  apiBase: string,
): LevelContext | null {
  const branch = branches?.find((b) => b.shortId === branchShortId)
  const wanted = (placeLevel?.trim() || 'EG').toUpperCase()
  const level = branch?.levels.find((l) => l.key.toUpperCase() === wanted)
  const tiles = level ? levelTileTemplate(level.layerPath, apiBase) : null
  return level && tiles ? { level: level.key, tiles } : null
}
