import type { Kiosk } from '@quo/contract'
import { SELECT_ZOOM } from './constants.js'

/** What sets a branch apart from the rest; every other branch has {@link DEFAULT_BRANCH_BEHAVIOUR}. */
export interface BranchBehaviour {
  /** Map point labels stay hidden at every zoom (`labelTextSize` gives 0). */
  hideLabels: boolean
  /** The `season` query picks the season (`seasonFromQuery`). */
  seasonFromQuery: boolean
  /** Every map move counts as kiosk activity, the first three too (`createKioskActivity`). */
  everyMoveIsKioskActivity: boolean
  /** Bottom camera padding in px on a desktop (`md`) kiosk; null keeps the kiosk default (`mapPadding`). */
  kioskDesktopBottomPadding: number | null
  /** The trade fair: floors as levels, drawn from raster level tiles. */
  tradeFair: boolean
  /** Minimum zoom when an exhibition item is selected; null where the branch has no exhibitions. */
  exhibitionZoom: number | null
  /**
   * Kiosk margins in px. The branch data's `kiosk` holds the values in force; these are the same
   * values (seed `apps/api/src/seed/branchCatalog.ts`), recorded so the rule has one place.
   */
  kioskMargins: Readonly<Kiosk> | null
}

/** The behaviour of every branch that docs/product.md §9 does not single out, and of no branch. */
export const DEFAULT_BRANCH_BEHAVIOUR: Readonly<BranchBehaviour> = Object.freeze({
  hideLabels: false,
  seasonFromQuery: false,
  everyMoveIsKioskActivity: false,
  kioskDesktopBottomPadding: null,
  tradeFair: false,
  exhibitionZoom: null,
  kioskMargins: null,
})

function special(overrides: Partial<BranchBehaviour>): Readonly<BranchBehaviour> {
  return Object.freeze({ ...DEFAULT_BRANCH_BEHAVIOUR, ...overrides })
}

/**
 * The branches with special behaviour (docs/product.md §9: 12, 13, 21, 22, 25), in one place, so code
 * asks `branchBehaviour(id).hideLabels` instead of comparing short ids where the rule applies.
 * - 12: kiosk terminal whose content runs edge to edge (margins 0 top, 0 bottom).
 * - 13: hiking map without point labels.
 * - 21: summer and winter; the query picks the season, every map move keeps the kiosk awake,
 *   and the desktop kiosk keeps 300 px at the bottom free (margins 240 top, 300 bottom).
 * - 22: named special by docs/product.md §9, which describes no behaviour for it; the branch data gives
 *   it no kiosk. Listed so the set is complete; it behaves like any other branch.
 * - 25: the trade fair, with levels on raster level tiles; exhibitions zoom to 20.
 * @example BRANCH_BEHAVIOUR[13].hideLabels // true
 */
export const BRANCH_BEHAVIOUR: Readonly<Record<number, Readonly<BranchBehaviour>>> = Object.freeze({
  12: special({ kioskMargins: { globalMarginTop: 0, globalMarginBottom: 0 } }),
  13: special({ hideLabels: true }),
  21: special({
    seasonFromQuery: true,
    everyMoveIsKioskActivity: true,
    kioskDesktopBottomPadding: 300,
    kioskMargins: { globalMarginTop: 240, globalMarginBottom: 300 },
  }),
  22: special({}),
  25: special({ tradeFair: true, exhibitionZoom: SELECT_ZOOM.exhibition }),
})

/**
 * The behaviour of a branch: its entry in {@link BRANCH_BEHAVIOUR}, else the default, also when
 * no branch is selected.
 * @example branchBehaviour(21).seasonFromQuery // true
 * @example branchBehaviour(null).hideLabels // false
 */
export function branchBehaviour(shortId: number | null | undefined): Readonly<BranchBehaviour> {
  if (shortId == null) return DEFAULT_BRANCH_BEHAVIOUR
  return BRANCH_BEHAVIOUR[shortId] ?? DEFAULT_BRANCH_BEHAVIOUR
}
