import type { Contest } from '@quo/contract'

/**
 * Contests a visitor can enter now: of this branch (or global ones, which every branch
 * shows), begun and not yet ended. `itemNanoId` narrows to the contests about one place.
 */
export function runningContests(
  contests: readonly Contest[],
  branchShortId: number | null,
  now: number,
  itemNanoId?: string,
): Contest[] {
  return contests.filter(
    (c) =>
      (c.branchShortId === null || c.branchShortId === branchShortId) &&
      Date.parse(c.dateBegin) <= now &&
      now < Date.parse(c.dateEnd) &&
      (itemNanoId === undefined ? c.itemNanoId === null : c.itemNanoId === itemNanoId),
  )
}
