import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Operations } from '../../openapi/operations.js'
import { geoReads } from './reads.js'

/** Geography: countries, states, cities, and a branch's streets and buildings. */
export const geoRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(geoReads)
}

/** The operations above by method and documented path: their ids and summaries in the API document. */
export const geoOperations: Operations = {
  'GET /countries/': ['listCountries', 'All countries'],
  'GET /states/': ['listStates', 'All states'],
  'GET /buildings/branchshortid/{branchShortId}': ['listBranchBuildings', "A branch's buildings"],
  'GET /streets/branchshortid/{branchShortId}': ['listBranchStreets', "A branch's streets"],
  'GET /cities/countryid/{countryId}': ['listCitiesOfCountry', 'Cities of a country'],
  'GET /cities/latlon/{lat}/{lon}': ['getNearestCity', 'The city nearest to a point'],
}
