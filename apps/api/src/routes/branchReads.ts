import {
  Building,
  City,
  Event,
  IdParam,
  LatitudeParam,
  LongitudeParam,
  NearestCity,
  Problem,
  Street,
} from '@quo/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { HttpProblem } from '../plugins/problems.js'
import { EVENT_TABLES, eventsExpireAt, listUpcomingEvents } from '../repositories/engagementRepository.js'
import {
  GEO_TABLES,
  listBuildings,
  listCitiesOfCountry,
  listStreets,
  nearestCity,
} from '../repositories/geoRepository.js'
import { BranchParams, requireBranch } from './branchParams.js'

const errors = { 400: Problem, 404: Problem }

/** Reads scoped to one branch, and the city look-ups. */
export const branchReads: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db

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
    '/events/branchshortid/:branchShortId',
    {
      schema: { tags: ['events'], params: BranchParams, response: { 200: z.array(Event), ...errors } },
      compress: false,
    },
    async (request, reply) => {
      const branch = await requireBranch(app, request.params.branchShortId)
      return app.sendHot(request, reply, `events:${branch.id}`, { deps: EVENT_TABLES }, async () => {
        // Recomputed when the first of them ends, so an ended event leaves the list on time.
        const events = await listUpcomingEvents(db, branch.id)
        return { value: events, expiresAt: eventsExpireAt(events) }
      })
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
