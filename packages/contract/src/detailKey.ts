import { z } from 'zod'
import { Id, IsoDateTime } from './common.js'
import { DetailKeyType, Unit } from './enums.js'

export const ItemDetailKey = z.object({
  id: Id,
  keyName: z.string(),
  keyTitle: z.string(),
  keyType: DetailKeyType,
  /** Default unit for number keys. */
  unit: Unit.nullable(),
  iconId: Id.nullable(),
  colorName: z.string().nullable(),
  /** Hidden in the editor (contactSource, covid19, hoursSource). */
  isHidden: z.boolean(),
  sortOrder: z.number().int(),
  /** German label. */
  label: z.string(),
})
export type ItemDetailKey = z.infer<typeof ItemDetailKey>

export const ItemDetail = z.object({
  id: Id,
  itemId: Id,
  dataKeyV2: z.string(),
  dataKeyGroup: z.string().nullable(),
  dataValue: z.string(),
  dataValueUnit: Unit.nullable(),
  dateUpdated: IsoDateTime,
})
export type ItemDetail = z.infer<typeof ItemDetail>
