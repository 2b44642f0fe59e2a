import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Operations } from '../../openapi/operations.js'
import { dataLicenceRoute } from './dataLicence.js'
import { dcatCatalogRoute } from './dcatCatalog.js'
import { ogcFeatures } from './ogcFeatures.js'
import { placeExports } from './placeExports.js'
import { placeImports } from './placeImports.js'

/**
 * Open data: a branch's features as OGC API Features, a catalogue of them (DCAT-AP), and its
 * places as files for staff, out and in.
 */
export const openDataRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(ogcFeatures)
  await app.register(dcatCatalogRoute)
  await app.register(placeExports)
  await app.register(placeImports)
  await app.register(dataLicenceRoute)
}

/** The operations above by method and documented path: their ids and summaries in the API document. */
export const openDataOperations: Operations = {
  'GET /branches/{branchShortId}/places.geojson': [
    'exportPlacesGeoJson',
    "A branch's places as GeoJSON, for staff of the branch",
  ],
  'POST /branches/{branchShortId}/places/import': [
    'importPlaces',
    'Places from a CSV or GeoJSON file onto a branch, as a dry run or for real, answered row by row',
  ],
  'GET /branches/{branchShortId}/places.csv': [
    'exportPlacesCsv',
    "A branch's places as CSV for a spreadsheet (UTF-8 with BOM, semicolons)",
  ],
  'PUT /branches/{branchShortId}/data-licence': [
    'setDataLicence',
    "The open licence of a branch's own data, for staff of the branch",
  ],
  'GET /open-data/{branchShortId}/catalog.jsonld': [
    'openDataCatalog',
    "A branch's open data as a DCAT-AP catalogue (JSON-LD) for open-data portals",
  ],
  'GET /ogc/{branchShortId}': ['ogcLandingPage', "A branch's open data: the OGC API Features landing page"],
  'GET /ogc/{branchShortId}/conformance': [
    'ogcConformance',
    'The OGC conformance classes the open data meets',
  ],
  'GET /ogc/{branchShortId}/api': ['ogcApiDefinition', 'The OpenAPI 3.0 definition of the open data'],
  'GET /ogc/{branchShortId}/collections': ['ogcCollections', "A branch's feature collections"],
  'GET /ogc/{branchShortId}/collections/{collectionId}': ['ogcCollection', 'One feature collection'],
  'GET /ogc/{branchShortId}/collections/{collectionId}/items': [
    'ogcItems',
    "A page of a collection's features as GeoJSON, by bbox and datetime",
  ],
  'GET /ogc/{branchShortId}/collections/{collectionId}/items/{featureId}': [
    'ogcFeature',
    'One feature as GeoJSON',
  ],
}
