import { describe, expect, it } from 'vitest'
import { sender, useTokenApp } from './staffTokens.js'

// A branch puts its own data under the open licence it chooses: its features, collections and
// open-data catalogue say so at once; what came from OpenStreetMap stays under the ODbL.

const tokenApp = useTokenApp()
const VADUZ = 3
const CC0 = 'https://creativecommons.org/publicdomain/zero/1.0/'
const ODBL = 'https://opendatacommons.org/licenses/odbl/1-0/'

const get = async (url: string) => {
  const res = await tokenApp.app().inject({ method: 'GET', url })
  expect(res.statusCode, url).toBe(200)
  return res.json()
}

interface Distribution {
  'dct:license': { '@id': string }
}

describe("a branch's data licence", () => {
  it('is set by staff of the branch and stated by every open-data answer', async () => {
    const editor = sender(tokenApp, { roles: ['staff'], branches: [VADUZ] })
    const outsider = sender(tokenApp, { roles: ['staff'], branches: [4] })
    const before = (await get('/api/branches/')).branches.find(
      (b: { shortId: number }) => b.shortId === VADUZ,
    )
    expect(before.dataLicence).toBe('CC-BY-4.0')

    expect(
      (await outsider('PUT', `/api/branches/${VADUZ}/data-licence`, { dataLicence: 'CC0-1.0' })).statusCode,
    ).toBe(403)
    const unknown = await editor('PUT', `/api/branches/${VADUZ}/data-licence`, { dataLicence: 'MIT' })
    expect(unknown.statusCode).toBe(400)
    const set = await editor('PUT', `/api/branches/${VADUZ}/data-licence`, { dataLicence: 'CC0-1.0' })
    expect(set.statusCode, set.body).toBe(200)
    expect(set.json()).toEqual({ dataLicence: 'CC0-1.0' })

    // The branch list (its cache dropped by the change feed) shows it.
    await expect
      .poll(
        async () =>
          (await get('/api/branches/')).branches.find((b: { shortId: number }) => b.shortId === VADUZ)
            .dataLicence,
      )
      .toBe('CC0-1.0')
    // Features of the branch's own: CC0 with its credit; its events collection links CC0 and ODbL.
    const events = await get(`/api/ogc/${VADUZ}/collections/events/items?limit=5`)
    expect(events.features.length).toBeGreaterThan(0)
    for (const feature of events.features) expect(feature.properties.license).toBe('CC0-1.0')
    const collection = await get(`/api/ogc/${VADUZ}/collections/events`)
    expect(
      collection.links
        .filter((l: { rel: string }) => l.rel === 'license')
        .map((l: { href: string }) => l.href),
    ).toEqual([CC0, ODBL])
    // Places hold OpenStreetMap's: they stay ODbL in the catalogue; events are CC0 now.
    const catalogue = await get(`/api/open-data/${VADUZ}/catalog.jsonld`)
    const licences = Object.fromEntries(
      (catalogue['dcat:dataset'] as { '@id': string; 'dcat:distribution': Distribution[] }[]).map((d) => [
        d['@id'].split('/').pop(),
        d['dcat:distribution'].map((x) => x['dct:license']['@id']),
      ]),
    )
    expect(licences.events).toEqual([CC0, CC0])

    // Another branch keeps its own.
    const schaan = await get('/api/ogc/4/collections/events/items?limit=1')
    for (const feature of schaan.features) expect(feature.properties.license).toBe('CC-BY-4.0')
  })
})
