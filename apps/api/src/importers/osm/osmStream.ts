import { createOSMStream } from 'osm-pbf-parser-node'

export type OsmTags = Record<string, string>

/** A table's entry for a tag value, own keys only: a value such as `constructor` is no entry. */
export function ownValue<T>(table: Readonly<Record<string, T>>, key: string | undefined): T | undefined {
  return key !== undefined && Object.hasOwn(table, key) ? table[key] : undefined
}

interface OsmNode {
  type: 'node'
  id: number
  lon: number
  lat: number
  tags?: OsmTags
}
interface OsmWay {
  type: 'way'
  id: number
  refs: number[]
  tags?: OsmTags
}
interface OsmMember {
  type: 'node' | 'way' | 'relation'
  ref: number
  role: string
}
interface OsmRelation {
  type: 'relation'
  id: number
  members: OsmMember[]
  tags?: OsmTags
}
type OsmElement = OsmNode | OsmWay | OsmRelation | { type?: undefined }

export type LonLat = [number, number]

/** Elements of one kind, streamed; a broken or truncated file throws part-way. */
export async function* osmElements<T extends 'node' | 'way' | 'relation'>(
  file: string,
  type: T,
): AsyncGenerator<Extract<OsmElement, { type: T }>> {
  const options = {
    withTags: { node: type === 'node', way: type === 'way', relation: type === 'relation' },
    withInfo: false,
  }
  for await (const item of createOSMStream(file, options)) {
    const element = item as OsmElement
    if (element.type === type) yield element as Extract<OsmElement, { type: T }>
  }
}

/** Runs of known coordinates along a way; a node missing from the extract splits the line. */
export function coordinateRuns(refs: readonly number[], nodes: ReadonlyMap<number, LonLat>): LonLat[][] {
  const runs: LonLat[][] = [[]]
  for (const ref of refs) {
    const at = nodes.get(ref)
    if (at) runs[runs.length - 1]?.push(at)
    else runs.push([])
  }
  return runs.filter((run) => run.length >= 2)
}

export const isClosed = (refs: readonly number[]): boolean =>
  refs.length >= 4 && refs[0] === refs[refs.length - 1]

/** The mean of a ring's corners (closing point left out): good enough to place a label or a pin. */
export function ringCentre(ring: readonly LonLat[]): LonLat {
  const corners = ring.length > 1 ? ring.slice(0, -1) : ring
  const lon = corners.reduce((sum, p) => sum + p[0], 0) / corners.length
  const lat = corners.reduce((sum, p) => sum + p[1], 0) / corners.length
  return [Math.round(lon * 1e7) / 1e7, Math.round(lat * 1e7) / 1e7]
}
