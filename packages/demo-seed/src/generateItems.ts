import type { MainCategory, Unit } from '@quo/contract'
import type { DemoBranch } from './branchCatalog.js'
import {
  BRANCH_TOPICS,
  LONG_DESCRIPTIONS,
  MENTION_SOURCES,
  NAME_WORDS,
  OPENING_HOURS,
  SHORT_DESCRIPTIONS,
  STREET_NAMES,
  SUB_TITLE_PATTERNS,
} from './catalog/catalogs.js'
import type { CatalogMunicipality } from './catalog/types.js'
import { longDescriptionsFor, ROUTE_SUBS, SEASONAL_HOURS, WITHOUT_HOURS_OR_CONTACT } from './coherence.js'
import type { DemoData } from './demoData.js'
import { municipalitiesOf } from './generateBranches.js'
import type { Reference } from './generateReference.js'
import { offset, type Random } from './random.js'
import { DEFAULT_TOPIC, TOPIC_OF } from './topics.js'

const DAY = 86_400_000

const EVERYDAY_MIX: Partial<Record<MainCategory, number>> = {
  Eating: 4,
  'Drinking & Nightlife': 2,
  Shopping: 3,
  Service: 3,
  Sights: 2,
  Sleeping: 2,
  Transport: 2,
  Activities: 2,
  'Nature & Landscape': 2,
  Religion: 1,
  'History & Politics': 1,
  'Education & Science': 1,
  'Entertainment & Culture': 1,
  'Craft & Produce': 1,
  Information: 1,
  Place: 1,
  Experience: 1,
  Highway: 1,
}

/** What the OpenStreetMap extract has for real: landmarks, churches, nature and history. */
const REAL_LANDSCAPE: ReadonlySet<string> = new Set([
  'Sights',
  'Religion',
  'Nature & Landscape',
  'History & Politics',
])

export interface ItemContext {
  /** Streets and buildings come from an OpenStreetMap import: generate none. */
  realGeography?: boolean
  data: DemoData
  ref: Reference
  rnd: Random
  reference: number
  nanoIds: Set<string>
  /**
   * Titles given so far: no two places share a name, also where a municipality's places show
   * on the country's map too.
   */
  titles: Set<string>
  /** Per name, the first number after it not yet tried for a title (`titleFor`). */
  nextNumber: Map<string, number>
}

interface NewItem {
  id: number
  nanoId: string
  main: MainCategory
  branch: DemoBranch
  municipality: CatalogMunicipality
  lon: number
  lat: number
}

function uniqueNanoId(ctx: ItemContext): string {
  for (;;) {
    const id = ctx.rnd.nanoId()
    if (!ctx.nanoIds.has(id)) {
      ctx.nanoIds.add(id)
      return id
    }
  }
}

function iso(ms: number): string {
  return new Date(ms).toISOString()
}

function weighted<T extends string>(rnd: Random, weights: Partial<Record<T, number>>): T {
  const entries = Object.entries(weights) as [T, number][]
  let r = rnd.next() * entries.reduce((sum, [, w]) => sum + w, 0)
  for (const [k, w] of entries) {
    r -= w
    if (r < 0) return k
  }
  return (entries[entries.length - 1] as [T, number])[0]
}

function fill(pattern: string, rnd: Random, place: string): string {
  return pattern.replaceAll('{name}', () => rnd.pick(NAME_WORDS)).replaceAll('{place}', place)
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '')
    .slice(0, 24)
}

function phone(rnd: Random, m: CatalogMunicipality): string {
  const n = () => String(rnd.int(10, 99))
  if (m.countryIso2 === 'LI') return `+423 ${rnd.int(230, 399)} ${n()} ${n()}`
  if (m.countryIso2 === 'CH') return `+41 81 ${rnd.int(700, 799)} ${n()} ${n()}`
  return `+43 5522 ${rnd.int(70, 79)}${n()}${n()}`
}

/**
 * A sub-category of `main` for a new item: a way for a route, a point for a place, or the one
 * asked for.
 */
function subCategoryOf(ctx: ItemContext, main: MainCategory, type: 'place' | 'route' | 'area', sub?: string) {
  const ids = ctx.ref.categoryIds.get(main) ?? []
  const fitting = ids.filter((id) => {
    const s = ctx.ref.categoryById.get(id)?.subCategory ?? ''
    return sub ? s === sub : type === 'route' ? ROUTE_SUBS.has(s) : !ROUTE_SUBS.has(s)
  })
  const id = ctx.rnd.pick(fitting.length ? fitting : ids)
  return { id, sub: ctx.ref.categoryById.get(id)?.subCategory ?? '' }
}

/** A title that says what the place is and that no other item has yet. */
function titleFor(ctx: ItemContext, sub: string, municipality: CatalogMunicipality): string {
  const patterns = SUB_TITLE_PATTERNS[sub] ?? ['{name}']
  const taken = ctx.titles
  let title = ''
  for (let attempt = 0; attempt < 12; attempt++) {
    title = fill(ctx.rnd.pick(patterns), ctx.rnd, municipality.name)
    if (!taken.has(title)) break
  }
  if (taken.has(title)) {
    // Numbered from where this name's numbers got to, not from 2: at 500,000 places a popular
    // name has thousands, and counting up from 2 for each made the seed quadratic.
    const base = title.replace(/ \d+$/, '')
    let n = ctx.nextNumber.get(base) ?? 2
    while (taken.has(`${base} ${n}`)) n++
    title = `${base} ${n}`
    ctx.nextNumber.set(base, n + 1)
  }
  taken.add(title)
  return title
}

/** Adds one item with categories, details, tags, address, media, mentions and review. */
function addItem(
  ctx: ItemContext,
  branch: DemoBranch,
  municipality: CatalogMunicipality,
  main: MainCategory,
  at: [number, number],
  options: { title?: string; type?: 'place' | 'route' | 'area'; level?: string; sub?: string } = {},
): NewItem {
  const { data, ref, rnd } = ctx
  const id = data.items.length + 1
  const nanoId = uniqueNanoId(ctx)
  const category = subCategoryOf(ctx, main, options.type ?? 'place', options.sub)
  const title = options.title ?? titleFor(ctx, category.sub, municipality)
  const created = ctx.reference - rnd.int(30, 900) * DAY
  data.items.push({
    id,
    nanoId,
    title,
    lon: at[0],
    lat: at[1],
    type: options.type ?? 'place',
    dateCreated: iso(created),
    dateUpdated: iso(created + rnd.int(0, 25) * DAY),
  })
  // One category, the one its name says: a second random one of the same group contradicted it.
  data.itemCategories.push({ itemId: id, categoryId: category.id, dateCreated: iso(created) })

  const detail = (key: string, value: string, unit: Unit | null = null) =>
    data.itemDetails.push({
      id: data.itemDetails.length + 1,
      itemId: id,
      dataKeyV2: key,
      dataKeyGroup: null,
      dataValue: value,
      dataValueUnit: unit,
      dateUpdated: iso(created),
    })
  detail('shortDescription', fill(rnd.pick(SHORT_DESCRIPTIONS[main]), rnd, municipality.name).slice(0, 150))
  const bare = WITHOUT_HOURS_OR_CONTACT.has(category.sub)
  const hours = SEASONAL_HOURS[category.sub] ? [SEASONAL_HOURS[category.sub] as string] : OPENING_HOURS[main]
  if (!bare && hours?.length && rnd.chance(0.8)) detail('hours', rnd.pick(hours))
  const domain = `${slug(title)}.${municipality.countryIso2.toLowerCase()}`
  if (!bare && !['Nature & Landscape', 'Highway', 'Place'].includes(main)) {
    detail('phone', phone(rnd, municipality))
    if (rnd.chance(0.7)) detail('email', `info@${domain}`)
    if (rnd.chance(0.7)) detail('url', `https://www.${domain}`)
  }
  const fitting = longDescriptionsFor(main)
  if (fitting.length && rnd.chance(0.3))
    detail('description', fill(LONG_DESCRIPTIONS[rnd.pick(fitting)] ?? '', rnd, municipality.name))
  if (main === 'Nature & Landscape') detail('elevation', String(rnd.int(450, 2100)), 'm')
  if (options.level) detail('level', options.level)

  const topic = TOPIC_OF[main] ?? DEFAULT_TOPIC
  const topicTag = (tagKey: string) =>
    ctx.ref.topicTagId.get(`${tagKey}:${topic}`) ??
    ctx.ref.topicTagId.get(`${tagKey}:${BRANCH_TOPICS[0]?.value}`)
  const tagIds = new Set<number>()
  const own = topicTag(branch.tagKey)
  if (own) tagIds.add(own)
  // Items of Liechtenstein's municipal branches also appear on the country-wide map.
  if (municipality.countryIso2 === 'LI' && branch.shortId !== 1 && branch.shortId !== 25) {
    const country = topicTag('liechtenstein')
    if (country) tagIds.add(country)
  }
  const applicable = ctx.ref.tags.filter((t) => t.appliesTo.includes(main))
  for (const t of rnd.sample(applicable, rnd.int(0, 3))) tagIds.add(t.id)
  let subtitleOrder = 0
  for (const tagId of tagIds) {
    const isTopic = tagId === own
    data.itemTags.push({
      itemId: id,
      tagId,
      isHidden: false,
      showInSubtitle: !isTopic && rnd.chance(0.5),
      subtitleSortOrder: subtitleOrder++,
    })
  }

  const city = ref.cityByName.get(municipality.name)
  data.itemAddresses.push({
    id: data.itemAddresses.length + 1,
    itemId: id,
    countryId: city?.countryId ?? null,
    stateId: city?.stateId ?? null,
    cityId: city?.id ?? null,
    street: rnd.pick(STREET_NAMES),
    housenumber: String(rnd.int(1, 120)),
    postcode: city?.postcode ?? null,
  })
  if (rnd.chance(0.6)) {
    data.itemMedia.push({
      id: data.itemMedia.length + 1,
      itemId: id,
      mediumType: 1,
      url: `/api/media/demo/${nanoId}.svg`,
      title,
      sortOrder: 0,
    })
  }
  if (rnd.chance(0.1)) {
    for (let i = rnd.int(1, 2); i > 0; i--) {
      data.mentions.push({
        id: data.mentions.length + 1,
        itemId: id,
        title: `${title}: ${rnd.pick(['Neueröffnung', 'Ein Besuch', 'Im Porträt', 'Neue Angebote'])}`,
        url: `https://news.example.li/${nanoId}/${i}`,
        source: rnd.pick(MENTION_SOURCES),
        datePublished: iso(ctx.reference - rnd.int(1, 400) * DAY),
      })
    }
  }
  data.itemReviews.push({
    id: data.itemReviews.length + 1,
    itemId: id,
    dateDue: iso(ctx.reference + rnd.int(-30, 180) * DAY),
    isCompleted: false,
    note: '',
  })
  return { id, nanoId, main, branch, municipality, lon: at[0], lat: at[1] }
}

function randomWalk(
  rnd: Random,
  start: [number, number],
  steps: number,
  stepMeters: number,
): [number, number][] {
  const line: [number, number][] = [start]
  let heading = rnd.next() * 2 * Math.PI
  for (let i = 0; i < steps; i++) {
    heading += (rnd.next() - 0.5) * 1.2
    const last = line[line.length - 1] as [number, number]
    line.push(offset(last[0], last[1], Math.cos(heading) * stepMeters, Math.sin(heading) * stepMeters))
  }
  return line
}

function rectangle(center: [number, number], w: number, h: number, angle: number): [number, number][] {
  const corners = [
    [-w / 2, -h / 2],
    [w / 2, -h / 2],
    [w / 2, h / 2],
    [-w / 2, h / 2],
  ].map(([x = 0, y = 0]) =>
    offset(
      center[0],
      center[1],
      x * Math.cos(angle) - y * Math.sin(angle),
      x * Math.sin(angle) + y * Math.cos(angle),
    ),
  )
  return [...corners, corners[0] as [number, number]]
}

/** All items of one branch, with routes, events, streets, buildings, lists and featured. */
export function generateBranchContent(ctx: ItemContext, branch: DemoBranch): NewItem[] {
  const { data, rnd } = ctx
  const places = municipalitiesOf(branch)
  const created: NewItem[] = []
  // In a real landscape an invented castle, church, summit or lift contradicts the real ones
  // the OpenStreetMap import brings: there the demo invents only businesses, services and events.
  const real = !!ctx.realGeography && places.every((m) => m.countryIso2 === 'LI')
  const mix = Object.fromEntries(
    Object.entries(branch.categoryMix ?? EVERYDAY_MIX).filter(([main]) => !real || !REAL_LANDSCAPE.has(main)),
  ) as Partial<Record<MainCategory, number>>
  const isFair = (branch.levels?.length ?? 0) > 0

  if (isFair) created.push(...generateFair(ctx, branch, places[0] as CatalogMunicipality))
  const regular = branch.itemCount - created.length - (branch.hasEvents ? 12 : 0)
  for (let i = 0; i < regular; i++) {
    const m = rnd.pick(places)
    const main = weighted(rnd, mix)
    const at = isFair ? rnd.pointNear(m.lon, m.lat, 120) : rnd.pointNear(m.lon, m.lat, m.radiusMeters)
    const isRoute = main === 'Highway' || (main === 'Transport' && !real && rnd.chance(0.15))
    const level = isFair ? rnd.pick(['EG', 'OG']) : undefined
    const item = addItem(ctx, branch, m, main, at, {
      type: isRoute ? 'route' : 'place',
      ...(level ? { level } : {}),
    })
    created.push(item)
    if (isRoute) addRoute(ctx, item)
    if (rnd.chance(0.02)) {
      const row = data.items[item.id - 1]
      if (row) row.datePermanentlyClosed = iso(ctx.reference - rnd.int(10, 300) * DAY)
    } else if (created.length > 2 && rnd.chance(0.01)) {
      const row = data.items[item.id - 1]
      const original = created[created.length - 2]
      if (row && original) row.isDuplicateOf = original.id
    }
  }
  if (branch.hasEvents) created.push(...generateEvents(ctx, branch, places))
  // With real geography, streets and buildings come from the OpenStreetMap import instead.
  if (branch.hasStreets && !ctx.realGeography) generateStreets(ctx, branch, places)
  if (branch.hasBuildings && !ctx.realGeography) generateBuildings(ctx, branch, places)
  generateCurated(ctx, branch, created)
  return created
}

function addRoute(ctx: ItemContext, item: NewItem) {
  const { data, rnd, ref } = ctx
  const line = randomWalk(rnd, [item.lon, item.lat], rnd.int(6, 14), rnd.int(120, 260))
  data.itemWays.push({
    id: data.itemWays.length + 1,
    nanoId: uniqueNanoId(ctx),
    itemId: item.id,
    way: { type: 'LineString', coordinates: line },
  })
  const wayLengthKm = ((line.length - 1) * 0.19).toFixed(1)
  data.itemDetails.push({
    id: data.itemDetails.length + 1,
    itemId: item.id,
    dataKeyV2: 'wayLength',
    dataKeyGroup: 'way',
    dataValue: wayLengthKm,
    dataValueUnit: 'km',
    dateUpdated: iso(ctx.reference),
  })
  for (const [order, point] of [line[Math.floor(line.length / 2)], line[line.length - 1]].entries()) {
    if (!point) continue
    const waypoint = addItem(ctx, item.branch, item.municipality, 'Place', point, {
      sub: 'Rest Area',
    })
    data.itemRelations.push({
      parentItemId: item.id,
      childItemId: waypoint.id,
      relationshipId: ref.relationshipId.get('itemWayPoint') as number,
      sortOrder: order,
    })
  }
}

function generateFair(ctx: ItemContext, branch: DemoBranch, site: CatalogMunicipality): NewItem[] {
  const { data, rnd, ref } = ctx
  const out: NewItem[] = []
  const halls: { name: string; level: string; center: [number, number] }[] = [
    { name: 'Halle 1', level: 'EG', center: offset(site.lon, site.lat, -60, 0) },
    { name: 'Halle 2', level: 'EG', center: offset(site.lon, site.lat, 60, 0) },
    { name: 'Galerie', level: 'OG', center: offset(site.lon, site.lat, 0, 40) },
  ]
  for (const hall of halls) {
    const hallItem = addItem(ctx, branch, site, 'Exhibition', hall.center, {
      title: hall.name,
      sub: 'Hall',
      type: 'area',
      level: hall.level,
    })
    out.push(hallItem)
    const hallGeo = data.geojsons.length + 1
    data.geojsons.push({
      id: hallGeo,
      nanoId: uniqueNanoId(ctx),
      geojsonType: 120,
      geojson: {
        type: 'Feature',
        properties: { name: hall.name, level: hall.level },
        geometry: { type: 'Polygon', coordinates: [rectangle(hall.center, 90, 50, 0)] },
      },
    })
    data.itemGeojsons.push({
      id: data.itemGeojsons.length + 1,
      itemId: hallItem.id,
      geojsonId: hallGeo,
      type: 120,
    })
    for (let i = 0; i < 8; i++) {
      const at = offset(hall.center[0], hall.center[1], -35 + (i % 4) * 23, i < 4 ? -12 : 12)
      const booth = addItem(ctx, branch, site, 'Exhibition', at, {
        title: `Stand ${hall.name.replace('Halle ', 'H')}.${i + 1} – ${rnd.pick(NAME_WORDS)}`,
        sub: 'Exhibitor',
        level: hall.level,
      })
      out.push(booth)
      const boothGeo = data.geojsons.length + 1
      data.geojsons.push({
        id: boothGeo,
        nanoId: uniqueNanoId(ctx),
        geojsonType: 140,
        geojson: {
          type: 'Feature',
          properties: { booth: i + 1, level: hall.level },
          geometry: { type: 'Polygon', coordinates: [rectangle(at, 18, 9, 0)] },
        },
      })
      data.itemGeojsons.push({
        id: data.itemGeojsons.length + 1,
        itemId: booth.id,
        geojsonId: boothGeo,
        type: 140,
      })
      data.itemRelations.push({
        parentItemId: hallItem.id,
        childItemId: booth.id,
        relationshipId: ref.relationshipId.get('itemPart') as number,
        sortOrder: i,
      })
    }
  }
  return out
}

function generateEvents(ctx: ItemContext, branch: DemoBranch, places: CatalogMunicipality[]): NewItem[] {
  const { data, rnd } = ctx
  const out: NewItem[] = []
  for (let i = 0; i < 12; i++) {
    const m = rnd.pick(places)
    const item = addItem(ctx, branch, m, 'Event', rnd.pointNear(m.lon, m.lat, m.radiusMeters))
    out.push(item)
    const occurrences = rnd.int(1, 3)
    for (let k = 0; k < occurrences; k++) {
      // Spread over two months back and four ahead, so both past and coming events exist.
      const startDay = rnd.int(-60, 120)
      const begin = ctx.reference + startDay * DAY + rnd.int(9, 19) * 3_600_000
      const end = begin + (rnd.chance(0.7) ? rnd.int(2, 6) * 3_600_000 : rnd.int(1, 3) * DAY)
      const eventId = data.events.length + 1
      data.events.push({ id: eventId, itemId: item.id, dateBegin: iso(begin), dateEnd: iso(end) })
      data.eventBranches.push({ eventId, branchId: branch.shortId })
      if (m.countryIso2 === 'LI' && branch.shortId !== 1) data.eventBranches.push({ eventId, branchId: 1 })
    }
  }
  return out
}

function generateStreets(ctx: ItemContext, branch: DemoBranch, places: CatalogMunicipality[]) {
  const { data, rnd, ref } = ctx
  const streetCategory = ref.categoryIds.get('Highway')?.[0]
  for (const m of places) {
    for (const name of rnd.sample(STREET_NAMES, 12)) {
      const start = rnd.pointNear(m.lon, m.lat, m.radiusMeters * 0.8)
      const line = randomWalk(rnd, start, rnd.int(2, 5), rnd.int(60, 140))
      const mid = line[Math.floor(line.length / 2)] as [number, number]
      data.streets.push({
        id: data.streets.length + 1,
        nanoId: uniqueNanoId(ctx),
        branchId: branch.shortId,
        title: name,
        lon: mid[0],
        lat: mid[1],
        categoryIds: streetCategory ? [streetCategory] : [],
        geometry: { type: 'LineString', coordinates: line },
      })
    }
  }
}

function generateBuildings(ctx: ItemContext, branch: DemoBranch, places: CatalogMunicipality[]) {
  const { data, rnd } = ctx
  for (const m of places) {
    for (let i = 0; i < 60; i++) {
      const at = rnd.pointNear(m.lon, m.lat, m.radiusMeters)
      data.buildings.push({
        id: data.buildings.length + 1,
        nanoId: uniqueNanoId(ctx),
        branchId: branch.shortId,
        lon: at[0],
        lat: at[1],
        housenumber: String(rnd.int(1, 90)),
        street: rnd.pick(STREET_NAMES),
        polygon: {
          type: 'Polygon',
          coordinates: [rectangle(at, rnd.int(10, 24), rnd.int(8, 16), rnd.next() * Math.PI)],
        },
      })
    }
  }
}

function generateCurated(ctx: ItemContext, branch: DemoBranch, created: NewItem[]) {
  const { data, rnd } = ctx
  const LIST_TITLES_FOR_BRANCH = ['Unsere Empfehlungen', 'Für Familien', 'Bei Regenwetter']
  for (const title of LIST_TITLES_FOR_BRANCH) {
    const listId = data.lists.length + 1
    data.lists.push({
      id: listId,
      nanoId: uniqueNanoId(ctx),
      branchShortId: branch.shortId,
      title: `${title} in ${branch.shortTitle}`,
      description: `Ausgewählte Orte in ${branch.shortTitle}.`,
    })
    for (const [i, item] of rnd.sample(created, 8).entries()) {
      data.listItems.push({ listId, itemId: item.id, sortOrder: i })
    }
  }
  for (const item of rnd.sample(created, 5)) {
    data.featured.push({
      id: data.featured.length + 1,
      itemId: item.id,
      branchId: branch.shortId,
      dateFeatured: iso(ctx.reference - rnd.int(0, 20) * DAY),
    })
  }
}
