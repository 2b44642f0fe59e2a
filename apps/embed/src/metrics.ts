import type { MetricInput } from '@quo/contract'

// One visit of the embed: no cookie and no storage, which framed pages often may not use.
const session = crypto.randomUUID()

/** Events whose sending failed (offline): kept in memory only, for as long as the page lives. */
const waiting: { metric: MetricInput; at: number }[] = []
const MAX_WAITING = 200

/** Sends events, each with its id, so that one sent twice is stored once (the API deduplicates). */
async function send(batch: { metric: MetricInput; at: number }[]): Promise<void> {
  const now = performance.now()
  const body = batch.map(({ metric, at }) => ({ ...metric, age_ms: Math.round(now - at) }))
  try {
    const response = await fetch('/api/metrics/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body.length === 1 ? body[0] : body),
      keepalive: true,
      credentials: 'omit',
    })
    // Refused (400, 413, 429) is final; a server that failed may take them later.
    if (response.status < 500) return
  } catch {
    // No network: below.
  }
  waiting.push(...batch.slice(0, MAX_WAITING - waiting.length))
}

// The network is back: what was counted offline goes out, once.
addEventListener('online', () => void send(waiting.splice(0)))

/**
 * An `embed_*` usage event (docs/product.md §3), sent with `keepalive` so that it outlives the page (a
 * click that opens the full site may be the visitor's last act on the partner's page). Offline it
 * waits, without storage, until the network returns.
 */
export function trackEmbed(key: `embed_${string}`, extra: Partial<MetricInput> = {}): void {
  const metric: MetricInput = {
    metric_key: key,
    session_id: session,
    event_id: crypto.randomUUID(),
    route_full_path: location.pathname,
    referrer: document.referrer.slice(0, 500) || null,
    browser_language: navigator.language.slice(0, 35),
    ...extra,
  }
  void send([{ metric, at: performance.now() }])
}
