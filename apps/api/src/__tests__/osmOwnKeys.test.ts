import { describe, expect, it } from 'vitest'
import { classifyWay } from '../importers/osm/basemapClasses.js'
import { categoryOfTags } from '../importers/osm/placeCategories.js'

// OSM values are free text: one that names a property of every object (`constructor`,
// `toString`) must classify nothing instead of finding that property in a lookup table.
const NAMES = ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf']

describe('OSM tag lookups', () => {
  it('find only the tables own entries', () => {
    for (const name of NAMES) {
      expect(classifyWay({ highway: name }, false), name).toBeNull()
      expect(classifyWay({ waterway: name }, false), name).toBeNull()
      expect(classifyWay({ landuse: name }, true), name).toBeNull()
      expect(categoryOfTags({ name: 'Ort', amenity: name, shop: name, tourism: name }), name).toBeNull()
    }
    expect(classifyWay({ highway: 'residential' }, false)).toMatchObject({ kind: 'road' })
  })
})
