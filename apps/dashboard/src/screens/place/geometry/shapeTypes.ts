import type { GeojsonTypeCode } from '@quo/contract'

/** What a shape of a type code is drawn as (spec §9: the code's layer class). */
export type ShapeKind = 'polygon' | 'line'

/**
 * The geojson type codes staff draw, in the order the editor offers them: a trade fair's halls
 * and booths first, then walls and ways, zones and general shapes. Zones may hold label points.
 */
export const SHAPE_TYPES: readonly { code: GeojsonTypeCode; name: string; kind: ShapeKind; labels?: true }[] =
  [
    { code: 120, name: 'Halle', kind: 'polygon' },
    { code: 140, name: 'Stand', kind: 'polygon' },
    { code: 130, name: 'Hallenwand', kind: 'line' },
    { code: 160, name: 'Standwand', kind: 'line' },
    { code: 150, name: 'Weg', kind: 'line' },
    { code: 200, name: 'Zone mit Beschriftung', kind: 'polygon', labels: true },
    { code: 100, name: 'Gelände (Fläche)', kind: 'polygon' },
    { code: 110, name: 'Gelände (Wand)', kind: 'line' },
    { code: 1000, name: 'Fläche', kind: 'polygon' },
    { code: 2000, name: 'Linie', kind: 'line' },
    { code: 1, name: 'Linienebene', kind: 'line' },
  ]

export const shapeType = (code: number) => SHAPE_TYPES.find((t) => t.code === code)
