import { sql } from 'drizzle-orm'
import { type Db, queryRows } from '../../db/database.js'
import type { Membership, MembershipOf } from '../../repositories/osmPlaceRepository.js'

/**
 * The operator's rule for an import: a place joins every active branch whose map (its `md`
 * boundaries) it lies on, through the branch's first tag. Branches with building levels (trade
 * fairs) keep their own floor-plan content and join nothing.
 */
export async function membershipByBounds(db: Db): Promise<MembershipOf> {
  const branches = await queryRows<Membership & { w: number; s: number; e: number; n: number }>(
    db,
    sql`SELECT b.id AS "branchId", t.id AS "tagId", mb.sw_lon AS w, mb.sw_lat AS s, mb.ne_lon AS e, mb.ne_lat AS n
        FROM branches b
        JOIN branch_map_boundaries mb ON mb.branch_id = b.id AND mb.breakpoint = 'md'
        JOIN LATERAL (SELECT id FROM tags WHERE tag_key = b.tag_key ORDER BY id LIMIT 1) t ON TRUE
        WHERE b.is_active AND NOT EXISTS (SELECT 1 FROM branch_levels l WHERE l.branch_id = b.id)`,
  )
  return ({ lon, lat }) =>
    branches
      .filter((b) => lon >= b.w && lon <= b.e && lat >= b.s && lat <= b.n)
      .map(({ branchId, tagId }) => ({ branchId, tagId }))
}
