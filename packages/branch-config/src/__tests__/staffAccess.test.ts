import { describe, expect, it } from 'vitest'
import { branchesOfTag, mayActOn, mayUseTag, missingBranches } from '../index.js'

const BRANCHES = [
  { shortId: 3, tagKey: 'vaduz' },
  { shortId: 21, tagKey: 'malbun' },
  { shortId: 25, tagKey: 'messe' },
]
const fairTopic = { tagKey: 'messe' }
const vaduzTopic = { tagKey: 'vaduz' }
const wheelchair = { tagKey: 'wheelchair' }

describe('the branch rule of staff writes', () => {
  it('names the maps of a record the account may not act on', () => {
    expect(missingBranches('all', [3, 21])).toEqual([])
    expect(missingBranches('all', 'all')).toEqual([])
    expect(missingBranches([3], [3, 21])).toEqual([21])
    expect(missingBranches([3, 21], [3, 21])).toEqual([])
    expect(missingBranches([3], [])).toEqual([])
    // A record of every map is an administrator's alone.
    expect(missingBranches([3, 21], 'all')).toBe('all')
  })

  it('lets administrators act on every map and editors on theirs', () => {
    expect(mayActOn('all', 25)).toBe(true)
    expect(mayActOn([25], 25)).toBe(true)
    expect(mayActOn([25], 3)).toBe(false)
    expect(mayActOn([], 25)).toBe(false)
  })

  it("finds a tag's maps by their tag key; a feature tag is on none", () => {
    expect(branchesOfTag(fairTopic, BRANCHES)).toEqual([25])
    expect(branchesOfTag(wheelchair, BRANCHES)).toEqual([])
    expect(branchesOfTag(vaduzTopic, [...BRANCHES, { shortId: 30, tagKey: 'vaduz' }])).toEqual([3, 30])
  })

  it("offers an editor their maps' topics and every feature tag, an administrator every tag", () => {
    expect(mayUseTag([25], fairTopic, BRANCHES)).toBe(true)
    expect(mayUseTag([25], vaduzTopic, BRANCHES)).toBe(false)
    expect(mayUseTag([25], wheelchair, BRANCHES)).toBe(true)
    expect(mayUseTag([], wheelchair, BRANCHES)).toBe(true)
    expect(mayUseTag('all', vaduzTopic, BRANCHES)).toBe(true)
    // A tag key two maps share needs both.
    const shared = [...BRANCHES, { shortId: 30, tagKey: 'vaduz' }]
    expect(mayUseTag([3], vaduzTopic, shared)).toBe(false)
    expect(mayUseTag([3, 30], vaduzTopic, shared)).toBe(true)
  })
})
