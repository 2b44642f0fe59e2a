import { missingBranches } from '@quo/branch-config'
import type { FastifyRequest } from 'fastify'
import type { Db } from '../../db/database.js'
import { HttpProblem } from '../../plugins/problems.js'
import {
  type BranchScope,
  type BranchSet,
  branchesOf,
  branchesOfTags,
  lockScope,
  type StaffBranches,
} from '../../repositories/branchAccess.js'
import { recordChangesAs } from '../../repositories/changeHistory.js'
import { assetRow } from '../../repositories/mediaRepository.js'

/**
 * The caller's branches. A staff route always has an identity; without one (a route that
 * forgot its hook) nothing on a branch is allowed rather than everything.
 */
export function callerBranches(request: FastifyRequest): StaffBranches {
  return request.staff?.branches ?? []
}

function denied(missing: number[] | 'all'): HttpProblem {
  if (missing === 'all') return new HttpProblem(403, 'No access to every branch')
  const [first] = missing
  return new HttpProblem(
    403,
    missing.length === 1 ? `No access to branch ${first}` : `No access to branches ${missing.join(', ')}`,
  )
}

/**
 * Writing needs every branch the record belongs to: an item on maps 3 and 21 changed by an
 * editor of 3 would change 21's map. Records on no branch are anyone's.
 */
export function assertBranches(staff: StaffBranches, touched: BranchSet): void {
  // The rule the dashboard's pickers follow too (@quo/branch-config).
  const missing = missingBranches(staff, touched)
  if (missing === 'all' || missing.length) throw denied(missing)
}

/**
 * Tags a write adds or removes that put places on maps the caller may not edit: 403 naming the
 * tag and its maps, the input at `path` (`body.action.tagId`) in `errors`, so the refusal
 * says which tag was refused rather than which places. Checked before the records it is for.
 */
export async function assertTagsUsable(
  db: Db,
  staff: StaffBranches,
  tagIds: readonly number[],
  path: string,
): Promise<void> {
  if (staff === 'all' || !tagIds.length) return
  for (const [tagId, branches] of await branchesOfTags(db, tagIds)) {
    const missing = missingBranches(staff, branches)
    if (missing === 'all' || !missing.length) continue
    const problem = denied(missing)
    throw new HttpProblem(403, problem.message, [
      { path, message: `Tag ${tagId} puts places on branch ${missing.join(', ')}` },
    ])
  }
}

/**
 * Reading needs one of them: an editor of 3 sees that item (and may not change it). A record
 * of other branches only answers 403, as a write to it would; unknown ids stay 404.
 */
export function assertReadable(staff: StaffBranches, touched: BranchSet): void {
  if (staff === 'all' || touched === 'all') return
  if (touched.length && !touched.some((id) => staff.includes(id))) throw denied(touched)
}

/**
 * Runs a staff write in one transaction that names its actor for the change history (the
 * trigger `quo_record_change` records every row the write changes, with who and when, in this
 * transaction), then locks the stored records it touches and checks their branches (one
 * query), so no concurrent re-tagging slips between check and write. Administrators skip the
 * lock and the check. `scope` may be read from stored records inside the transaction. The write must use only the transaction it is given.
 */
export async function guardedWrite<T>(
  db: Db,
  request: FastifyRequest,
  scope: BranchScope | ((tx: Db) => Promise<BranchScope>),
  write: (tx: Db) => Promise<T>,
): Promise<T> {
  const staff = callerBranches(request)
  return db.transaction(async (tx) => {
    await recordChangesAs(tx, request.staff)
    if (staff !== 'all') {
      // A scope read from stored records (a restore's) is read in the write's own transaction.
      const touched = typeof scope === 'function' ? await scope(tx) : scope
      await lockScope(tx, touched)
      assertBranches(staff, await branchesOf(tx, touched))
    }
    return write(tx)
  })
}

/** Who wrote or decided, as the dashboard shows it: the token's e-mail, else its subject. */
export const staffName = (request: FastifyRequest): string =>
  request.staff?.email ?? request.staff?.sub ?? 'staff'

/**
 * The branches of a record that names one map by short id. A record without one (a contest,
 * library image or search shortcut of every map) is on every map, so changing it, or reading
 * the personal data it holds, is an all-branch administrator's alone — as for featured entries.
 */
export const branchesOfShortId = (branchShortId: number | null): BranchSet =>
  branchShortId === null ? 'all' : [branchShortId]

/** The branches of several such records together: every map when any of them is on every map. */
export const branchesOfShortIds = (shortIds: (number | null)[]): BranchSet =>
  shortIds.includes(null) ? 'all' : (shortIds as number[])

/**
 * A library image the caller may show (one of their maps' or every map's), else 403; 404 when
 * there is none. `lock` as in `assetRow`: `share` keeps it from being deleted while it is linked.
 */
export async function readableAsset(db: Db, request: FastifyRequest, assetId: number, lock?: 'share') {
  const asset = await assetRow(db, assetId, lock)
  assertReadable(callerBranches(request), branchesOfShortId(asset.branchShortId))
  return asset
}

/** 403 for a single record none of whose branches is the caller's; one query. */
export async function guardRead(db: Db, request: FastifyRequest, scope: BranchScope): Promise<void> {
  const staff = callerBranches(request)
  if (staff !== 'all') assertReadable(staff, await branchesOf(db, scope))
}
