import type {
  DashboardEvent,
  DashboardItem,
  EventCreateInput,
  GeojsonInput,
  GeojsonRecord,
  ItemCreateInput,
  ItemGeojsonLink,
  ItemJsonLink,
  JsonInput,
  JsonRecord,
} from '@quo/contract'
import type { z } from 'zod'
import { ApiError } from '../errors.js'
import type { staffReads } from './staffReads.js'
import type { staffWrites } from './staffWrites.js'

/** Outcome of a multi-step creation: the result, or the first failed step and its error. */
export type StepsResult<T> = { ok: true; data: T } | { ok: false; step: string; error: ApiError }

class StepFailed extends Error {
  constructor(
    readonly step: string,
    readonly error: ApiError,
  ) {
    super(step)
  }
}

async function runSteps<T>(
  steps: (step: <R>(name: string, run: () => Promise<R>) => Promise<R>) => Promise<T>,
) {
  const step = async <R>(name: string, run: () => Promise<R>): Promise<R> => {
    try {
      return await run()
    } catch (err) {
      throw new StepFailed(name, err instanceof ApiError ? err : new ApiError(0, undefined, String(err)))
    }
  }
  try {
    return { ok: true, data: await steps(step) } as StepsResult<T>
  } catch (err) {
    if (err instanceof StepFailed) return { ok: false, step: err.step, error: err.error } as StepsResult<T>
    throw err
  }
}

type Reads = ReturnType<typeof staffReads>
type Writes = ReturnType<typeof staffWrites>

/**
 * The multi-step creations of docs/product.md §7, each stopping at the first failed call and returning
 * it (§8). The server creates an item's first review with the item, so the item sequence has
 * no separate review step.
 */
export function multiStep(reads: Reads, writes: Writes) {
  return {
    createItemInSteps: (
      input: Omit<z.input<typeof ItemCreateInput>, 'categoryIds' | 'address'> & {
        categoryIds?: number[]
        /** Places the address by these coordinates (city, state, country, postcode). */
        address?: { lat: number; lon: number; street?: string; housenumber?: string }
      },
    ): Promise<StepsResult<DashboardItem>> =>
      runSteps(async (step) => {
        const { categoryIds, address, ...item } = input
        const created = await step('item', () => writes.createItem(item))
        if (categoryIds?.length) {
          await step('categories', () => writes.addItemCategories({ itemId: created.id, categoryIds }))
        }
        if (address) await step('address', () => writes.createItemAddress({ itemId: created.id, ...address }))
        return step('read', () => reads.dashboardItem(created.id))
      }),

    createEventInSteps: (
      input: Omit<z.input<typeof EventCreateInput>, 'branchIds'> & { branchIds?: number[] },
    ): Promise<StepsResult<DashboardEvent>> =>
      runSteps(async (step) => {
        const { branchIds, ...event } = input
        const created = await step('event', () => writes.createEvent(event))
        if (branchIds?.length) {
          await step('branches', () => writes.addEventBranches({ eventId: created.id, branchIds }))
        }
        return step('read', () => reads.dashboardEvent(created.id))
      }),

    createGeojsonForItem: (
      input: z.input<typeof GeojsonInput> & { itemId: number; type: number },
    ): Promise<StepsResult<{ geojson: GeojsonRecord; link: ItemGeojsonLink }>> =>
      runSteps(async (step) => {
        const geojson = await step('geojson', () =>
          writes.createGeojson({ geojson: input.geojson, geojsonType: input.geojsonType }),
        )
        const link = await step('link', () =>
          writes.linkItemGeojson({ itemId: input.itemId, geojsonId: geojson.id, type: input.type }),
        )
        return { geojson, link }
      }),

    createJsonForItem: (
      input: z.input<typeof JsonInput> & { itemId: number; type: number },
    ): Promise<StepsResult<{ json: JsonRecord; link: ItemJsonLink }>> =>
      runSteps(async (step) => {
        const json = await step('json', () => writes.createJson({ json: input.json }))
        const link = await step('link', () =>
          writes.linkItemJson({ itemId: input.itemId, jsonId: json.id, type: input.type }),
        )
        return { json, link }
      }),
  }
}
