import type { NewBasemapFeature } from '../../repositories/basemapFeatureRepository.js'
import {
  type BasemapClass,
  buildingHeight,
  classifyNode,
  classifyWay,
  roadProperties,
} from './basemapClasses.js'
import { coordinateRuns, isClosed, type LonLat, type OsmTags, osmElements, ringCentre } from './osmStream.js'
import { type CategoryName, categoryOfTags } from './placeCategories.js'
import { detailsOfTags, featureTagsOf, type ImportedDetail } from './placeDetails.js'

/** A place for visitors (a POI, a lift, a route), keyed by its OpenStreetMap element. */
export interface OsmPlace {
  /** `node/123`, `way/45`, `relation/6`: the key re-imports match on. */
  osmKey: string
  title: string
  type: 'place' | 'route'
  lon: number
  lat: number
  category: CategoryName
  details: ImportedDetail[]
  features: { tagKey: string; tagValue: string }[]
  street: string | null
  housenumber: string | null
  postcode: string | null
  /** A lift's or a route's course. */
  way: LonLat[][] | null
  /** Keys of places along a route (its waypoints), in the route's order. */
  waypoints: string[]
}

/** One named road way; streets are merged per name and municipality when stored. */
export interface OsmStreetPart {
  name: string
  lines: LonLat[][]
}

export interface OsmBuilding {
  osmKey: string
  ring: LonLat[]
  centre: LonLat
  housenumber: string | null
  street: string | null
}

export interface OsmExtract {
  /** Stored as read: the extract's basemap is already in the shape the basemap table takes. */
  basemap: NewBasemapFeature[]
  places: OsmPlace[]
  streets: OsmStreetPart[]
  buildings: OsmBuilding[]
}

const ROUTES = new Set(['hiking', 'foot', 'walking', 'bicycle', 'mtb'])
const ADMIN_LEVELS = new Set(['2', '4', '8'])
const LIFT = { main: 'Transport', sub: 'Cable Car' }

interface PendingRelation {
  id: number
  tags: OsmTags
  ways: number[]
  nodes: number[]
  what: BasemapClass | null
}

const clean = (value: string | undefined): string | null => {
  const text = value?.replace(/\p{Cc}/gu, '').trim()
  return text ? text.slice(0, 300) : null
}

function addressOf(tags: OsmTags) {
  return {
    street: clean(tags['addr:street'] ?? tags['addr:place']),
    housenumber: clean(tags['addr:housenumber']),
    postcode: clean(tags['addr:postcode']),
  }
}

function placeOf(osmKey: string, tags: OsmTags, at: LonLat, category: CategoryName): OsmPlace {
  return {
    osmKey,
    title: clean(tags.name) ?? '',
    type: 'place',
    lon: at[0],
    lat: at[1],
    category,
    details: detailsOfTags(tags),
    features: featureTagsOf(tags),
    ...addressOf(tags),
    way: null,
    waypoints: [],
  }
}

/**
 * Reads an .osm.pbf extract in three streaming passes — relations, then the ways they and the
 * tagged ways need, then the nodes — so memory follows what is imported rather than the size
 * of the extract. A truncated or corrupt file throws before anything is returned.
 */
export async function readOsmExtract(file: string): Promise<OsmExtract> {
  try {
    return await readPasses(file)
  } catch (error) {
    throw new Error(`${file} is not a complete .osm.pbf extract (${(error as Error).message})`)
  }
}

async function readPasses(file: string): Promise<OsmExtract> {
  const relations: PendingRelation[] = []
  const memberWays = new Set<number>()
  const memberNodes = new Set<number>()
  for await (const r of osmElements(file, 'relation')) {
    const tags = r.tags ?? {}
    const isArea = tags.type === 'multipolygon'
    const isBoundary = tags.boundary === 'administrative' && ADMIN_LEVELS.has(tags.admin_level ?? '')
    const isRoute = tags.type === 'route' && ROUTES.has(tags.route ?? '') && !!tags.name
    const what = isArea ? classifyWay(tags, true) : null
    if (!(what?.shape === 'area' || isBoundary || isRoute)) continue
    const ways = r.members.filter((m) => m.type === 'way').map((m) => m.ref)
    const nodes = isRoute ? r.members.filter((m) => m.type === 'node').map((m) => m.ref) : []
    for (const w of ways) memberWays.add(w)
    for (const n of nodes) memberNodes.add(n)
    relations.push({ id: r.id, tags, ways, nodes, what })
  }

  type TaggedWay = { id: number; tags: OsmTags; refs: number[]; what: BasemapClass | null }
  const tagged: TaggedWay[] = []
  const wayRefs = new Map<number, number[]>()
  const neededNodes = new Set<number>(memberNodes)
  for await (const w of osmElements(file, 'way')) {
    const tags = w.tags ?? {}
    const closed = isClosed(w.refs)
    const what = classifyWay(tags, closed)
    const isPlace = closed && categoryOfTags(tags) !== null
    const isLift = what?.kind === 'aerialway' && !!tags.name
    const isStreet = what?.kind === 'road' && !!tags.name
    const keep = what !== null || isPlace || isLift || isStreet
    if (keep) tagged.push({ id: w.id, tags, refs: w.refs, what })
    if (memberWays.has(w.id)) wayRefs.set(w.id, w.refs)
    if (keep || memberWays.has(w.id)) for (const ref of w.refs) neededNodes.add(ref)
  }

  const nodes = new Map<number, LonLat>()
  const addressNodes: { at: LonLat; housenumber: string; street: string | null }[] = []
  const out: OsmExtract = { basemap: [], places: [], streets: [], buildings: [] }
  for await (const n of osmElements(file, 'node')) {
    const at: LonLat = [n.lon, n.lat]
    if (neededNodes.has(n.id)) nodes.set(n.id, at)
    const tags = n.tags
    if (!tags) continue
    const label = classifyNode(tags)
    if (label) {
      const properties: Record<string, string | number> = {}
      const ele = Number.parseFloat(tags.ele ?? '')
      if (Number.isFinite(ele)) properties.ele = Math.round(ele)
      out.basemap.push({ ...label, name: clean(tags.name), properties, lines: [[at]] })
    }
    const housenumber = clean(tags['addr:housenumber'])
    if (housenumber) {
      addressNodes.push({ at, housenumber, street: clean(tags['addr:street'] ?? tags['addr:place']) })
      out.basemap.push({
        kind: 'housenumber',
        class: null,
        shape: 'point',
        name: housenumber,
        properties: {},
        lines: [[at]],
      })
    }
    const category = categoryOfTags(tags)
    if (category) out.places.push(placeOf(`node/${n.id}`, tags, at, category))
  }

  for (const way of tagged) {
    const lines = coordinateRuns(way.refs, nodes)
    if (lines.length === 0) continue
    const { tags, what } = way
    // An area with a node outside the extract cannot close its ring.
    const whole = lines.length === 1 && lines[0]?.length === way.refs.length
    const ring = whole && isClosed(way.refs) ? (lines[0] as LonLat[]) : null
    if (what && (what.shape === 'line' || ring)) {
      const properties: Record<string, string | number> =
        what.kind === 'road'
          ? roadProperties(tags)
          : what.kind === 'building'
            ? { height: buildingHeight(tags) }
            : {}
      out.basemap.push({ ...what, name: clean(tags.name), properties, lines })
    }
    if (what?.kind === 'building' && ring) {
      const address = addressOf(tags)
      out.buildings.push({
        osmKey: `way/${way.id}`,
        ring,
        centre: ringCentre(ring),
        housenumber: address.housenumber,
        street: address.street,
      })
      if (address.housenumber) {
        out.basemap.push({
          kind: 'housenumber',
          class: null,
          shape: 'point',
          name: address.housenumber,
          properties: {},
          lines: [[ringCentre(ring)]],
        })
      }
    }
    const name = clean(tags.name)
    if (what?.kind === 'road' && name) out.streets.push({ name, lines })
    const category = categoryOfTags(tags)
    if (category && ring) out.places.push(placeOf(`way/${way.id}`, tags, ringCentre(ring), category))
    else if (what?.kind === 'aerialway' && name) {
      const first = lines[0]?.[0] as LonLat
      out.places.push({ ...placeOf(`way/${way.id}`, tags, first, LIFT), way: lines })
    }
  }

  addressBuildings(out.buildings, addressNodes)
  const placeKeys = new Set(out.places.map((p) => p.osmKey))
  for (const relation of relations) {
    const lines = relation.ways.flatMap((id) => coordinateRuns(wayRefs.get(id) ?? [], nodes))
    if (lines.length === 0) continue
    const { tags } = relation
    if (relation.what) {
      const properties: Record<string, number> =
        relation.what.kind === 'building' ? { height: buildingHeight(tags) } : {}
      out.basemap.push({ ...relation.what, name: clean(tags.name), properties, lines })
    } else if (tags.boundary === 'administrative') {
      out.basemap.push({
        kind: 'boundary',
        class: tags.admin_level ?? null,
        shape: 'line',
        name: clean(tags.name),
        properties: {},
        lines,
      })
    } else {
      const first = lines[0]?.[0] as LonLat
      const category = tags.route === 'bicycle' || tags.route === 'mtb' ? 'Bike Route' : 'Hiking Trail'
      out.places.push({
        ...placeOf(`relation/${relation.id}`, tags, first, { main: 'Highway', sub: category }),
        type: 'route',
        way: lines,
        waypoints: relation.nodes.map((n) => `node/${n}`).filter((key) => placeKeys.has(key)),
      })
    }
  }
  return out
}

/** Whether a point lies inside a ring (even–odd rule). */
function inRing([x, y]: LonLat, ring: readonly LonLat[]): boolean {
  let inside = false
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i] as LonLat
    const [xj, yj] = ring[j] as LonLat
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside
  }
  return inside
}

/** Gives buildings without a house number the one of an address node inside them. */
function addressBuildings(
  buildings: OsmBuilding[],
  addresses: readonly { at: LonLat; housenumber: string; street: string | null }[],
): void {
  const open = buildings
    .filter((b) => !b.housenumber)
    .map((b) => {
      const lons = b.ring.map((p) => p[0])
      const lats = b.ring.map((p) => p[1])
      return { b, w: Math.min(...lons), e: Math.max(...lons), s: Math.min(...lats), n: Math.max(...lats) }
    })
  for (const address of addresses) {
    const [lon, lat] = address.at
    const hit = open.find(
      (o) =>
        !o.b.housenumber &&
        lon >= o.w &&
        lon <= o.e &&
        lat >= o.s &&
        lat <= o.n &&
        inRing(address.at, o.b.ring),
    )
    if (hit) {
      hit.b.housenumber = address.housenumber
      hit.b.street = address.street
    }
  }
}
