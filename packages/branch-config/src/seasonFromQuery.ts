import type { Branch, Season } from '@quo/contract'
import { branchBehaviour } from './branchBehaviour.js'
import { type Query, queryParam } from './query.js'

/**
 * The season to select (docs/product.md §4). Only a branch whose behaviour says so (21) lets the query
 * choose: `?season=summer` or `?season=Sommer` matches a season by path or title, ignoring
 * case, so a kiosk or a link can open the right map style. Otherwise, and when nothing
 * matches, the branch's `currentSeasonId` holds; without one the winter season is the default.
 * @example seasonFromQuery(malbun, new URLSearchParams('season=SUMMER')) // id of 'Sommer'
 */
export function seasonFromQuery(
  branch: Pick<Branch, 'shortId' | 'seasons' | 'currentSeasonId'> | null | undefined,
  query: Query,
): Season['id'] | null {
  if (!branch) return null
  if (branchBehaviour(branch.shortId).seasonFromQuery) {
    const match = findSeason(branch.seasons, queryParam(query, 'season'))
    if (match) return match.id
  }
  return branch.currentSeasonId ?? findSeason(branch.seasons, 'winter')?.id ?? null
}

function findSeason(seasons: readonly Season[], wanted: string | null): Season | undefined {
  const name = wanted?.trim().toLowerCase()
  if (!name) return undefined
  return seasons.find((s) => s.path.toLowerCase() === name || s.title.toLowerCase() === name)
}

/** A winter season gets the fallback basemap's winter look (snow-white land). */
export const isWinterSeason = (season: Pick<Season, 'path' | 'title'>): boolean =>
  /winter/i.test(`${season.path} ${season.title}`)
