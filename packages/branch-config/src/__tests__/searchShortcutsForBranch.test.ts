import { describe, expect, it } from 'vitest'
import { searchShortcutsForBranch } from '../index.js'

const shortcuts = [
  { id: 1, branchShortId: null },
  { id: 2, branchShortId: 21 },
  { id: 3, branchShortId: 3 },
  { id: 4, branchShortId: 21 },
  { id: 5, branchShortId: null },
]

describe('searchShortcutsForBranch', () => {
  it("offers only the current branch's shortcuts, in order", () => {
    expect(searchShortcutsForBranch(shortcuts, 21).map((s) => s.id)).toEqual([2, 4])
    expect(searchShortcutsForBranch(shortcuts, 3).map((s) => s.id)).toEqual([3])
  })

  it('offers only the global shortcuts when no branch is selected', () => {
    expect(searchShortcutsForBranch(shortcuts, null).map((s) => s.id)).toEqual([1, 5])
  })

  it('offers nothing to a branch without shortcuts', () => {
    expect(searchShortcutsForBranch(shortcuts, 13)).toEqual([])
    expect(searchShortcutsForBranch([], null)).toEqual([])
  })
})
