import { structuredDataTest } from 'structured-data-testing-tool'

// Google's required properties of events and local businesses, and the recommended ones quo
// has (developers.google.com/search/docs/appearance/structured-data), as presets of
// structured-data-testing-tool, which reads the JSON-LD from a page's HTML.

export interface Preset {
  name: string
  description: string
  schema: string
  tests: { test: string; type?: string; expect?: unknown; description?: string }[]
}

/** A preset: the type in JSON-LD, then each property path present on every entry of it. */
function preset(schema: string, description: string, paths: readonly string[]): Preset {
  return {
    name: `Google ${schema}`,
    description,
    schema,
    tests: [
      { test: schema, type: 'jsonld', description: `a ${schema} in JSON-LD` },
      ...paths.map((path) => ({ test: `${schema}[*].${path}` })),
    ],
  }
}

export const GOOGLE_EVENT = preset(
  'Event',
  'Event rich result: required name, startDate, location with address',
  [
    'name',
    'startDate',
    'location.address.streetAddress',
    'location.address.addressLocality',
    'location.address.addressCountry',
    'endDate',
    'eventStatus',
    'description',
  ],
)

export const GOOGLE_LOCAL_BUSINESS = preset(
  'LocalBusiness',
  'Local business: required name and address; geo, hours, telephone, url',
  [
    'name',
    'address.streetAddress',
    'address.addressLocality',
    'address.postalCode',
    'address.addressCountry',
    'geo.latitude',
    'geo.longitude',
    'openingHoursSpecification',
    'specialOpeningHoursSpecification',
    'telephone',
    'url',
  ],
)

export interface Result {
  passed: { test: string }[]
  failed: { test: string }[]
  structuredData: { jsonld: Record<string, Record<string, unknown>[]> }
}

/** The tool's verdict; it rejects when a test fails, with the same result. */
export async function checkStructuredData(html: string, preset: Preset): Promise<Result> {
  try {
    return (await structuredDataTest(html, { presets: [preset] })) as Result
  } catch (error) {
    const result = (error as { res?: Result }).res
    if (!result) throw error
    return result
  }
}
