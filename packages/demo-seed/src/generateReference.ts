import type { DemoBranch } from './branchCatalog.js'
import {
  BRANCH_TOPICS,
  CATEGORY_CATALOG,
  DETAIL_KEY_CATALOG,
  ICON_CATALOG,
  MUNICIPALITIES,
  TAG_CATALOG,
} from './catalog/catalogs.js'
import type { CatalogTag } from './catalog/types.js'
import type { DemoData } from './demoData.js'

const RELATIONSHIPS = ['itemWayPoint', 'itemPart', 'itemLocation'] as const
/** Tag group of the per-branch topic tags (`<branch tagKey>` = `<topic>`). */
const BRANCH_TOPIC_TAG_GROUP = 100001

const COUNTRIES = [
  { iso2: 'LI', title: 'Liechtenstein', ohStateField: null },
  { iso2: 'CH', title: 'Schweiz', ohStateField: 'state' },
  { iso2: 'AT', title: 'Österreich', ohStateField: 'state' },
]

export interface Reference {
  iconId: Map<string, number>
  categoryIds: Map<string, number[]>
  categoryById: Map<number, { mainCategory: string; subCategory: string; zOrder: number }>
  /** Catalog tags with their ids. */
  tags: (CatalogTag & { id: number })[]
  /** `<branchTagKey>:<topic>` → tag id. */
  topicTagId: Map<string, number>
  countryId: Map<string, number>
  cityByName: Map<string, { id: number; countryId: number; stateId: number; postcode: string }>
  relationshipId: Map<string, number>
}

/** Icons, categories, tags, detail keys, countries, states, cities and relationships. */
export function generateReference(data: DemoData, branches: readonly DemoBranch[]): Reference {
  const iconId = new Map<string, number>()
  ICON_CATALOG.forEach((icon, i) => {
    iconId.set(icon.title, i + 1)
    data.icons.push({ id: i + 1, title: icon.title, iconSvg: icon.iconSvg, symbolSvg: icon.symbolSvg })
  })
  const icon = (title: string | null) => (title ? (iconId.get(title) ?? null) : null)

  const categoryIds = new Map<string, number[]>()
  const categoryById = new Map<number, { mainCategory: string; subCategory: string; zOrder: number }>()
  CATEGORY_CATALOG.forEach((c, i) => {
    const id = i + 1
    data.categories.push({
      id,
      mainCategory: c.mainCategory,
      subCategory: c.subCategory,
      zOrder: c.zOrder,
      iconId: icon(c.icon),
      colorName: c.colorName,
      backgroundColorName: c.backgroundColorName,
    })
    data.categoryTranslations.push({
      categoryId: id,
      language: 'de',
      mainCategoryName: c.mainDe,
      subCategoryName: c.subDe,
    })
    categoryIds.set(c.mainCategory, [...(categoryIds.get(c.mainCategory) ?? []), id])
    categoryById.set(id, c)
  })

  const tags: Reference['tags'] = []
  const addTag = (t: Omit<CatalogTag, 'appliesTo'> & { appliesTo?: CatalogTag['appliesTo'] }) => {
    const id = data.tags.length + 1
    data.tags.push({
      id,
      tagKey: t.tagKey,
      tagValue: t.tagValue,
      tagGroup: t.tagGroup,
      iconId: icon(t.icon),
      colorName: t.colorName,
      backgroundColorName: t.backgroundColorName,
    })
    data.tagTranslations.push({
      tagId: id,
      language: 'de',
      tagKeyTranslate: t.keyDe,
      tagValueTranslate: t.valueDe,
    })
    return id
  }
  for (const t of TAG_CATALOG) tags.push({ ...t, id: addTag(t) })
  const topicTagId = new Map<string, number>()
  for (const b of branches) {
    for (const topic of BRANCH_TOPICS) {
      const id = addTag({
        tagKey: b.tagKey,
        tagValue: topic.value,
        tagGroup: BRANCH_TOPIC_TAG_GROUP,
        keyDe: b.shortTitle,
        valueDe: topic.de,
        icon: null,
        colorName: null,
        backgroundColorName: null,
      })
      topicTagId.set(`${b.tagKey}:${topic.value}`, id)
    }
  }

  DETAIL_KEY_CATALOG.forEach((k, i) => {
    data.itemDetailKeys.push({
      id: i + 1,
      keyName: k.keyName,
      keyTitle: k.keyTitle,
      keyType: k.keyType,
      unit: k.unit,
      iconId: icon(k.icon),
      colorName: k.colorName,
      isHidden: k.isHidden,
      sortOrder: (i + 1) * 10,
      label: k.label,
    })
  })

  const countryId = new Map<string, number>()
  COUNTRIES.forEach((c, i) => {
    countryId.set(c.iso2, i + 1)
    data.countries.push({ id: i + 1, ...c })
  })
  const stateId = new Map<string, number>()
  const cityByName: Reference['cityByName'] = new Map()
  for (const m of MUNICIPALITIES) {
    const cId = countryId.get(m.countryIso2) as number
    let sId = stateId.get(m.state)
    if (sId === undefined) {
      sId = data.states.length + 1
      stateId.set(m.state, sId)
      data.states.push({ id: sId, countryId: cId, nominatimTitle: m.state })
    }
    const id = data.cities.length + 1
    data.cities.push({
      id,
      countryId: cId,
      stateId: sId,
      title: m.name,
      postcode: m.postcode,
      lon: m.lon,
      lat: m.lat,
    })
    cityByName.set(m.name, { id, countryId: cId, stateId: sId, postcode: m.postcode })
  }

  const relationshipId = new Map<string, number>()
  RELATIONSHIPS.forEach((title, i) => {
    relationshipId.set(title, i + 1)
    data.relationships.push({ id: i + 1, title })
  })

  return { iconId, categoryIds, categoryById, tags, topicTagId, countryId, cityByName, relationshipId }
}
