import { messages } from '../messages.js'
import type { CollectionExtent, OgcCollection } from '../repositories/ogcFeaturesRepository.js'
import { type Licence, ODBL } from './licences.js'

/** Prefixes of the vocabularies DCAT-AP uses; the document writes its terms as `dcat:Dataset`. */
const CONTEXT = {
  dcat: 'http://www.w3.org/ns/dcat#',
  dct: 'http://purl.org/dc/terms/',
  foaf: 'http://xmlns.com/foaf/0.1/',
  vcard: 'http://www.w3.org/2006/vcard/ns#',
  xsd: 'http://www.w3.org/2001/XMLSchema#',
  locn: 'http://www.w3.org/ns/locn#',
  gsp: 'http://www.opengis.net/ont/geosparql#',
  rdfs: 'http://www.w3.org/2000/01/rdf-schema#',
}

/** The EU's controlled vocabularies DCAT-AP asks for (publications.europa.eu authority tables). */
const AUTHORITY = 'http://publications.europa.eu/resource/authority'
const GERMAN = { '@id': `${AUTHORITY}/language/DEU` }
const GEOJSON_FORMAT = { '@id': `${AUTHORITY}/file-type/GEOJSON` }
const REGIONS_AND_CITIES = { '@id': `${AUTHORITY}/data-theme/REGI` }
const MEDIA_TYPES = 'https://www.iana.org/assignments/media-types'
const OGC_FEATURES_CORE = 'http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/core'

/** What the catalogue describes: one branch's open data. */
export interface CatalogSource {
  branchTitle: string
  /** The licence of the branch's own data. */
  ownLicence: Licence
  /** The branch's own site (its home page). */
  siteOrigin: string
  /** The OGC API Features root of the branch, `…/api/ogc/{shortId}`. */
  ogcRoot: string
  /** The address of this document: the catalogue's identifier. */
  catalogUrl: string
  collections: ReadonlyArray<{ id: OgcCollection; extent: CollectionExtent }>
}

const text = (value: string) => ({ '@value': value, '@language': 'de' })
const dateTime = (value: string) => ({ '@value': value, '@type': 'xsd:dateTime' })

const period = ([start, end]: [string, string]) => ({
  '@type': 'dct:PeriodOfTime',
  'dcat:startDate': dateTime(start),
  'dcat:endDate': dateTime(end),
})

/** A bounding box as DCAT 2 writes it: a WKT polygon in CRS84. */
function location([west, south, east, north]: [number, number, number, number]) {
  const ring = [
    [west, south],
    [east, south],
    [east, north],
    [west, north],
    [west, south],
  ]
    .map((point) => point.join(' '))
    .join(', ')
  return {
    '@type': 'dct:Location',
    'dcat:bbox': { '@value': `POLYGON((${ring}))`, '@type': 'gsp:wktLiteral' },
  }
}

/**
 * A branch's open data as a DCAT-AP 3 catalogue (JSON-LD) for open-data portals to harvest:
 * one dataset per OGC collection with its GeoJSON distribution served by the OGC API (a data
 * service), the events' iCalendar feed too, each with its licence — the ODbL where a
 * collection holds anything from OpenStreetMap, the branch's own licence (CC BY 4.0 unless it
 * chose another) with its credit otherwise.
 */
export function dcatCatalog(source: CatalogSource) {
  const { branchTitle, siteOrigin, ogcRoot, catalogUrl } = source
  const words = messages.openData
  const publisher = { '@id': `${siteOrigin}/#publisher`, '@type': 'foaf:Agent', 'foaf:name': branchTitle }
  const contactPoint = {
    '@type': 'vcard:Organization',
    'vcard:fn': branchTitle,
    'vcard:hasURL': { '@id': `${siteOrigin}/` },
  }
  const service = {
    '@id': ogcRoot,
    '@type': 'dcat:DataService',
    'dct:title': text(words.title(branchTitle)),
    'dct:description': text(words.description(branchTitle)),
    'dcat:endpointURL': { '@id': ogcRoot },
    'dcat:endpointDescription': { '@id': `${ogcRoot}/api` },
    'dct:conformsTo': { '@id': OGC_FEATURES_CORE },
    'dcat:servesDataset': source.collections.map(({ id }) => ({ '@id': `${ogcRoot}/collections/${id}` })),
    'dct:publisher': { '@id': publisher['@id'] },
    'dct:license': { '@id': ODBL.licenseUrl },
  }
  const datasets = source.collections.map(({ id, extent }) => {
    const { title, description } = words.collections[id]
    const dataset = `${ogcRoot}/collections/${id}`
    const licence = extent.fromOsm ? ODBL : source.ownLicence
    const rights = text(extent.fromOsm ? words.osmAttribution : `© ${branchTitle}`)
    const geojson = {
      '@id': `${dataset}#geojson`,
      '@type': 'dcat:Distribution',
      'dct:title': text(`${title} (GeoJSON)`),
      'dct:description': text(words.distribution.geojson),
      'dcat:accessURL': { '@id': `${dataset}/items` },
      'dcat:accessService': { '@id': ogcRoot },
      'dct:format': GEOJSON_FORMAT,
      'dcat:mediaType': { '@id': `${MEDIA_TYPES}/application/geo+json` },
      'dct:license': { '@id': licence.licenseUrl },
      'dct:rights': { '@type': 'dct:RightsStatement', 'rdfs:label': rights },
    }
    const calendar =
      id === 'events'
        ? [
            {
              '@id': `${dataset}#ics`,
              '@type': 'dcat:Distribution',
              'dct:title': text(`${title} (iCalendar)`),
              'dct:description': text(words.distribution.ics),
              'dcat:accessURL': { '@id': `${siteOrigin}/api/events/calendar.ics` },
              'dcat:downloadURL': { '@id': `${siteOrigin}/api/events/calendar.ics` },
              'dcat:mediaType': { '@id': `${MEDIA_TYPES}/text/calendar` },
              'dct:license': { '@id': licence.licenseUrl },
              'dct:rights': { '@type': 'dct:RightsStatement', 'rdfs:label': rights },
            },
          ]
        : []
    return {
      '@id': dataset,
      '@type': 'dcat:Dataset',
      'dct:title': text(`${title} – ${branchTitle}`),
      'dct:description': text(description),
      'dcat:keyword': [text(title), ...words.keywords.map(text)],
      'dcat:theme': REGIONS_AND_CITIES,
      'dct:language': GERMAN,
      'dct:publisher': { '@id': publisher['@id'] },
      'dcat:contactPoint': contactPoint,
      'dcat:landingPage': { '@id': `${siteOrigin}/` },
      ...(extent.bbox ? { 'dct:spatial': location(extent.bbox) } : {}),
      ...(extent.interval ? { 'dct:temporal': period(extent.interval) } : {}),
      ...(extent.modified ? { 'dct:modified': dateTime(extent.modified) } : {}),
      'dcat:distribution': [geojson, ...calendar],
    }
  })
  return {
    '@context': CONTEXT,
    '@id': catalogUrl,
    '@type': 'dcat:Catalog',
    'dct:title': text(words.title(branchTitle)),
    'dct:description': text(words.description(branchTitle)),
    'dct:publisher': publisher,
    'dct:language': GERMAN,
    'foaf:homepage': { '@id': `${siteOrigin}/` },
    'dct:license': { '@id': ODBL.licenseUrl },
    'dcat:themeTaxonomy': { '@id': `${AUTHORITY}/data-theme` },
    'dcat:service': service,
    'dcat:dataset': datasets,
  }
}
