export type { ChangeRequestResult } from './calls/anonymousWrites.js'
export type { StepsResult } from './calls/multiStep.js'
export { toSearchParams } from './calls/staffReads.js'
export {
  type ApiClient,
  type ApiClientOptions,
  createApiClient,
  createPublicApiClient,
  type PublicApiClient,
} from './createApiClient.js'
export { ApiError } from './errors.js'
export { LoadingProgress, PROGRESS_TIMING, type ProgressState, type ProgressTiming } from './progress.js'
export type { Call, ResponseSchemas, SchemaOf, Transport } from './transport.js'
