import type { Db } from '../../db/database.js'
import { listImportBranches, type MembershipOf } from '../../repositories/osmPlaceRepository.js'

/**
 * The operator's rule for an import: a place joins every active branch whose map (its `md`
 * boundaries) it lies on, through the branch's first tag. Branches with building levels (trade
 * fairs) keep their own floor-plan content and join nothing.
 */
export async function membershipByBounds(db: Db): Promise<MembershipOf> {
  const branches = await listImportBranches(db)
  return ({ lon, lat }) =>
    branches
      .filter((b) => lon >= b.w && lon <= b.e && lat >= b.s && lat <= b.n)
      .map(({ branchId, tagId }) => ({ branchId, tagId }))
}
