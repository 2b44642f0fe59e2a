import { createPublicApiClient, LoadingProgress } from '@quo/api-client'

/** The loading bar's model; every call but metrics reports to it (docs/product.md §4). */
export const progress = new LoadingProgress()

/** The API of the host the site was opened under (the API serves the site). */
export const api = createPublicApiClient({
  baseUrl: new URL('/api', window.location.origin).toString(),
  progress,
  // The API checks its answers against the contract; the browser does so in development and tests.
  validate: import.meta.env.DEV,
})
