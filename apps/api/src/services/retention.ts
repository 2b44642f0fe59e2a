import type { Db } from '../db/database.js'
import { deleteExpiredContestEntries } from '../repositories/contestAdminRepository.js'
import { type BackgroundJob, repeatInBackground } from './backgroundJob.js'
import { type MetricsRetentionOptions, purgeOldMetrics } from './metricsRetention.js'

/**
 * Deletes what the product keeps only for a while, in the background: usage events older than
 * `days`, and the entries of contests that ended more than CONTEST_ENTRY_RETENTION_DAYS ago
 * (docs/operations.md). A first run shortly after the start, then one every interval. Every
 * process runs it; the deletes are idempotent, so replicas need no coordination. One failing
 * does not keep the other from running. `stop` waits for a run in progress.
 */
export function startRetention(db: Db, options: MetricsRetentionOptions): BackgroundJob {
  const { intervalMs = 6 * 3_600_000, firstDelayMs = 60_000, onError } = options
  return repeatInBackground(
    async (stopped) => {
      await purgeOldMetrics(db, options, stopped).catch((err: unknown) => onError?.(err))
      if (!stopped()) await deleteExpiredContestEntries(db).catch((err: unknown) => onError?.(err))
    },
    { firstDelayMs, intervalMs },
  )
}
