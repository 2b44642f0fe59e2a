import type { MetricInput } from '@quo/contract'

// One visit of the embed: no cookie and no storage, which framed pages often may not use.
const session = crypto.randomUUID()

/**
 * An `embed_*` usage event (docs/product.md §3), sent with `keepalive` so that it outlives the page (a
 * click that opens the full site may be the visitor's last act on the partner's page).
 */
export function trackEmbed(key: `embed_${string}`, extra: Partial<MetricInput> = {}): void {
  const metric: MetricInput = {
    metric_key: key,
    session_id: session,
    route_full_path: location.pathname,
    referrer: document.referrer.slice(0, 500) || null,
    browser_language: navigator.language.slice(0, 35),
    ...extra,
  }
  void fetch('/api/metrics/', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(metric),
    keepalive: true,
    credentials: 'omit',
  }).catch(() => undefined)
}
