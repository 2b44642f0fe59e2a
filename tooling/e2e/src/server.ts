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
function slotIndex(): number {
  return (Number(process.env.VITEST_POOL_ID ?? 1) - 1) % inject('servers').length
}

function slot(): ServerSlot {
  const server = inject('servers')[slotIndex()]
  if (!server) throw new Error('no product server was started')
  return server
}

async function controlServer(action: 'pause' | 'resume' | 'deploy') {
  const response = await fetch(`${inject('controlOrigin')}/${action}/${slotIndex()}`, { method: 'POST' })
  if (response.status !== 204)
    throw new Error(`${action} of the product server failed: ${await response.text()}`)
}

/** Stops this file's product server (SIGTERM): pages find it unreachable until `resumeServer`. */
export const pauseServer = () => controlServer('pause')
/** Starts this file's product server again on its data and port, as after a restart. */
export const resumeServer = () => controlServer('resume')

/** Restarts this file's product server on a new release of the public site (productServer.ts). */
export const deployNewRelease = () => controlServer('deploy')

export const serverOrigin = () => slot().origin
export const serverPort = () => slot().port
export const staffPassword = () => slot().staffPassword
export const guestPassword = () => slot().guestPassword
export const fairEditorPassword = () => slot().fairEditorPassword
