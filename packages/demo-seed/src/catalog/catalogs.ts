import type { MainCategory } from '@quo/contract'
import categories from './categories.json'
import detailKeys from './detailKeys.json'
import icons from './icons.json'
import municipalities from './municipalities.json'
import names from './names.json'
import rhine from './rhine.json'
import tags from './tags.json'
import type {
  CatalogCategory,
  CatalogDetailKey,
  CatalogIcon,
  CatalogMunicipality,
  CatalogTag,
} from './types.js'

/*
 * The demo's word and place material, kept as JSON next to this file and typed here. Editing a
 * JSON file changes the demo; the generator's code stays as it is.
 */

/** Sub-categories with their main category, German names, icon, colours and stacking order. */
export const CATEGORY_CATALOG = categories as CatalogCategory[]

/** Detail keys in display order (the generator derives sortOrder from the position). */
export const DETAIL_KEY_CATALOG = detailKeys as CatalogDetailKey[]

const svg = (inner: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">${inner}</svg>`

const paths = (shapes: string[]): string => shapes.map((d) => `<path d="${d}"/>`).join('')

/**
 * Pictograms on a 24×24 grid, as path data per icon (`icons.json`): every shape is its own
 * <path> with the even-odd rule, so holes are cut-out sub-paths of one shape while separate
 * shapes overlap. Drawn in `currentColor`, and as a symbol on a filled circle.
 */
export const ICON_CATALOG: CatalogIcon[] = Object.entries(icons as Record<string, string[]>).map(
  ([title, shapes]) => ({
    title,
    iconSvg: svg(`<g fill="currentColor" fill-rule="evenodd">${paths(shapes)}</g>`),
    symbolSvg: svg(
      '<circle cx="12" cy="12" r="12" fill="currentColor"/>' +
        `<g fill="#fff" fill-rule="evenodd" transform="translate(4.8 4.8) scale(.6)">${paths(shapes)}</g>`,
    ),
  }),
)

/**
 * Village and town centres of Liechtenstein and its neighbours (WGS84). Radii keep random points
 * on land and inside the built-up area; villages near the Rhine use at most 600 m.
 */
export const MUNICIPALITIES = municipalities as CatalogMunicipality[]

/*
 * Word material. `{name}` in a title pattern is replaced by a word of NAME_WORDS, `{place}` by
 * the municipality's name. Patterns are per sub-category, so a place's name says what its
 * category says ("Apotheke Linde" is a pharmacy, never a post office).
 */
export const SUB_TITLE_PATTERNS = names.subTitlePatterns as Record<string, string[]>
export const NAME_WORDS: string[] = names.nameWords
export const STREET_NAMES: string[] = names.streetNames
export const SHORT_DESCRIPTIONS = names.shortDescriptions as Record<MainCategory, string[]>
export const LONG_DESCRIPTIONS: string[] = names.longDescriptions
export const OPENING_HOURS = names.openingHours as Record<MainCategory, string[]>
export const MENTION_SOURCES: string[] = names.mentionSources
export const LIST_TITLES: { title: string; description: string }[] = names.listTitles
export const CONTESTS: { title: string; description: string; question: string }[] = names.contests

/**
 * A coarse, hand-drawn course of the Alpine Rhine (lon, lat) from Bad Ragaz past Liechtenstein's
 * western border to the Ill confluence; an OpenStreetMap import replaces it with the real river.
 */
// JSON has no tuples: each point is a [lon, lat] pair.
export const RHINE_COURSE = rhine.course as unknown as readonly (readonly [number, number])[]
export const RHINE_WIDTH_METERS: number = rhine.widthMeters

/**
 * Tags by group: 1001 cuisine, 1003 amenities and accessibility, 1004 drinks, 2001 exhibitor
 * offers, 2002 fair contests, 2003 markets, 4001 parking, 4002 ways, 6001 highlights, 11 general
 * properties, 100001 topics (the per-branch topic tags are added by the generator).
 */
export const TAG_CATALOG = tags.tags as CatalogTag[]

/** Topics of the per-branch tags (`<branch tag key>` = topic); the first one is the fallback topic. */
export const BRANCH_TOPICS: { value: string; de: string }[] = tags.branchTopics
