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
import { insertRow, updateRow } from './rowWrites.js'

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
