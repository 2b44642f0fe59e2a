import type { FloorPlan, FloorPlanInput } from '@quo/contract'
import { eq } from 'drizzle-orm'
import type { Db } from '../db/database.js'
import { itemFloorPlans, mediaAssets } from '../db/schema/index.js'
import { NotFound } from './domainErrors.js'
import { writeItemPart } from './itemPartWriteRepository.js'
import { toVariant } from './mediaRepository.js'

type FloorPlanRow = typeof itemFloorPlans.$inferSelect

function toFloorPlan(row: FloorPlanRow, variants: typeof mediaAssets.$inferSelect.variants): FloorPlan {
  return {
    itemId: row.itemId,
    assetId: row.assetId,
    bounds: [row.west, row.south, row.east, row.north],
    opacity: row.opacity,
    variants: variants.map(toVariant),
  }
}

/** A place's floor plan with its image's renditions, or null. */
export async function findFloorPlan(db: Db, itemId: number): Promise<FloorPlan | null> {
  const [row] = await db
    .select({ plan: itemFloorPlans, variants: mediaAssets.variants })
    .from(itemFloorPlans)
    .innerJoin(mediaAssets, eq(mediaAssets.id, itemFloorPlans.assetId))
    .where(eq(itemFloorPlans.itemId, itemId))
  return row ? toFloorPlan(row.plan, row.variants) : null
}

/** Lays a library image over the place's bounds (replacing its plan), in the item's transaction. */
export function setFloorPlan(db: Db, itemId: number, input: FloorPlanInput) {
  const [west, south, east, north] = input.bounds
  const values = { itemId, assetId: input.assetId, west, south, east, north, opacity: input.opacity }
  return writeItemPart(db, async (tx) => {
    const [row] = await tx
      .insert(itemFloorPlans)
      .values(values)
      .onConflictDoUpdate({ target: itemFloorPlans.itemId, set: values })
      .returning()
    if (!row) throw new Error('upsert returned no row')
    return row
  })
}

/** Takes the plan off the place; 404 when it has none. */
export function removeFloorPlan(db: Db, itemId: number) {
  return writeItemPart(db, async (tx) => {
    const [row] = await tx.delete(itemFloorPlans).where(eq(itemFloorPlans.itemId, itemId)).returning()
    if (!row) throw new NotFound('The place has no floor plan')
    return row
  })
}
