import type {
  ChangeRequest,
  ChangeRequestInput,
  ContestParticipationInput,
  MetricsInput,
} from '@quo/contract'
import type { z } from 'zod'
import { ApiError } from '../errors.js'
import type { Transport } from '../transport.js'

/** docs/product.md §8: a change request answers success with the record on 201, else the error. */
export type ChangeRequestResult = { success: true; data: ChangeRequest } | { success: false; error: ApiError }

/** Writes anybody may make; no token is sent even when someone is signed in. */
export function anonymousWrites(request: Transport) {
  return {
    participate: (input: z.input<typeof ContestParticipationInput>) =>
      request({
        method: 'post',
        path: 'contest/participant/',
        schema: (s) => s.ContestParticipation,
        json: input,
        success: 201,
      }),

    async submitChangeRequest(input: z.input<typeof ChangeRequestInput>): Promise<ChangeRequestResult> {
      try {
        const data = await request({
          method: 'post',
          path: 'items/change-requests/',
          schema: (s) => s.ChangeRequest,
          json: input,
          success: 201,
        })
        return { success: true, data }
      } catch (err) {
        return {
          success: false,
          error: err instanceof ApiError ? err : new ApiError(0, undefined, String(err)),
        }
      }
    },

    /** Usage events; not followed on the loading bar. */
    sendMetrics: (events: z.input<typeof MetricsInput>) =>
      request({
        method: 'post',
        path: 'metrics/',
        schema: (s) => s.MetricsAccepted,
        json: events,
        success: 202,
        progress: false,
      }),
  }
}
