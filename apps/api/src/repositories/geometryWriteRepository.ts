import type {
  GeojsonInput,
  GeojsonUpdateInput,
  ItemGeojsonInput,
  ItemGeojsonUpdateInput,
  ItemJsonInput,
  JsonInput,
} from '@quo/contract'
import { eq } from 'drizzle-orm'
import { nanoid } from 'nanoid'
import type { Db } from '../db/database.js'
import { geojsons, itemGeojsons, itemJsons, jsons } from '../db/schema/index.js'
import { writeItemPart } from './itemPartWriteRepository.js'
import { deleteRow, insertRow, updateRow } from './rowWrites.js'

// Geometry documents and free-form JSON, and their links to items. A link is a part of its
// item, so writing one marks the item edited in the same transaction.

export function createGeojson(db: Db, input: GeojsonInput) {
  return insertRow(db, geojsons, { nanoId: nanoid(12), ...input })
}

export function updateGeojson(db: Db, id: number, input: GeojsonUpdateInput) {
  return updateRow(db, geojsons, eq(geojsons.id, id), input, 'geojson')
}

export function linkItemGeojson(db: Db, input: ItemGeojsonInput) {
  return writeItemPart(db, (tx) => insertRow(tx, itemGeojsons, input))
}

/**
 * Takes a shape off its item; the shape itself goes too when no other item shows it (a hall
 * outline shared by two items stays).
 */
export function unlinkItemGeojson(db: Db, id: number) {
  return writeItemPart(db, async (tx) => {
    const link = await deleteRow(tx, itemGeojsons, eq(itemGeojsons.id, id), 'item geojson')
    const [other] = await tx
      .select({ id: itemGeojsons.id })
      .from(itemGeojsons)
      .where(eq(itemGeojsons.geojsonId, link.geojsonId))
      .limit(1)
    if (!other) await tx.delete(geojsons).where(eq(geojsons.id, link.geojsonId))
    return link
  })
}

export function updateItemGeojson(db: Db, id: number, input: ItemGeojsonUpdateInput) {
  return writeItemPart(db, (tx) =>
    updateRow(tx, itemGeojsons, eq(itemGeojsons.id, id), input, 'item geojson'),
  )
}

export function createJson(db: Db, input: JsonInput) {
  return insertRow(db, jsons, input)
}

export function updateJson(db: Db, id: number, input: JsonInput) {
  return updateRow(db, jsons, eq(jsons.id, id), input, 'json')
}

export function linkItemJson(db: Db, input: ItemJsonInput) {
  return writeItemPart(db, (tx) => insertRow(tx, itemJsons, input))
}
