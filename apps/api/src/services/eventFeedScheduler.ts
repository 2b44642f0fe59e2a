import type { Db } from '../db/database.js'
import { claimDueEventFeed } from '../repositories/eventFeedRepository.js'
import { type BackgroundJob, repeatInBackground } from './backgroundJob.js'
import { runEventFeed } from './eventFeedImport.js'

/** A subscription is fetched hourly unless configured otherwise. */
export const DEFAULT_EVENT_FEED_INTERVAL_MINUTES = 60

export interface EventFeedSchedule {
  /** Minutes between two runs of a subscription (`QUO_EVENT_FEEDS_INTERVAL_MINUTES`). */
  intervalMinutes: number
  /** Whether feeds on loopback and private addresses may be fetched (`QUO_EVENT_FEEDS_PRIVATE`). */
  allowPrivateHosts: boolean
  /** How often the process looks for due subscriptions. */
  pollMs?: number
  /** The first look, after the start. */
  firstDelayMs?: number
  onError?: (err: unknown, feedId: number | undefined) => void
}

/**
 * Runs subscribed calendars in the background: every `pollMs` the process takes due
 * subscriptions one by one until none is due (each claim moves that one's next run an interval
 * ahead, so replicas share the work without running a feed twice). A failing feed records its
 * failure and does not stop the others. `stop` waits for the run in progress.
 */
export function startEventFeeds(db: Db, schedule: EventFeedSchedule): BackgroundJob {
  const { pollMs = 60_000, firstDelayMs = 30_000, onError } = schedule
  return repeatInBackground(
    async (stopped) => {
      while (!stopped()) {
        let feedId: number | undefined
        try {
          feedId = await claimDueEventFeed(db, schedule.intervalMinutes)
          if (feedId === undefined) return
          await runEventFeed(db, feedId, {
            allowPrivateHosts: schedule.allowPrivateHosts,
            intervalMinutes: schedule.intervalMinutes,
          })
        } catch (err) {
          onError?.(err, feedId)
          // The database itself failing: wait for the next poll instead of spinning.
          if (feedId === undefined) return
        }
      }
    },
    { firstDelayMs, intervalMs: pollMs },
  )
}
