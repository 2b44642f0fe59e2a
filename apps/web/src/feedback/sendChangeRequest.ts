import type { ChangeRequestInput } from '@quo/contract'
import { api } from '../api.js'

/** Sends a change request; the client answers `{success, …}` (docs/product.md §8), forms want a throw. */
export async function sendChangeRequest(input: ChangeRequestInput): Promise<void> {
  const result = await api.submitChangeRequest(input)
  if (!result.success) throw result.error
}
