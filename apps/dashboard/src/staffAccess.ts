import { mayActOn, mayUseTag } from '@quo/branch-config'
import type { Branch, StaffBranches, Tag } from '@quo/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from './session.js'

/**
 * The signed-in account as the API reads its token (`GET /auth/me`): the staff read every
 * screen's access hangs on (app/Shell), and the maps the account may act on. One read a visit:
 * another account means another sign-in, which loads the page anew.
 */
export const staffCallerQuery = queryOptions({
  queryKey: ['staff-caller'],
  queryFn: () => api.staffCaller(),
  staleTime: Number.POSITIVE_INFINITY,
  retry: false,
})

/**
 * The maps the signed-in account may act on: `'all'` for administrators, else their short
 * ids. Unknown (not yet read, or the read failed) counts as every map: the pickers then offer
 * what they did before, and the API still refuses what is not the account's.
 */
export function useStaffBranches(): StaffBranches {
  return useQuery(staffCallerQuery).data?.branches ?? 'all'
}

/**
 * The maps the pickers offer: those the account may act on (docs/api.md "Branch access", the
 * same rule as the API's guard, from @quo/branch-config).
 */
export const ownBranches = <B extends Pick<Branch, 'shortId'>>(
  branches: readonly B[],
  staff: StaffBranches,
): B[] => branches.filter((b) => mayActOn(staff, b.shortId))

/**
 * The tags the pickers offer: feature tags, and the topics of maps the account may act on —
 * a map's topic puts places on that map, which the API allows only to editors of it.
 */
export const usableTags = <T extends Pick<Tag, 'tagKey'>>(
  tags: readonly T[],
  branches: readonly Pick<Branch, 'shortId' | 'tagKey'>[],
  staff: StaffBranches,
): T[] => tags.filter((tag) => mayUseTag(staff, tag, branches))
