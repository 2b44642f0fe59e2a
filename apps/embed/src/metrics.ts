import type { MetricInput } from '@quo/contract'

// One visit of the embed: no cookie and no storage, which framed pages often may not use.
const session = crypto.randomUUID()

/** An `embed_*` usage event (spec §3), sent as a beacon so that leaving the page keeps it. */
export function trackEmbed(key: `embed_${string}`, extra: Partial<MetricInput> = {}): void {
  const metric: MetricInput = {
    metric_key: key,
    session_id: session,
    route_full_path: location.pathname,
    referrer: document.referrer.slice(0, 500) || null,
    browser_language: navigator.language.slice(0, 35),
    ...extra,
  }
  const body = new Blob([JSON.stringify(metric)], { type: 'application/json' })
  if (!navigator.sendBeacon?.('/api/metrics/', body)) {
    void fetch('/api/metrics/', { method: 'POST', body, keepalive: true, credentials: 'omit' }).catch(
      () => undefined,
    )
  }
}
