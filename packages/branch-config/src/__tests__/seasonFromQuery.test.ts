import type { Branch } from '@quo/contract'
import { describe, expect, it } from 'vitest'
import { seasonFromQuery } from '../index.js'

type SeasonBranch = Pick<Branch, 'shortId' | 'seasons' | 'currentSeasonId'>

const winter = { id: 7, title: 'Winter', path: 'winter', styleUrl: null }
const summer = { id: 8, title: 'Sommer', path: 'summer', styleUrl: 'https://tiles.example/summer.json' }
const seasons = [winter, summer]
const malbun: SeasonBranch = { shortId: 21, seasons, currentSeasonId: 7 }

describe('seasonFromQuery', () => {
  it('lets the query pick a season of branch 21 by path or title, ignoring case', () => {
    expect(seasonFromQuery(malbun, new URLSearchParams('season=summer'))).toBe(8)
    expect(seasonFromQuery(malbun, new URLSearchParams('season=SUMMER'))).toBe(8)
    expect(seasonFromQuery(malbun, { season: 'Sommer' })).toBe(8)
    expect(seasonFromQuery({ ...malbun, currentSeasonId: 8 }, { season: 'winter' })).toBe(7)
    expect(seasonFromQuery(malbun, { season: [' sommer ', 'winter'] })).toBe(8)
  })

  it("keeps branch 21's current season when the query names no season or an unknown one", () => {
    expect(seasonFromQuery(malbun, new URLSearchParams(''))).toBe(7)
    expect(seasonFromQuery(malbun, { season: 'autumn' })).toBe(7)
    expect(seasonFromQuery(malbun, { season: null })).toBe(7)
    expect(seasonFromQuery({ ...malbun, currentSeasonId: 8 }, { season: '' })).toBe(8)
  })

  it('ignores the query on every other branch', () => {
    const other: SeasonBranch = { shortId: 3, seasons, currentSeasonId: 7 }
    expect(seasonFromQuery(other, { season: 'summer' })).toBe(7)
    expect(seasonFromQuery({ ...other, shortId: 22 }, new URLSearchParams('season=summer'))).toBe(7)
  })

  it('defaults to winter when the branch names no current season', () => {
    expect(seasonFromQuery({ ...malbun, currentSeasonId: null }, {})).toBe(7)
    expect(seasonFromQuery({ shortId: 4, seasons: [...seasons].reverse(), currentSeasonId: null }, {})).toBe(
      7,
    )
    expect(
      seasonFromQuery({ shortId: 4, seasons: [{ ...winter, id: 9, path: 'w' }], currentSeasonId: null }, {}),
    ).toBe(9)
  })

  it('gives null without a branch or without any season to fall back on', () => {
    expect(seasonFromQuery(null, { season: 'summer' })).toBeNull()
    expect(
      seasonFromQuery({ shortId: 3, seasons: [], currentSeasonId: null }, { season: 'summer' }),
    ).toBeNull()
    expect(seasonFromQuery({ shortId: 21, seasons: [summer], currentSeasonId: null }, {})).toBeNull()
  })
})
