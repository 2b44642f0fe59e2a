import type { Db } from '../db/database.js'
import { deleteMetricsBatch } from '../repositories/metricsRepository.js'

/** Days usage events are kept by default: a year and a month, so a month compares with last year's. */
export const DEFAULT_METRICS_RETENTION_DAYS = 400

export interface MetricsRetentionOptions {
  /** Events older than this many days are deleted (`QUO_METRICS_RETENTION_DAYS`). */
  days: number
  /** Time between two runs; 6 hours. */
  intervalMs?: number
  /** Time from the start to the first run, so starting is not slowed; a minute. */
  firstDelayMs?: number
  /** Rows one statement deletes. */
  batchSize?: number
  /** Pause between two batches, so the deletes never hold the database for long. */
  pauseMs?: number
  onError?: (err: unknown) => void
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Deletes the events older than `days` in batches of `batchSize` with a pause between them,
 * until none is left or `stopped()` says so; answers how many went.
 */
export async function purgeOldMetrics(
  db: Db,
  { days, batchSize = 5000, pauseMs = 100 }: Pick<MetricsRetentionOptions, 'days' | 'batchSize' | 'pauseMs'>,
  stopped: () => boolean = () => false,
): Promise<number> {
  let total = 0
  for (;;) {
    const deleted = await deleteMetricsBatch(db, days, batchSize)
    total += deleted
    if (deleted < batchSize || stopped()) return total
    await sleep(pauseMs)
  }
}
