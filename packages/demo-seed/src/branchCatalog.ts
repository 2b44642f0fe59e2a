import type { Breakpoint } from '@quo/contract'
import catalog from './catalog/branches.json'

/** What makes a demo branch; the generator turns it into rows. */
export interface DemoBranch {
  shortId: number
  title: string
  shortTitle: string
  tagKey: string
  /** Invented demo host keywords: `<keyword>.localhost` opens the branch. */
  hostKeywords: string[]
  isActive: boolean
  /** Municipality names (catalog) the branch's items are spread over. */
  municipalities: string[]
  itemCount: number
  hasEvents?: boolean
  hasStreets?: boolean
  hasBuildings?: boolean
  hasKiosk?: boolean
  hasSearchShortcuts?: boolean
  screenSaverEnabled?: boolean
  kiosk?: { globalMarginTop: number; globalMarginBottom: number }
  seasons?: { title: string; path: string }[]
  levels?: { key: string; sortOrder: number }[]
  zoom: Partial<Record<Breakpoint, number>>
  /** Main categories the branch's items are drawn from, with weights; default: everyday mix. */
  categoryMix?: Partial<Record<string, number>>
  menuText?: string
  /** A path answered with a permanent redirect to another host keyword's edition of the site. */
  pathRedirects?: { path: string; targetHost: string; targetPath: string }[]
  /** Who may frame the branch's map; absent lets any site. */
  frameAncestors?: string[]
}

/** The demo's branches and host redirect keywords (`catalog/branches.json`). */
export const DEMO_BRANCHES = catalog.branches as DemoBranch[]

/** Host keywords that clear the branch and send visitors to the main site (docs/product.md §2). */
export const DEMO_HOST_REDIRECTS: string[] = catalog.hostRedirects
