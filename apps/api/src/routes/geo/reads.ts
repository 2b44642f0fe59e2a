import {
  Building,
  City,
  Country,
  IdParam,
  LatitudeParam,
  LongitudeParam,
  NearestCity,
  Problem,
  State,
  Street,
} from '@quo/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { HttpProblem } from '../../plugins/problems.js'
import {
  GEO_TABLES,
  listBuildings,
  listCitiesOfCountry,
  listCountries,
  listStates,
  listStreets,
  nearestCity,
} from '../../repositories/geoRepository.js'
import { BranchParams, requireBranch } from '../shared/branchParams.js'
import { wholeTableRead } from '../shared/wholeTableRead.js'

const errors = { 400: Problem, 404: Problem }

/** Countries and states (whole-table reads), a branch's buildings and streets, and the city look-ups. */
export const geoReads: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db

  wholeTableRead(app, {
    url: '/countries/',
    schema: z.array(Country),
    deps: GEO_TABLES.countries,
    load: () => listCountries(db),
    tag: 'geo',
  })
  wholeTableRead(app, {
    url: '/states/',
    schema: z.array(State),
    deps: GEO_TABLES.states,
    load: () => listStates(db),
    tag: 'geo',
  })

  app.get(
    '/buildings/branchshortid/:branchShortId',
    {
      schema: { tags: ['geo'], params: BranchParams, response: { 200: z.array(Building), ...errors } },
      compress: false,
    },
    async (request, reply) => {
      const branch = await requireBranch(app, request.params.branchShortId)
      return app.sendHot(
        request,
        reply,
        `buildings:${branch.id}`,
        { deps: GEO_TABLES.buildings },
        async () => ({
          value: await listBuildings(db, branch.id),
        }),
      )
    },
  )

  app.get(
    '/streets/branchshortid/:branchShortId',
    {
      schema: { tags: ['geo'], params: BranchParams, response: { 200: z.array(Street), ...errors } },
      compress: false,
    },
    async (request, reply) => {
      const branch = await requireBranch(app, request.params.branchShortId)
      return app.sendHot(request, reply, `streets:${branch.id}`, { deps: GEO_TABLES.streets }, async () => ({
        value: await listStreets(db, branch.id),
      }))
    },
  )

  app.get(
    '/cities/countryid/:countryId',
    {
      schema: {
        tags: ['geo'],
        params: z.object({ countryId: IdParam }),
        response: { 200: z.array(City), ...errors },
      },
      compress: false,
    },
    async (request, reply) => {
      const { countryId } = request.params
      return app.sendHotOrNotFound(
        request,
        reply,
        `cities:${countryId}`,
        { deps: GEO_TABLES.cities, notFound: 'Unknown country' },
        () => listCitiesOfCountry(db, countryId),
      )
    },
  )

  app.get(
    '/cities/latlon/:lat/:lon',
    {
      schema: {
        tags: ['geo'],
        params: z.object({ lat: LatitudeParam, lon: LongitudeParam }),
        response: { 200: NearestCity, ...errors },
      },
    },
    async (request) => {
      const city = await nearestCity(db, request.params.lat, request.params.lon)
      if (!city) throw new HttpProblem(404, 'No cities known')
      return city
    },
  )
}
