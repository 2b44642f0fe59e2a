import type { Db } from '../db/database.js'
import { deleteExpiredContestEntries } from '../repositories/contestAdminRepository.js'
import { type MetricsRetentionOptions, purgeOldMetrics } from './metricsRetention.js'

/**
 * Deletes what the product keeps only for a while, in the background: usage events older than
 * `days`, and the entries of contests that ended more than CONTEST_ENTRY_RETENTION_DAYS ago
 * (docs/operations.md). A first run shortly after the start, then one every interval. Every
 * process runs it; the deletes are idempotent, so replicas need no coordination. One failing
 * does not keep the other from running. `stop` waits for a run in progress.
 */
export function startRetention(db: Db, options: MetricsRetentionOptions): { stop(): Promise<void> } {
  const { intervalMs = 6 * 3_600_000, firstDelayMs = 60_000, onError } = options
  let stopped = false
  let running: Promise<void> | undefined
  let timer: NodeJS.Timeout | undefined
  const run = async () => {
    await purgeOldMetrics(db, options, () => stopped).catch((err: unknown) => onError?.(err))
    if (!stopped) await deleteExpiredContestEntries(db).catch((err: unknown) => onError?.(err))
  }
  const schedule = (delayMs: number) => {
    timer = setTimeout(() => {
      running = run().finally(() => {
        running = undefined
        if (!stopped) schedule(intervalMs)
      })
    }, delayMs)
    timer.unref()
  }
  schedule(firstDelayMs)
  return {
    async stop() {
      stopped = true
      clearTimeout(timer)
      await running
    },
  }
}
