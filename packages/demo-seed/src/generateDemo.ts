import { DEMO_BRANCHES, type DemoBranch } from './branchCatalog.js'
import { CONTESTS, LIST_TITLES } from './catalog/catalogs.js'
import { DEMO_TABLE_ORDER, type DemoData } from './demoData.js'
import { generateBasemap } from './generateBasemap.js'
import { generateBranches, municipalitiesOf } from './generateBranches.js'
import { generateBranchContent, type ItemContext } from './generateItems.js'
import { generateMetrics } from './generateMetrics.js'
import { generateReference } from './generateReference.js'
import { Random } from './random.js'

const DAY = 86_400_000

export interface DemoOptions {
  /** Dates of events, reviews and contests are placed around this moment (epoch ms). */
  referenceDate: number
  /** Overrides item counts per branch short id (benchmarks use 10,000). */
  itemCounts?: Record<number, number>
  /** Origin of the main site, target of the host-keyword redirects. */
  publicUrl?: string
  seed?: number
  /**
   * The geography (water, streets, buildings) comes from an OpenStreetMap import after the
   * rows are written: no hand-drawn Rhine, no invented streets and buildings.
   */
  realGeography?: boolean
}

/** Midnight UTC of the given day: the default reference keeps a day's seeds identical. */
export function startOfUtcDay(ms: number): number {
  return Math.floor(ms / DAY) * DAY
}

/**
 * Generated places of a branch that lies where the OpenStreetMap extract has real ones: a
 * third of the catalog's count, so that the real places make most of the map. A trade fair's
 * halls and booths and the branches across the border (outside the extract) keep theirs.
 */
const SHARE_BESIDE_REAL_PLACES = 1 / 3

function demoItemCount(branch: DemoBranch, realGeography: boolean): number {
  const inExtract = municipalitiesOf(branch).every((m) => m.countryIso2 === 'LI')
  const fair = (branch.levels?.length ?? 0) > 0
  return realGeography && inExtract && !fair
    ? Math.round(branch.itemCount * SHARE_BESIDE_REAL_PLACES)
    : branch.itemCount
}

/** Builds the whole demo in memory. Same options, same rows: nothing here reads the clock. */
export function generateDemo(options: DemoOptions): DemoData {
  const rnd = new Random(options.seed ?? 20_250_331)
  const data = Object.fromEntries(DEMO_TABLE_ORDER.map((t) => [t, []])) as unknown as DemoData
  const branches: DemoBranch[] = DEMO_BRANCHES.map((b) => ({
    ...b,
    itemCount: options.itemCounts?.[b.shortId] ?? demoItemCount(b, options.realGeography ?? false),
  }))
  const ref = generateReference(data, branches)
  if (!options.realGeography) generateBasemap(data)
  generateBranches(data, branches, ref, rnd, options.publicUrl ?? 'http://localhost:8080')

  const ctx: ItemContext = {
    data,
    ref,
    rnd,
    reference: options.referenceDate,
    nanoIds: new Set(),
    titles: new Set(),
    nextNumber: new Map(),
    realGeography: options.realGeography ?? false,
  }
  const itemsByBranch = new Map<number, number[]>()
  for (const branch of branches) {
    if (!branch.isActive || branch.itemCount <= 0) continue
    const items = generateBranchContent(ctx, branch)
    itemsByBranch.set(
      branch.shortId,
      items.map((i) => i.id as number),
    )
    if (branch.hasKiosk && items[0]) {
      // The kiosk's "centre" button jumps to a well-known place of the branch.
      const row = data.branches.find((b) => b.shortId === branch.shortId)
      if (row) {
        row.centerItemDevNanoId = items[0].nanoId
        row.centerItemProductionNanoId = items[0].nanoId
      }
    }
  }

  for (const list of LIST_TITLES.slice(0, 4)) {
    const listId = data.lists.length + 1
    data.lists.push({
      id: listId,
      nanoId: rnd.nanoId(),
      branchShortId: null,
      title: list.title,
      description: list.description,
    })
    for (const [i, item] of rnd.sample(data.items, 10).entries()) {
      data.listItems.push({ listId, itemId: item.id as number, sortOrder: i })
    }
  }
  const contestBranches = [1, 21, 25, 3]
  CONTESTS.forEach((c, i) => {
    const begin = options.referenceDate + (i - 1) * 20 * DAY
    const shortId = contestBranches[i % contestBranches.length] ?? null
    data.contests.push({
      id: i + 1,
      branchShortId: shortId,
      title: c.title,
      description: c.description,
      question: c.question,
      itemId: null,
      dateBegin: new Date(begin).toISOString(),
      dateEnd: new Date(begin + 45 * DAY).toISOString(),
    })
  })
  generateMetrics(data, rnd, options.referenceDate, itemsByBranch)
  return data
}
