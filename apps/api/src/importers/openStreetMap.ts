import { createOSMStream } from 'osm-pbf-parser-node'
import type { BasemapFeatureKind } from '../db/schema/index.js'
import type { NewBasemapFeature } from '../repositories/basemapFeatureRepository.js'

type Tags = Record<string, string>
interface OsmNode {
  type: 'node'
  id: number
  lon: number
  lat: number
}
interface OsmWay {
  type: 'way'
  id: number
  refs: number[]
  tags?: Tags
}
interface OsmRelation {
  type: 'relation'
  id: number
  members: { type: 'node' | 'way' | 'relation'; ref: number; role: string }[]
  tags?: Tags
}
type OsmElement = OsmNode | OsmWay | OsmRelation | { type?: undefined }

const WATERWAY_LINES: Record<string, BasemapFeatureKind> = {
  river: 'river',
  stream: 'stream',
  canal: 'canal',
}

/** What a tagged element becomes on the basemap, if anything. */
function classifyOsmTags(tags: Tags | undefined): { kind: BasemapFeatureKind; area: boolean } | null {
  if (!tags) return null
  if (tags.natural === 'water' || tags.waterway === 'riverbank' || tags.landuse === 'reservoir')
    return { kind: 'water', area: true }
  if (tags.landuse === 'forest' || tags.natural === 'wood') return { kind: 'forest', area: true }
  const line = tags.waterway ? WATERWAY_LINES[tags.waterway] : undefined
  return line ? { kind: line, area: false } : null
}

async function* elements(file: string, withTags: boolean): AsyncGenerator<OsmElement> {
  const options = { withTags: { node: false, way: withTags, relation: withTags }, withInfo: false }
  for await (const item of createOSMStream(file, options)) yield item as OsmElement
}

/** Runs of known coordinates along a way; a node missing from the extract splits the line. */
function coordinateRuns(refs: readonly number[], nodes: Map<number, [number, number]>): [number, number][][] {
  const runs: [number, number][][] = [[]]
  for (const ref of refs) {
    const at = nodes.get(ref)
    if (at) runs[runs.length - 1]?.push(at)
    else runs.push([])
  }
  return runs.filter((run) => run.length >= 2)
}

/**
 * Reads water areas, waterways and forests from an .osm.pbf extract in three streaming passes
 * (relations, then the ways they and the tagged ways need, then only those ways' nodes), so
 * memory follows what is imported rather than the size of the extract. Areas come as ring
 * lines: closed ways, or the member ways of multipolygon relations.
 */
export async function readOpenStreetMapBasemap(file: string): Promise<NewBasemapFeature[]> {
  const relations: { kind: BasemapFeatureKind; name: string | null; ways: number[] }[] = []
  const memberWays = new Set<number>()
  for await (const e of elements(file, true)) {
    if (e.type !== 'relation' || e.tags?.type !== 'multipolygon') continue
    const what = classifyOsmTags(e.tags)
    if (!what?.area) continue
    const ways = e.members.filter((m) => m.type === 'way').map((m) => m.ref)
    for (const way of ways) memberWays.add(way)
    relations.push({ kind: what.kind, name: e.tags.name ?? null, ways })
  }

  const tagged: { kind: BasemapFeatureKind; area: boolean; name: string | null; refs: number[] }[] = []
  const wayRefs = new Map<number, number[]>()
  const neededNodes = new Set<number>()
  for await (const e of elements(file, true)) {
    if (e.type !== 'way') continue
    const what = classifyOsmTags(e.tags)
    const closed = e.refs.length >= 4 && e.refs[0] === e.refs[e.refs.length - 1]
    const keep = what && (!what.area || closed)
    if (keep) tagged.push({ ...what, name: e.tags?.name ?? null, refs: e.refs })
    if (memberWays.has(e.id)) wayRefs.set(e.id, e.refs)
    if (keep || memberWays.has(e.id)) for (const ref of e.refs) neededNodes.add(ref)
  }

  const nodes = new Map<number, [number, number]>()
  for await (const e of elements(file, false)) {
    if (e.type === 'node' && neededNodes.has(e.id)) nodes.set(e.id, [e.lon, e.lat])
  }

  const features: NewBasemapFeature[] = []
  for (const way of tagged) {
    const lines = coordinateRuns(way.refs, nodes)
    // An area with a node outside the extract cannot close its ring.
    if (lines.length === 0 || (way.area && lines.length !== 1)) continue
    features.push({ kind: way.kind, name: way.name, lines })
  }
  for (const relation of relations) {
    const lines = relation.ways.flatMap((id) => coordinateRuns(wayRefs.get(id) ?? [], nodes))
    if (lines.length > 0) features.push({ kind: relation.kind, name: relation.name, lines })
  }
  return features
}
