import { inject } from 'vitest'

export interface ServerSlot {
  origin: string
  port: number
  /** Password of the demo staff account (staff@quo.local), as the server's first start printed it. */
  staffPassword: string
  /** Password of the demo account without the staff role (gast@quo.local). */
  guestPassword: string
  /** Password of the demo editor of the trade fair's map only (messe@quo.local). */
  fairEditorPassword: string
}

/**
 * The product server of this file's worker slot. Vitest numbers the slots 1…E2E_WORKERS and runs
 * one file at a time in each, so a file has its server to itself, with whatever the files before
 * it in the same slot left behind.
 */
function slot(): ServerSlot {
  const servers = inject('servers')
  const id = Number(process.env.VITEST_POOL_ID ?? 1)
  const server = servers[(id - 1) % servers.length]
  if (!server) throw new Error('no product server was started')
  return server
}

export const serverOrigin = () => slot().origin
export const serverPort = () => slot().port
export const staffPassword = () => slot().staffPassword
export const guestPassword = () => slot().guestPassword
export const fairEditorPassword = () => slot().fairEditorPassword
