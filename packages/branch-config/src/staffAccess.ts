import type { Branch, StaffBranches, Tag } from '@quo/contract'

/**
 * The branch rule staff writes follow (docs/api.md "Branch access"), shared by the API's guard
 * and the dashboard's pickers so the dashboard offers exactly what the API accepts. `staff` is
 * `StaffBranches`: `'all'` for administrators, else the short ids the account may act on.
 */
type Staff = StaffBranches | readonly number[]

/**
 * The maps of `touched` the account may not act on: a write needs every map a record belongs
 * to. `'all'` (a record of every map) is refused to everyone but administrators.
 */
export function missingBranches(staff: Staff, touched: readonly number[] | 'all'): number[] | 'all' {
  if (staff === 'all') return []
  if (touched === 'all') return 'all'
  return touched.filter((id) => !staff.includes(id))
}

/** Whether the account may act on one map. */
export const mayActOn = (staff: Staff, shortId: number): boolean => staff === 'all' || staff.includes(shortId)

/** The maps a tag puts places on: each whose tag key it carries; none for a feature tag. */
export const branchesOfTag = (
  tag: Pick<Tag, 'tagKey'>,
  branches: readonly Pick<Branch, 'shortId' | 'tagKey'>[],
): number[] => branches.filter((b) => b.tagKey === tag.tagKey).map((b) => b.shortId)

/**
 * Whether the account may add a tag to places or take it off: it needs every map the tag puts
 * places on. Feature tags (of no map) are every staff member's.
 */
export const mayUseTag = (
  staff: Staff,
  tag: Pick<Tag, 'tagKey'>,
  branches: readonly Pick<Branch, 'shortId' | 'tagKey'>[],
): boolean => branchesOfTag(tag, branches).every((id) => mayActOn(staff, id))
