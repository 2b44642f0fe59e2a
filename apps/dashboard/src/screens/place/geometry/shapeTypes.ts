import type { GeojsonTypeCode } from '@quo/contract'
import { geometryMessages } from './messages.js'

/** What a shape of a type code is drawn as (docs/product.md §9: the code's layer class). */
export type ShapeKind = 'polygon' | 'line'

const names = geometryMessages.shapeTypes

/**
 * The geojson type codes staff draw, in the order the editor offers them: a trade fair's halls
 * and booths first, then walls and ways, zones and general shapes. Zones may hold label points.
 */
export const SHAPE_TYPES: readonly { code: GeojsonTypeCode; name: string; kind: ShapeKind; labels?: true }[] =
  [
    { code: 120, name: names[120], kind: 'polygon' },
    { code: 140, name: names[140], kind: 'polygon' },
    { code: 130, name: names[130], kind: 'line' },
    { code: 160, name: names[160], kind: 'line' },
    { code: 150, name: names[150], kind: 'line' },
    { code: 200, name: names[200], kind: 'polygon', labels: true },
    { code: 100, name: names[100], kind: 'polygon' },
    { code: 110, name: names[110], kind: 'line' },
    { code: 1000, name: names[1000], kind: 'polygon' },
    { code: 2000, name: names[2000], kind: 'line' },
    { code: 1, name: names[1], kind: 'line' },
  ]

export const shapeType = (code: number) => SHAPE_TYPES.find((t) => t.code === code)
