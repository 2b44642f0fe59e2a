import type { BasemapFeatureKind } from '../../db/schema/index.js'
import type { NewBasemapFeature } from '../../repositories/basemapFeatureRepository.js'
import { type OsmTags, ownValue } from './osmStream.js'

/** What an OpenStreetMap element is on the basemap: its kind, a class within it and how it is drawn. */
export type BasemapClass = Pick<NewBasemapFeature, 'kind' | 'class' | 'shape'>

const ROAD_CLASSES: Record<string, string> = {
  motorway: 'motorway',
  motorway_link: 'motorway',
  trunk: 'trunk',
  trunk_link: 'trunk',
  primary: 'primary',
  primary_link: 'primary',
  secondary: 'secondary',
  secondary_link: 'secondary',
  tertiary: 'tertiary',
  tertiary_link: 'tertiary',
  residential: 'minor',
  unclassified: 'minor',
  living_street: 'minor',
  road: 'minor',
  service: 'service',
  pedestrian: 'pedestrian',
  track: 'track',
  footway: 'path',
  path: 'path',
  cycleway: 'path',
  bridleway: 'path',
  steps: 'path',
}

const RAILWAYS = new Set(['rail', 'light_rail', 'narrow_gauge', 'funicular', 'tram', 'subway'])
const AERIALWAYS = new Set([
  'cable_car',
  'gondola',
  'mixed_lift',
  'chair_lift',
  'drag_lift',
  't-bar',
  'j-bar',
  'platter',
  'rope_tow',
  'magic_carpet',
])

const WATERWAYS: Record<string, BasemapFeatureKind> = {
  river: 'river',
  stream: 'stream',
  canal: 'canal',
  drain: 'stream',
  ditch: 'stream',
}

/** Land use and land cover drawn as tinted areas, by the tag that names them. */
const LANDUSE: Record<string, Record<string, string>> = {
  landuse: {
    residential: 'residential',
    industrial: 'industrial',
    commercial: 'commercial',
    retail: 'commercial',
    farmland: 'farmland',
    farmyard: 'farmland',
    meadow: 'grass',
    grass: 'grass',
    village_green: 'grass',
    vineyard: 'vineyard',
    orchard: 'vineyard',
    cemetery: 'cemetery',
    allotments: 'garden',
    recreation_ground: 'park',
    quarry: 'quarry',
    construction: 'construction',
  },
  leisure: {
    park: 'park',
    garden: 'garden',
    pitch: 'pitch',
    playground: 'park',
    sports_centre: 'pitch',
    stadium: 'pitch',
    golf_course: 'park',
    nature_reserve: 'nature_reserve',
  },
  amenity: { grave_yard: 'cemetery', parking: 'parking', school: 'school', university: 'school' },
  natural: {
    scrub: 'scrub',
    grassland: 'grass',
    heath: 'scrub',
    bare_rock: 'rock',
    scree: 'rock',
    glacier: 'glacier',
    wetland: 'wetland',
  },
}

const PLACES = new Set([
  'city',
  'town',
  'village',
  'suburb',
  'hamlet',
  'neighbourhood',
  'locality',
  'isolated_dwelling',
])

/** How a way or a multipolygon relation is drawn, or null when the basemap has no use for it. */
export function classifyWay(tags: OsmTags | undefined, closed: boolean): BasemapClass | null {
  if (!tags) return null
  if (tags.building && tags.building !== 'no')
    return closed ? { kind: 'building', class: null, shape: 'area' } : null
  if (
    tags.natural === 'water' ||
    tags.waterway === 'riverbank' ||
    ['reservoir', 'basin'].includes(tags.landuse ?? '')
  )
    return closed ? { kind: 'water', class: null, shape: 'area' } : null
  if (tags.landuse === 'forest' || tags.natural === 'wood')
    return closed ? { kind: 'forest', class: null, shape: 'area' } : null
  // Own keys only: a tag value such as `constructor` must not find a property of every object.
  const waterway = ownValue(WATERWAYS, tags.waterway)
  if (waterway) return { kind: waterway, class: tags.waterway ?? null, shape: 'line' }
  const road = ownValue(ROAD_CLASSES, tags.highway)
  // A pedestrian square drawn as an area is land use, not a road to stroke.
  if (road && !(tags.area === 'yes' && closed)) return { kind: 'road', class: road, shape: 'line' }
  if (tags.railway && RAILWAYS.has(tags.railway))
    return { kind: 'railway', class: tags.railway, shape: 'line' }
  if (tags.aerialway && AERIALWAYS.has(tags.aerialway))
    return { kind: 'aerialway', class: tags.aerialway, shape: 'line' }
  if (closed) {
    for (const [key, classes] of Object.entries(LANDUSE)) {
      const value = tags[key]
      const landuse = ownValue(classes, value)
      if (landuse) return { kind: 'landuse', class: landuse, shape: 'area' }
    }
  }
  return null
}

/** Named place and peak labels from nodes. */
export function classifyNode(tags: OsmTags | undefined): BasemapClass | null {
  if (!tags?.name) return null
  if (tags.place && PLACES.has(tags.place)) return { kind: 'place', class: tags.place, shape: 'point' }
  if (tags.natural === 'peak') return { kind: 'peak', class: null, shape: 'point' }
  return null
}

/** Properties a road carries into the tiles besides its class and name. */
export function roadProperties(tags: OsmTags): Record<string, string | number> {
  const properties: Record<string, string | number> = {}
  if (tags.bridge && tags.bridge !== 'no') properties.brunnel = 'bridge'
  else if (tags.tunnel && tags.tunnel !== 'no') properties.brunnel = 'tunnel'
  if (tags.oneway === 'yes') properties.oneway = 1
  if (tags.ref) properties.ref = tags.ref
  return properties
}

/** A building's height in metres for the 3D style: its height tag, else 3 m a storey, else 6 m. */
export function buildingHeight(tags: OsmTags): number {
  const height = Number.parseFloat(tags.height ?? '')
  if (Number.isFinite(height) && height > 0 && height < 400) return Math.round(height * 10) / 10
  const levels = Number.parseFloat(tags['building:levels'] ?? '')
  if (Number.isFinite(levels) && levels > 0 && levels < 100) return Math.round(levels * 3 + 2)
  return 6
}
