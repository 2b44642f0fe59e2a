import { Readable } from 'node:stream'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { messages } from '../../messages.js'
import { mediaResponse } from '../../openapi/mediaResponses.js'
import { placesCsv, placesGeoJson } from '../../openData/placeExport.js'
import { exportedPlaces } from '../../repositories/placeExportRepository.js'
import { assertBranches, callerBranches } from '../shared/branchGuard.js'
import { BranchParams, requireBranch } from '../shared/branchParams.js'
import { staffRoute } from '../shared/staffRoute.js'

const FORMATS = {
  geojson: {
    type: 'application/geo+json',
    write: placesGeoJson,
    response: {
      description: "The branch's places as a GeoJSON FeatureCollection",
      content: { 'application/geo+json': { schema: { type: 'object' } } },
    },
  },
  csv: {
    type: 'text/csv; charset=utf-8',
    write: placesCsv,
    response: mediaResponse("The branch's places as CSV (UTF-8 with BOM, semicolons)", 'text/csv', {
      text: true,
    }),
  },
}

/**
 * A branch's places for staff to take elsewhere: GeoJSON, and CSV for a spreadsheet (UTF-8 with
 * BOM, semicolons, formula cells neutralised). Streamed a batch at a time, so 20,000 places
 * never sit in memory as one document. Only for staff of that branch.
 */
export const placeExports: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db
  for (const [extension, format] of Object.entries(FORMATS)) {
    app.get(
      `/branches/:branchShortId/places.${extension}`,
      staffRoute(app, {
        params: BranchParams,
        response: { 200: format.response },
      }),
      async (request, reply) => {
        const branch = await requireBranch(app, request.params.branchShortId)
        assertBranches(callerBranches(request), [branch.shortId])
        const name = `${messages.placeExport.fileName(branch.hostKeywords[0] ?? String(branch.shortId))}.${extension}`
        return reply
          .type(format.type)
          .header('content-disposition', `attachment; filename="${name}"`)
          .send(Readable.from(format.write(exportedPlaces(db, branch.id))))
      },
    )
  }
}
