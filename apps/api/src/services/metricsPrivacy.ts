import { normalizeSearchTerm, SEARCH_NO_RESULTS_METRIC } from '@quo/contract'

// What the metrics keep of a visitor (README "Metrics and privacy"): no address, no raw user
// agent, no page a visitor came from beyond its site. These reduce what the site sends before
// it is stored.

/** The browser family of a user agent: enough to see which browsers to test, not who it was. */
export function browserFamily(userAgent: string): string {
  if (/\bEdg(?:e|A|iOS)?\//.test(userAgent)) return 'Edge'
  if (/\b(?:OPR|Opera)\//.test(userAgent)) return 'Opera'
  // biome-ignore lint/plugin: a browser's name, not German text ("Samsung" ends like a German noun)
  if (/\bSamsungBrowser\//.test(userAgent)) return 'Samsung Internet'
  if (/\b(?:Firefox|FxiOS)\//.test(userAgent)) return 'Firefox'
  if (/\b(?:Chrome|CriOS|Chromium|HeadlessChrome)\//.test(userAgent)) return 'Chrome'
  if (/\bSafari\//.test(userAgent) && /\bAppleWebKit\//.test(userAgent)) return 'Safari'
  return 'other'
}

/** The operating system family of a user agent, without its version. */
export function osFamily(userAgent: string): string {
  if (/\b(?:iPhone|iPad|iPod)\b/.test(userAgent)) return 'iOS'
  if (/\bAndroid\b/.test(userAgent)) return 'Android'
  if (/\bWindows\b/.test(userAgent)) return 'Windows'
  if (/\bCrOS\b/.test(userAgent)) return 'ChromeOS'
  if (/\b(?:Macintosh|Mac OS X)\b/.test(userAgent)) return 'macOS'
  if (/\bLinux\b/.test(userAgent)) return 'Linux'
  return 'other'
}

/** The site a visitor came from (`https://www.google.com`), without path or query. */
export function referrerOrigin(referrer: string): string | null {
  try {
    const url = new URL(referrer)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null
  } catch {
    return null
  }
}

/** A search term without results as it is counted; null for none. */
export function storedMetricValue(metricKey: string, value: string | null | undefined): string | null {
  if (!value) return null
  if (metricKey !== SEARCH_NO_RESULTS_METRIC) return value
  return normalizeSearchTerm(value) || null
}
