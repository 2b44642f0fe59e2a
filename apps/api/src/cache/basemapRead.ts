import type { Db } from '../db/database.js'
import { BASEMAP_TABLES, loadBasemap } from '../repositories/basemapRepository.js'
import type { CacheOptions, Computed } from './hotCache.js'

/** A hot read as the cache takes it: its key, the tables it reads, and how it is computed. */
export interface HotRead {
  key: string
  options: CacheOptions
  compute: () => Promise<Computed>
}

/**
 * The hot read of a branch's compact pins, or of the whole map's (`branchId` null): served by
 * `GET /items/basemap/…`, read by the start-pins picture and warmed at start. It ages by
 * itself, recomputed when its next shown event ends.
 * @example const { key, options, compute } = basemapRead(db, branch.id); await app.hotCache.get(key, options, compute)
 */
export function basemapRead(db: Db, branchId: number | null): HotRead {
  return {
    key: branchId === null ? 'basemap:all' : `basemap:${branchId}`,
    options: { deps: BASEMAP_TABLES },
    compute: async () => {
      const { body, expiresAt } = await loadBasemap(db, branchId)
      return { value: body, expiresAt }
    },
  }
}
