import type { Category, DetailKeyType, Icon, ItemDetailKey, MainCategory, Tag, Unit } from '@quo/contract'
import { asc } from 'drizzle-orm'
import type { Db } from '../db/database.js'
import {
  categories,
  categoryTranslations,
  icons,
  itemDetailKeys,
  tags,
  tagTranslations,
} from '../db/schema/index.js'
import { groupBy } from './groupBy.js'

/** Tables each taxonomy read is computed from. */
export const TAXONOMY_TABLES = {
  categories: [categories, categoryTranslations, icons],
  icons: [icons],
  tags: [tags, tagTranslations],
  detailKeys: [itemDetailKeys],
} as const

export async function listIcons(db: Db): Promise<Icon[]> {
  return db
    .select({ id: icons.id, title: icons.title, iconSvg: icons.iconSvg, symbolSvg: icons.symbolSvg })
    .from(icons)
    .orderBy(asc(icons.id))
}

export async function listCategories(db: Db): Promise<Category[]> {
  const [rows, translations, iconRows] = await Promise.all([
    db.select().from(categories).orderBy(asc(categories.id)),
    db.select().from(categoryTranslations),
    db.select({ id: icons.id, title: icons.title }).from(icons),
  ])
  const byCategory = groupBy(translations, (t) => t.categoryId)
  const iconTitle = new Map(iconRows.map((i) => [i.id, i.title]))
  return rows.map((c) => ({
    id: c.id,
    mainCategory: c.mainCategory as MainCategory,
    subCategory: c.subCategory,
    zOrder: c.zOrder,
    iconId: c.iconId,
    iconTitle: c.iconId === null ? null : (iconTitle.get(c.iconId) ?? null),
    backgroundColorName: c.backgroundColorName,
    colorName: c.colorName,
    translations: (byCategory.get(c.id) ?? []).map((t) => ({
      language: t.language,
      mainCategoryName: t.mainCategoryName,
      subCategoryName: t.subCategoryName,
    })),
  }))
}

export async function listTags(db: Db): Promise<Tag[]> {
  const [rows, translations] = await Promise.all([
    db.select().from(tags).orderBy(asc(tags.id)),
    db.select().from(tagTranslations),
  ])
  const byTag = groupBy(translations, (t) => t.tagId)
  return rows.map((t) => ({
    id: t.id,
    tagKey: t.tagKey,
    tagValue: t.tagValue,
    tagGroup: t.tagGroup,
    iconId: t.iconId,
    colorName: t.colorName,
    backgroundColorName: t.backgroundColorName,
    translations: (byTag.get(t.id) ?? []).map((x) => ({
      language: x.language,
      tagKeyTranslate: x.tagKeyTranslate,
      tagValueTranslate: x.tagValueTranslate,
    })),
  }))
}

export async function listDetailKeys(db: Db): Promise<ItemDetailKey[]> {
  const rows = await db
    .select()
    .from(itemDetailKeys)
    .orderBy(asc(itemDetailKeys.sortOrder), asc(itemDetailKeys.id))
  return rows.map((k) => ({ ...k, keyType: k.keyType as DetailKeyType, unit: k.unit as Unit | null }))
}
