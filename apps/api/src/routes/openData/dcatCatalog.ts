import { OgcQuery, Problem } from '@quo/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { branchOrigin } from '../../http/hostHeader.js'
import { dcatCatalog } from '../../openData/dcatCatalog.js'
import { DATA_LICENCE } from '../../openData/licences.js'
import { collectionExtent, OGC_COLLECTIONS } from '../../repositories/ogcFeaturesRepository.js'
import { siteOf } from '../../seo/site.js'
import { BranchParams, requireBranch } from '../shared/branchParams.js'

export const JSON_LD = 'application/ld+json'

/** A branch's DCAT-AP catalogue, for open-data portals to harvest (openData/dcatCatalog.ts). */
export const dcatCatalogRoute: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db
  app.get(
    '/open-data/:branchShortId/catalog.jsonld',
    {
      schema: {
        tags: ['open data'],
        params: BranchParams,
        querystring: OgcQuery,
        response: {
          200: {
            description: 'A DCAT-AP 3 catalogue (JSON-LD)',
            content: { [JSON_LD]: { schema: { type: 'object' } } },
          },
          400: Problem,
          404: Problem,
        },
      },
    },
    async (request, reply) => {
      const { branchShortId } = request.params
      const branch = await requireBranch(app, branchShortId)
      const { origin } = await siteOf(app, request, reply)
      const collections = await Promise.all(
        OGC_COLLECTIONS.map(async (id) => ({ id, extent: await collectionExtent(db, id, branch.id) })),
      )
      const body = dcatCatalog({
        branchTitle: branch.title,
        ownLicence: DATA_LICENCE[branch.dataLicence],
        siteOrigin: branchOrigin(branch, app.publicUrl),
        ogcRoot: `${origin}/api/ogc/${branchShortId}`,
        catalogUrl: `${origin}/api/open-data/${branchShortId}/catalog.jsonld`,
        collections,
      })
      return reply.type(JSON_LD).header('cache-control', 'public, max-age=300').send(JSON.stringify(body))
    },
  )
}
