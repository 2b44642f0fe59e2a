import { z } from 'zod'
import { Id, IsoDateTime, LanguageCode } from './common.js'
import { MainCategory } from './enums.js'

export const Icon = z.object({
  id: Id,
  title: z.string(),
  /** Pictogram drawn inside the pin template. */
  iconSvg: z.string(),
  /** Stand-alone symbol used on lists and cards. */
  symbolSvg: z.string(),
})
export type Icon = z.infer<typeof Icon>

export const CategoryTranslation = z.object({
  language: LanguageCode,
  mainCategoryName: z.string(),
  subCategoryName: z.string(),
})

export const Category = z.object({
  id: Id,
  mainCategory: MainCategory,
  subCategory: z.string(),
  zOrder: z.number().int(),
  iconId: Id.nullable(),
  iconTitle: z.string().nullable(),
  backgroundColorName: z.string(),
  colorName: z.string(),
  translations: z.array(CategoryTranslation),
})
export type Category = z.infer<typeof Category>

export const TagTranslation = z.object({
  language: LanguageCode,
  tagKeyTranslate: z.string(),
  tagValueTranslate: z.string(),
})

export const Tag = z.object({
  id: Id,
  tagKey: z.string(),
  tagValue: z.string(),
  tagGroup: z.number().int(),
  iconId: Id.nullable(),
  colorName: z.string().nullable(),
  backgroundColorName: z.string().nullable(),
  translations: z.array(TagTranslation),
})
export type Tag = z.infer<typeof Tag>

/** A category as attached to an item. */
export const ItemCategory = z.object({
  categoryId: Id,
  dateCreated: IsoDateTime,
  mainCategory: MainCategory,
  subCategory: z.string(),
  icon: z.string().nullable(),
})
export type ItemCategory = z.infer<typeof ItemCategory>

/** A tag as attached to an item. */
export const ItemTag = z.object({
  tagId: Id,
  tagKey: z.string(),
  tagValue: z.string(),
  isHidden: z.boolean(),
  showInSubtitle: z.boolean(),
  subtitleSortOrder: z.number().int(),
})
export type ItemTag = z.infer<typeof ItemTag>

export type CategoryTranslation = z.infer<typeof CategoryTranslation>
export type TagTranslation = z.infer<typeof TagTranslation>
