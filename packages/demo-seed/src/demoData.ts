import type { GeojsonDocument, GeojsonTypeCode, ItemType, MediumType, Unit } from '@quo/contract'

/** A GeoJSON geometry as the demo draws it (points, lines, polygons in lon/lat). */
export interface Geometry {
  type: string
  coordinates: unknown
}

/**
 * Every row of the demo, per table, in insertion order (parents before children). Plain data,
 * named as the API's database columns are (camelCase): optional fields take the database's
 * default. The API checks at compile time that each row fits its table.
 */
export interface DemoData {
  icons: {
    id?: number
    title: string
    iconSvg: string
    symbolSvg: string
  }[]
  categories: {
    id?: number
    mainCategory: string
    subCategory: string
    zOrder?: number
    iconId?: number | null
    backgroundColorName: string
    colorName: string
  }[]
  categoryTranslations: {
    categoryId: number
    language: string
    mainCategoryName: string
    subCategoryName: string
  }[]
  tags: {
    id?: number
    tagKey: string
    tagValue: string
    tagGroup: number
    iconId?: number | null
    colorName?: string | null
    backgroundColorName?: string | null
  }[]
  tagTranslations: {
    tagId: number
    language: string
    tagKeyTranslate: string
    tagValueTranslate: string
  }[]
  itemDetailKeys: {
    id?: number
    keyName: string
    keyTitle: string
    keyType: string
    unit?: string | null
    iconId?: number | null
    colorName?: string | null
    isHidden?: boolean
    sortOrder?: number
    label: string
  }[]
  countries: {
    id?: number
    iso2: string
    ohStateField?: string | null
    title: string
  }[]
  states: {
    id?: number
    countryId: number
    nominatimTitle: string
  }[]
  cities: {
    id?: number
    countryId: number
    stateId?: number | null
    title: string
    postcode?: string | null
    lon: number
    lat: number
  }[]
  branches: {
    id?: number
    shortId: number
    title: string
    shortTitle: string
    tagKey: string
    logo?: string | null
    menuTitle?: string | null
    menuText?: string | null
    liveDomain?: string | null
    frameAncestors?: string[] | null
    hostKeywords?: string[]
    isActive?: boolean
    currentSeasonId?: number | null
    selectedStyleUrl?: string | null
    hasEvents?: boolean
    hasStreets?: boolean
    hasBuildings?: boolean
    hasKiosk?: boolean
    hasSearchShortcuts?: boolean
    kiosk?: { globalMarginTop: number; globalMarginBottom: number } | null
    centerItemDevNanoId?: string | null
    centerItemProductionNanoId?: string | null
    screenSaverEnabled?: boolean
    baseUrlDevelopment?: string | null
    baseUrlProduction?: string | null
    basemapItemJsonFileNameDevelopment?: string | null
    basemapItemJsonFileNameProduction?: string | null
  }[]
  branchSeasons: {
    id?: number
    branchId: number
    title: string
    path: string
    styleUrl?: string | null
  }[]
  branchLevels: {
    branchId: number
    key: string
    sortOrder: number
    layerId: string
    layerPath?: string | null
  }[]
  branchMapBoundaries: {
    branchId: number
    breakpoint: string
    swLon: number
    swLat: number
    neLon: number
    neLat: number
  }[]
  branchMapCenters: {
    branchId: number
    breakpoint: string
    lon: number
    lat: number
    zoom: number
    pitch?: number
    bearing?: number
  }[]
  pathRedirects: {
    id?: number
    branchId: number
    path: string
    targetUrl: string
  }[]
  hostRedirects: {
    id?: number
    keyword: string
    targetUrl: string
  }[]
  relationships: {
    id?: number
    title: string
  }[]
  items: {
    id?: number
    nanoId: string
    title: string
    lon: number
    lat: number
    type?: ItemType
    datePermanentlyClosed?: string | null
    isDuplicateOf?: number | null
    dateCreated?: string
    dateUpdated?: string
  }[]
  itemCategories: {
    itemId: number
    categoryId: number
    dateCreated?: string
  }[]
  itemDetails: {
    id?: number
    itemId: number
    dataKeyV2: string
    dataKeyGroup?: string | null
    dataValue: string
    dataValueUnit?: Unit | null
    dateUpdated?: string
  }[]
  itemTags: {
    itemId: number
    tagId: number
    isHidden?: boolean
    showInSubtitle?: boolean
    subtitleSortOrder?: number
  }[]
  geojsons: {
    id?: number
    nanoId: string
    geojson: GeojsonDocument
    geojsonType: GeojsonTypeCode
  }[]
  itemGeojsons: {
    id?: number
    itemId: number
    geojsonId: number
    type: number
  }[]
  itemWays: {
    id?: number
    nanoId: string
    itemId: number
    way: Geometry
  }[]
  itemRelations: {
    parentItemId: number
    childItemId: number
    relationshipId: number
    /** Place in the parent's list: a route's waypoints in walking order. */
    sortOrder: number
  }[]
  itemMedia: {
    id?: number
    itemId: number
    mediumType: MediumType
    url: string
    title?: string | null
    sortOrder?: number
  }[]
  mentions: {
    id?: number
    itemId: number
    title: string
    url?: string | null
    source?: string | null
    datePublished?: string | null
  }[]
  events: {
    id?: number
    itemId: number
    dateBegin: string
    dateEnd: string
  }[]
  eventBranches: {
    eventId: number
    branchId: number
  }[]
  itemReviews: {
    id?: number
    itemId: number
    dateDue: string
    isCompleted?: boolean
    note?: string
  }[]
  featured: {
    id?: number
    itemId: number
    branchId?: number | null
    dateFeatured?: string
  }[]
  itemAddresses: {
    id?: number
    itemId: number
    countryId?: number | null
    stateId?: number | null
    cityId?: number | null
    street?: string | null
    housenumber?: string | null
    postcode?: string | null
  }[]
  streets: {
    id?: number
    nanoId: string
    branchId: number
    title: string
    lon: number
    lat: number
    categoryIds?: number[]
    geometry: Geometry
  }[]
  buildings: {
    id?: number
    nanoId: string
    branchId: number
    lon: number
    lat: number
    housenumber?: string | null
    street?: string | null
    polygon: Geometry
  }[]
  searchShortcuts: {
    id?: number
    idDev?: number | null
    branchShortId?: number | null
    title: string
    iconId?: number | null
    query?: string | null
    tagIds?: number[]
    categoryIds?: number[]
    allowItemAddition?: boolean
    allowChangeRequest?: boolean
    changeRequestSubtitle?: string | null
    sortOrder?: number
  }[]
  lists: {
    id?: number
    nanoId: string
    branchShortId?: number | null
    title: string
    description?: string | null
  }[]
  listItems: {
    listId: number
    itemId: number
    sortOrder?: number
  }[]
  contests: {
    id?: number
    branchShortId?: number | null
    title: string
    description: string
    question: string
    itemId?: number | null
    dateBegin: string
    dateEnd: string
  }[]
  /** Usage events of the last two months (the dashboard's Statistik). */
  metrics: {
    sessionId: string
    metricKey: string
    branchShortId?: number | null
    itemId?: number | null
    metricValue?: string | null
    data?: Record<string, string> | null
    dateCreated: string
  }[]
  basemapFeatures: {
    id?: number
    kind: 'water' | 'forest' | 'river' | 'stream' | 'canal'
    name?: string | null
    source?: string
    geom: Geometry
  }[]
}

/** The tables of {@link DemoData} in insertion order: parents before the rows that reference them. */
export const DEMO_TABLE_ORDER = [
  'icons',
  'categories',
  'categoryTranslations',
  'tags',
  'tagTranslations',
  'itemDetailKeys',
  'countries',
  'states',
  'cities',
  'branches',
  'branchSeasons',
  'branchLevels',
  'branchMapBoundaries',
  'branchMapCenters',
  'pathRedirects',
  'hostRedirects',
  'relationships',
  'items',
  'itemCategories',
  'itemDetails',
  'itemTags',
  'geojsons',
  'itemGeojsons',
  'itemWays',
  'itemRelations',
  'itemMedia',
  'mentions',
  'events',
  'eventBranches',
  'itemReviews',
  'featured',
  'itemAddresses',
  'streets',
  'buildings',
  'searchShortcuts',
  'lists',
  'listItems',
  'contests',
  'metrics',
  'basemapFeatures',
] as const satisfies readonly (keyof DemoData)[]
