import { boolean, index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core'

export const icons = pgTable('icons', {
  id: serial().primaryKey(),
  title: text().notNull().unique(),
  iconSvg: text().notNull(),
  symbolSvg: text().notNull(),
})

export const categories = pgTable(
  'categories',
  {
    id: serial().primaryKey(),
    mainCategory: text().notNull(),
    subCategory: text().notNull(),
    zOrder: integer().notNull().default(0),
    iconId: integer().references(() => icons.id, { onDelete: 'set null' }),
    backgroundColorName: text().notNull(),
    colorName: text().notNull(),
  },
  (t) => [uniqueIndex().on(t.mainCategory, t.subCategory)],
)

export const categoryTranslations = pgTable(
  'category_translations',
  {
    categoryId: integer()
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    language: text().notNull(),
    mainCategoryName: text().notNull(),
    subCategoryName: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.language] })],
)

export const tags = pgTable(
  'tags',
  {
    id: serial().primaryKey(),
    tagKey: text().notNull(),
    tagValue: text().notNull(),
    tagGroup: integer().notNull(),
    iconId: integer().references(() => icons.id, { onDelete: 'set null' }),
    colorName: text(),
    backgroundColorName: text(),
  },
  (t) => [uniqueIndex().on(t.tagKey, t.tagValue), index().on(t.tagGroup)],
)

export const tagTranslations = pgTable(
  'tag_translations',
  {
    tagId: integer()
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
    language: text().notNull(),
    tagKeyTranslate: text().notNull(),
    tagValueTranslate: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.tagId, t.language] })],
)

export const itemDetailKeys = pgTable('item_detail_keys', {
  id: serial().primaryKey(),
  keyName: text().notNull().unique(),
  keyTitle: text().notNull(),
  keyType: text().notNull(),
  unit: text(),
  iconId: integer().references(() => icons.id, { onDelete: 'set null' }),
  colorName: text(),
  isHidden: boolean().notNull().default(false),
  sortOrder: integer().notNull().default(0),
  label: text().notNull(),
})
