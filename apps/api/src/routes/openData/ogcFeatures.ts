import { type Branch, OgcItemsQuery, OgcQuery, Problem } from '@quo/contract'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { messages } from '../../messages.js'
import { DATA_LICENCE, ODBL } from '../../openData/licences.js'
import { HttpProblem } from '../../plugins/problems.js'
import {
  collectionExtent,
  type FeatureRow,
  findFeature,
  listFeatures,
  OGC_COLLECTIONS,
  type OgcCollection,
} from '../../repositories/ogcFeaturesRepository.js'
import { siteOf } from '../../seo/site.js'
import { BranchParams, requireBranch } from '../shared/branchParams.js'
import { JSON_LD } from './dcatCatalog.js'

const CONFORMANCE = [
  'http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/core',
  'http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/geojson',
  'http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/oas30',
]
const CRS84 = 'http://www.opengis.net/def/crs/OGC/1.3/CRS84'
const JSON_TYPE = 'application/json'
const GEOJSON = 'application/geo+json'
const OPENAPI = 'application/vnd.oai.openapi+json;version=3.0'

/** A JSON document of the OGC standard, described there rather than here. */
const document = (description: string, type: string) => ({
  description,
  content: { [type]: { schema: { type: 'object' } } },
})
const json = document('A JSON document (OGC API Features)', JSON_TYPE)
const geojson = document('GeoJSON (OGC API Features)', GEOJSON)
const openApiDocument = document('The OpenAPI 3.0 definition', 'application/vnd.oai.openapi+json')
const errors = { 400: Problem, 404: Problem }
// Any name: one that is no collection is a 404, as OGC API Features asks, not a 400.
const Collection = z.string().min(1).max(40)

function collectionNamed(name: string): OgcCollection {
  const known = OGC_COLLECTIONS.find((collection) => collection === name)
  if (!known) throw new HttpProblem(404, 'Unknown collection')
  return known
}

/**
 * A branch's open data as OGC API Features (Part 1: Core, GeoJSON, OpenAPI 3.0): the landing
 * page, the conformance classes, the collections (places, events, streets, buildings, routes)
 * and their items — `bbox`, `limit` (at most 10,000), `offset` paging by `next` links and
 * `datetime` (events) —, each feature with its licence: ODbL for what came from
 * OpenStreetMap, CC BY 4.0 with the branch's credit for the rest.
 */
export const ogcFeatures: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db

  async function base(request: FastifyRequest, reply: FastifyReply, shortId: number) {
    const branch = await requireBranch(app, shortId)
    const { origin } = await siteOf(app, request, reply)
    return { branch, origin, root: `${origin}/api/ogc/${shortId}` }
  }

  const send = (reply: FastifyReply, type: string, body: unknown) =>
    reply.type(type).header('cache-control', 'public, max-age=60').send(JSON.stringify(body))

  const link = (href: string, rel: string, type: string, title?: string) => ({
    href,
    rel,
    type,
    ...(title ? { title } : {}),
  })

  async function collectionOf(root: string, collection: OgcCollection, branch: Branch) {
    const own = DATA_LICENCE[branch.dataLicence]
    const branchId = branch.id
    const { title, description } = messages.openData.collections[collection]
    const extent = await collectionExtent(db, collection, branchId)
    const href = `${root}/collections/${collection}`
    return {
      id: collection,
      title,
      description,
      itemType: 'feature',
      crs: [CRS84],
      extent: {
        spatial: { bbox: [extent.bbox ?? [-180, -90, 180, 90]], crs: CRS84 },
        ...(extent.interval
          ? {
              temporal: {
                interval: [extent.interval],
                trs: 'http://www.opengis.net/def/uom/ISO-8601/0/Gregorian',
              },
            }
          : {}),
      },
      links: [
        link(href, 'self', JSON_TYPE),
        link(`${href}/items`, 'items', GEOJSON, title),
        link(own.licenseUrl, 'license', 'text/html', own.license),
        ...(own === ODBL ? [] : [link(ODBL.licenseUrl, 'license', 'text/html', ODBL.license)]),
      ],
    }
  }

  function feature(row: FeatureRow, branch: Branch, href: string) {
    const licence = row.fromOsm
      ? { ...ODBL, attribution: messages.openData.osmAttribution }
      : { ...DATA_LICENCE[branch.dataLicence], attribution: branch.title }
    return {
      type: 'Feature',
      id: row.id,
      geometry: row.geometry,
      properties: { ...row.properties, ...licence },
      links: [link(href, 'self', GEOJSON)],
    }
  }

  const withBranch = { params: BranchParams, querystring: OgcQuery }

  app.get(
    '/ogc/:branchShortId',
    { schema: { tags: ['open data'], ...withBranch, response: { 200: json, ...errors } } },
    async (request, reply) => {
      const { branch, origin, root } = await base(request, reply, request.params.branchShortId)
      return send(reply, JSON_TYPE, {
        title: messages.openData.title(branch.title),
        description: messages.openData.description(branch.title),
        links: [
          link(root, 'self', JSON_TYPE),
          link(`${root}/api`, 'service-desc', OPENAPI),
          link(`${root}/conformance`, 'conformance', JSON_TYPE),
          link(`${root}/collections`, 'data', JSON_TYPE),
          // The same data described for open-data portals (dcatCatalog.ts).
          link(`${origin}/api/open-data/${branch.shortId}/catalog.jsonld`, 'describedby', JSON_LD),
        ],
      })
    },
  )

  app.get(
    '/ogc/:branchShortId/conformance',
    { schema: { tags: ['open data'], ...withBranch, response: { 200: json, ...errors } } },
    async (request, reply) => {
      const { root } = await base(request, reply, request.params.branchShortId)
      return send(reply, JSON_TYPE, {
        conformsTo: CONFORMANCE,
        links: [link(`${root}/conformance`, 'self', JSON_TYPE)],
      })
    },
  )

  app.get(
    '/ogc/:branchShortId/api',
    { schema: { tags: ['open data'], ...withBranch, response: { 200: openApiDocument, ...errors } } },
    async (request, reply) => {
      const { branch, root } = await base(request, reply, request.params.branchShortId)
      return send(reply, OPENAPI, ogcOpenApi(root, messages.openData.title(branch.title)))
    },
  )

  app.get(
    '/ogc/:branchShortId/collections',
    { schema: { tags: ['open data'], ...withBranch, response: { 200: json, ...errors } } },
    async (request, reply) => {
      const { branch, root } = await base(request, reply, request.params.branchShortId)
      const collections = await Promise.all(OGC_COLLECTIONS.map((c) => collectionOf(root, c, branch)))
      return send(reply, JSON_TYPE, { links: [link(`${root}/collections`, 'self', JSON_TYPE)], collections })
    },
  )

  app.get(
    '/ogc/:branchShortId/collections/:collectionId',
    {
      schema: {
        tags: ['open data'],
        params: BranchParams.extend({ collectionId: Collection }),
        querystring: OgcQuery,
        response: { 200: json, ...errors },
      },
    },
    async (request, reply) => {
      const { branch, root } = await base(request, reply, request.params.branchShortId)
      return send(
        reply,
        JSON_TYPE,
        await collectionOf(root, collectionNamed(request.params.collectionId), branch),
      )
    },
  )

  app.get(
    '/ogc/:branchShortId/collections/:collectionId/items',
    {
      schema: {
        tags: ['open data'],
        params: BranchParams.extend({ collectionId: Collection }),
        querystring: OgcItemsQuery,
        response: { 200: geojson, ...errors },
      },
    },
    async (request, reply) => {
      const { branchShortId } = request.params
      const collectionId = collectionNamed(request.params.collectionId)
      const { branch, root } = await base(request, reply, branchShortId)
      const { bbox, limit, offset, datetime } = request.query
      const { features, matched } = await listFeatures(
        db,
        collectionId,
        branch.id,
        { bbox, interval: collectionId === 'events' ? datetime : undefined },
        { limit, offset },
      )
      const items = `${root}/collections/${collectionId}/items`
      const query = (at: number) => {
        // The filters as the client wrote them; the page moves by limit and offset.
        const original = new URL(request.url, 'http://x').searchParams
        const params = new URLSearchParams()
        for (const key of ['bbox', 'datetime']) {
          const value = original.get(key)
          if (value !== null) params.set(key, value)
        }
        params.set('limit', String(limit))
        params.set('offset', String(at))
        return `${items}?${params}`
      }
      const links = [
        link(query(offset), 'self', GEOJSON),
        link(`${root}/collections/${collectionId}`, 'collection', JSON_TYPE),
      ]
      if (offset + features.length < matched) links.push(link(query(offset + limit), 'next', GEOJSON))
      if (offset > 0) links.push(link(query(Math.max(0, offset - limit)), 'prev', GEOJSON))
      return send(reply, GEOJSON, {
        type: 'FeatureCollection',
        features: features.map((row) => feature(row, branch, `${items}/${encodeURIComponent(row.id)}`)),
        numberMatched: matched,
        numberReturned: features.length,
        timeStamp: new Date().toISOString(),
        links,
      })
    },
  )

  app.get(
    '/ogc/:branchShortId/collections/:collectionId/items/:featureId',
    {
      schema: {
        tags: ['open data'],
        params: BranchParams.extend({ collectionId: Collection, featureId: z.string().min(1).max(64) }),
        querystring: OgcQuery,
        response: { 200: geojson, ...errors },
      },
    },
    async (request, reply) => {
      const { branchShortId, featureId } = request.params
      const collectionId = collectionNamed(request.params.collectionId)
      const { branch, root } = await base(request, reply, branchShortId)
      const row = await findFeature(db, collectionId, branch.id, featureId)
      if (!row) throw new HttpProblem(404, 'Unknown feature')
      const href = `${root}/collections/${collectionId}/items/${encodeURIComponent(row.id)}`
      const body = feature(row, branch, href)
      body.links.push(link(`${root}/collections/${collectionId}`, 'collection', JSON_TYPE))
      return send(reply, GEOJSON, body)
    },
  )
}

/** The API definition the landing page names (`service-desc`), OpenAPI 3.0. */
function ogcOpenApi(root: string, title: string) {
  const ok = (description: string, type: string) => ({
    description,
    content: { [type]: { schema: { type: 'object' } } },
  })
  const param = (name: string, schema: object, description: string) => ({
    name,
    in: 'query',
    required: false,
    schema,
    description,
  })
  const collectionId = {
    name: 'collectionId',
    in: 'path',
    required: true,
    schema: { type: 'string', enum: [...OGC_COLLECTIONS] },
  }
  const problem = {
    description: 'A problem (RFC 9457)',
    content: { 'application/problem+json': { schema: { type: 'object' } } },
  }
  return {
    openapi: '3.0.3',
    info: { title, version: '1.0.0' },
    servers: [{ url: root }],
    paths: {
      '/': { get: { operationId: 'landingPage', responses: { 200: ok('The landing page', JSON_TYPE) } } },
      '/conformance': {
        get: { operationId: 'conformance', responses: { 200: ok('The conformance classes', JSON_TYPE) } },
      },
      '/collections': {
        get: { operationId: 'collections', responses: { 200: ok('The collections', JSON_TYPE) } },
      },
      '/collections/{collectionId}': {
        get: {
          operationId: 'collection',
          parameters: [collectionId],
          responses: { 200: ok('A collection', JSON_TYPE), 404: problem },
        },
      },
      '/collections/{collectionId}/items': {
        get: {
          operationId: 'items',
          parameters: [
            collectionId,
            param(
              'bbox',
              { type: 'array', items: { type: 'number' }, minItems: 4, maxItems: 4 },
              'west,south,east,north (CRS84)',
            ),
            param('limit', { type: 'integer', minimum: 1, maximum: 10000, default: 10 }, 'Features per page'),
            param(
              'offset',
              { type: 'integer', minimum: 0, default: 0 },
              'Where the page starts (next links carry it)',
            ),
            param('datetime', { type: 'string' }, 'RFC 3339 instant or interval (events)'),
          ],
          responses: { 200: ok('The features', GEOJSON), 400: problem, 404: problem },
        },
      },
      '/collections/{collectionId}/items/{featureId}': {
        get: {
          operationId: 'feature',
          parameters: [
            collectionId,
            { name: 'featureId', in: 'path', required: true, schema: { type: 'string' } },
          ],
          responses: { 200: ok('A feature', GEOJSON), 404: problem },
        },
      },
    },
  }
}
