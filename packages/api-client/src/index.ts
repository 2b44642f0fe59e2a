export type { ApiClient, ApiClientOptions } from './createApiClient.js'
export { createApiClient } from './createApiClient.js'
