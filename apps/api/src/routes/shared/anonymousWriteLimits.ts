import { Problem } from '@quo/contract'

export interface AnonymousWriteLimits {
  /** Change requests and contest entries per IP and minute. */
  formsPerMinute: number
  /** Metric requests per IP and minute. */
  metricsPerMinute: number
}

export const DEFAULT_LIMITS: AnonymousWriteLimits = { formsPerMinute: 10, metricsPerMinute: 600 }

/** What every write made without signing in documents besides its success. */
export const anonymousWriteProblems = {
  400: Problem,
  403: Problem,
  404: Problem,
  409: Problem,
  413: Problem,
  415: Problem,
  429: Problem,
}
