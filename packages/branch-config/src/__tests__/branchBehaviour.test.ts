import { describe, expect, it } from 'vitest'
import {
  BRANCH_BEHAVIOUR,
  branchBehaviour,
  DEFAULT_BRANCH_BEHAVIOUR,
  labelTextSize,
  mapPadding,
  SELECT_ZOOM,
} from '../index.js'

describe('BRANCH_BEHAVIOUR', () => {
  it('lists exactly the special branches of docs/product.md §9', () => {
    expect(Object.keys(BRANCH_BEHAVIOUR).map(Number)).toEqual([12, 13, 21, 22, 25])
  })

  it('hides labels on branch 13 only', () => {
    expect(branchBehaviour(13).hideLabels).toBe(true)
    expect(Object.entries(BRANCH_BEHAVIOUR).filter(([, b]) => b.hideLabels)).toHaveLength(1)
    expect(labelTextSize(20, 13)).toBe(0)
  })

  it('gives branch 21 query seasons, every move as activity and a 300 px desktop kiosk bottom', () => {
    expect(branchBehaviour(21)).toMatchObject({
      seasonFromQuery: true,
      everyMoveIsKioskActivity: true,
      kioskDesktopBottomPadding: 300,
    })
    expect(mapPadding({ kiosk: true, branchShortId: 21, breakpoint: 'md' }).bottom).toBe(300)
  })

  it('makes branch 25 the trade fair whose exhibitions zoom to 20', () => {
    expect(branchBehaviour(25)).toMatchObject({ tradeFair: true, exhibitionZoom: 20 })
    expect(branchBehaviour(25).exhibitionZoom).toBe(SELECT_ZOOM.exhibition)
    expect(Object.entries(BRANCH_BEHAVIOUR).filter(([, b]) => b.tradeFair)).toHaveLength(1)
  })

  it('records the kiosk margins of the branch data: 12 edge to edge, 21 240 top and 300 bottom', () => {
    expect(branchBehaviour(12).kioskMargins).toEqual({ globalMarginTop: 0, globalMarginBottom: 0 })
    expect(branchBehaviour(21).kioskMargins).toEqual({ globalMarginTop: 240, globalMarginBottom: 300 })
    expect(branchBehaviour(22).kioskMargins).toBeNull()
    expect(branchBehaviour(13).kioskMargins).toBeNull()
  })

  it('gives branch 22 no rule the spec would describe', () => {
    expect(branchBehaviour(22)).toEqual(DEFAULT_BRANCH_BEHAVIOUR)
  })

  it('cannot be changed at run time', () => {
    expect(Object.isFrozen(BRANCH_BEHAVIOUR)).toBe(true)
    expect(Object.isFrozen(branchBehaviour(21))).toBe(true)
    expect(Object.isFrozen(DEFAULT_BRANCH_BEHAVIOUR)).toBe(true)
  })
})

describe('branchBehaviour', () => {
  it('gives the default to ordinary branches and to no branch', () => {
    for (const id of [1, 3, 11, 30, 99, null, undefined]) {
      expect(branchBehaviour(id)).toBe(DEFAULT_BRANCH_BEHAVIOUR)
    }
    expect(DEFAULT_BRANCH_BEHAVIOUR).toEqual({
      hideLabels: false,
      seasonFromQuery: false,
      everyMoveIsKioskActivity: false,
      kioskDesktopBottomPadding: null,
      tradeFair: false,
      exhibitionZoom: null,
      kioskMargins: null,
    })
  })

  it('returns the table entry of a special branch', () => {
    expect(branchBehaviour(21)).toBe(BRANCH_BEHAVIOUR[21])
  })
})
