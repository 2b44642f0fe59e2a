import { z } from 'zod'
import { Id, NanoId } from './common.js'
import { GeojsonTypeCode } from './enums.js'
import { GeojsonDocument } from './geojson.js'
import { checkedDocument } from './strings.js'

/** A stored geometry document (hall outline, booth, trail …), linked to items separately. */
export const GeojsonRecord = z.object({
  id: Id,
  nanoId: NanoId,
  geojson: GeojsonDocument,
  geojsonType: GeojsonTypeCode,
})
export type GeojsonRecord = z.infer<typeof GeojsonRecord>

export const GeojsonInput = z.strictObject({
  geojson: checkedDocument(GeojsonDocument),
  geojsonType: GeojsonTypeCode,
})
export type GeojsonInput = z.infer<typeof GeojsonInput>

export const GeojsonUpdateInput = GeojsonInput.partial().refine(
  (v) => Object.keys(v).length > 0,
  'nothing to update',
)
export type GeojsonUpdateInput = z.infer<typeof GeojsonUpdateInput>

/** Free-form JSON attached to items (timetables, lift states …): an object or an array. */
export const JsonDocument = z.union([z.record(z.string(), z.unknown()), z.array(z.unknown())])
export type JsonDocument = z.infer<typeof JsonDocument>

export const JsonRecord = z.object({ id: Id, json: JsonDocument })
export type JsonRecord = z.infer<typeof JsonRecord>

export const JsonInput = z.strictObject({ json: checkedDocument(JsonDocument) })
export type JsonInput = z.infer<typeof JsonInput>

const LinkType = z.number().int().min(0).max(1_000_000)

/** Links an item to a geojson or json record (docs/product.md §7: itemId, geojsonId/jsonId, type). */
export const ItemGeojsonInput = z.strictObject({ itemId: Id, geojsonId: Id, type: LinkType })
export type ItemGeojsonInput = z.infer<typeof ItemGeojsonInput>

export const ItemGeojsonLink = z.object({ id: Id, itemId: Id, geojsonId: Id, type: z.number().int() })
export type ItemGeojsonLink = z.infer<typeof ItemGeojsonLink>

export const ItemGeojsonUpdateInput = z
  .strictObject({ geojsonId: Id, type: LinkType })
  .partial()
  .refine((v) => Object.keys(v).length > 0, 'nothing to update')
export type ItemGeojsonUpdateInput = z.infer<typeof ItemGeojsonUpdateInput>

export const ItemJsonInput = z.strictObject({ itemId: Id, jsonId: Id, type: LinkType })
export type ItemJsonInput = z.infer<typeof ItemJsonInput>

export const ItemJsonLink = z.object({ id: Id, itemId: Id, jsonId: Id, type: z.number().int() })
export type ItemJsonLink = z.infer<typeof ItemJsonLink>
