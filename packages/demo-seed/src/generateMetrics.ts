import type { DemoData } from './demoData.js'
import type { Random } from './random.js'

const DAY = 86_400_000
const HOUR = 3_600_000

/** Visitor sessions a day on a weekday, per demo map with traffic; weekends bring more. */
const DAILY_SESSIONS: Record<number, number> = { 3: 40, 21: 25, 25: 15, 1: 20 }
const DAYS = 60
const NO_RESULT_TERMS = [
  'sauna',
  'tankstelle 24h',
  'hundeschule',
  'e-bike verleih',
  'minigolf',
  'notfallapotheke',
]
const DEVICES = [
  { browser: 'Chrome', os: 'Android', window_size: '412x915' },
  { browser: 'Safari', os: 'iOS', window_size: '390x844' },
  { browser: 'Chrome', os: 'Windows', window_size: '1536x864' },
  { browser: 'Firefox', os: 'Linux', window_size: '1920x1080' },
]

/**
 * Two months of usage events as the public site sends them, so the dashboard's Statistik shows
 * a curve, the most opened places and searches without results on a fresh demo. What an event
 * holds is what the server stores (reduced user agent, no address).
 */
export function generateMetrics(
  data: DemoData,
  rnd: Random,
  reference: number,
  itemsByBranch: ReadonlyMap<number, readonly number[]>,
): void {
  for (let day = DAYS; day >= 1; day--) {
    const start = reference - day * DAY
    const weekday = new Date(start).getUTCDay()
    const weekend = weekday === 0 || weekday === 6
    for (const [shortId, base] of Object.entries(DAILY_SESSIONS)) {
      const branch = Number(shortId)
      const items = itemsByBranch.get(branch) ?? []
      if (!items.length) continue
      const sessions = Math.round(base * (weekend ? 1.6 : 1) * (0.7 + rnd.next() * 0.6))
      for (let s = 0; s < sessions; s++) {
        const sessionId = rnd.nanoId()
        let at = start + rnd.int(7, 21) * HOUR + rnd.int(0, 59) * 60_000
        const device = rnd.pick(DEVICES)
        data.metrics.push({
          sessionId,
          metricKey: 'app_start',
          branchShortId: branch,
          data: { quo_version: '0.1.0', browser_language: 'de-CH', quo_plattform: 'web', ...device },
          dateCreated: new Date(at).toISOString(),
        })
        // A few places favoured over the rest, as on a real map.
        for (let o = rnd.int(0, 3); o > 0; o--) {
          at += rnd.int(10, 120) * 1000
          const itemId = rnd.chance(0.5)
            ? (items[rnd.int(0, Math.min(7, items.length - 1))] as number)
            : rnd.pick(items)
          data.metrics.push({
            sessionId,
            metricKey: 'item_detail_open',
            itemId,
            dateCreated: new Date(at).toISOString(),
          })
        }
        if (rnd.chance(0.08)) {
          at += rnd.int(5, 60) * 1000
          data.metrics.push({
            sessionId,
            metricKey: 'search_no_results',
            metricValue: rnd.pick(NO_RESULT_TERMS),
            dateCreated: new Date(at).toISOString(),
          })
        }
      }
    }
  }
}
