import { type OpenApiDocument, operationsOf } from './document.js'

/**
 * Reads answered from the hot cache (`sendHot`, `sendCached`): a strong ETag on the 200, and a
 * 304 without a body to a request whose `If-None-Match` names it. Kept here beside the
 * operations' names rather than in the route files; the API suites check every answer against
 * the document, so a cached read missing here fails them with its first 304.
 */
const CONDITIONAL_READS = new Set([
  'GET /branches/',
  'GET /categories/',
  'GET /icons/',
  'GET /tags/',
  'GET /items/details/keys/',
  'GET /countries/',
  'GET /states/',
  'GET /contests/',
  'GET /featured/',
  'GET /lists/',
  'GET /search/shortcuts/',
  'GET /search/shortcuts/{id}/results/',
  'GET /items/basemap/',
  'GET /items/basemap/branchshortid/{branchShortId}',
  'GET /items/nanoid/{nanoId}',
  'GET /buildings/branchshortid/{branchShortId}',
  'GET /streets/branchshortid/{branchShortId}',
  'GET /events/branchshortid/{branchShortId}',
  'GET /cities/countryid/{countryId}',
  'GET /branches/{branchShortId}/{layer}/{z}/{x}/{y}',
  'GET /basemap/style.json',
  'GET /basemap/style/{branchShortId}.json',
  'GET /basemap/tiles/{z}/{x}/{y}',
  'GET /basemap/tiles/{branchShortId}/{z}/{x}/{y}',
  'GET /basemap/glyphs/{fontstack}/{range}',
  'GET /basemap/pins/summary',
  'GET /basemap/pins/{branchShortId}/summary',
  'GET /basemap/pins/{z}/{x}/{y}',
  'GET /basemap/pins/{branchShortId}/{z}/{x}/{y}',
  'GET /basemap/start-pins.svg',
])

const ETAG = { description: 'Strong validator of the body', schema: { type: 'string' } }

export function describeConditionalReads(doc: OpenApiDocument): void {
  for (const { path, method, operation } of operationsOf(doc)) {
    if (!CONDITIONAL_READS.has(`${method.toUpperCase()} ${path}`) || !operation.responses) continue
    const ok = operation.responses['200'] as { headers?: Record<string, object> } | undefined
    if (ok) ok.headers = { ETag: ETAG, ...ok.headers }
    operation.responses['304'] ??= {
      description: 'Not Modified: the `If-None-Match` ETag is the current one; no body',
      headers: { ETag: ETAG },
    }
    operation.responses = Object.fromEntries(
      Object.entries(operation.responses).sort(([a], [b]) => a.localeCompare(b)),
    )
  }
}

/** For the test that every listed read exists in the document. */
export const conditionalReads = (): readonly string[] => [...CONDITIONAL_READS]
