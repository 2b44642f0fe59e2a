import { Conflict, NotFound } from './domainErrors.js'

/** The SQLSTATE of a driver error, looking through wrappers (drizzle keeps the driver's error as `cause`). */
export function pgCode(err: unknown): string | undefined {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code
  }
  return undefined
}

/**
 * Runs a write and turns constraint violations into client errors: a reference to a row
 * that does not exist is a 404, a duplicate a 409 — never a 500 for a client's mistake.
 */
export async function mapConstraintErrors<T>(
  write: () => Promise<T>,
  messages: { duplicate?: string } = {},
): Promise<T> {
  try {
    return await write()
  } catch (err) {
    const code = pgCode(err)
    if (code === '23503') throw new NotFound('A referenced record does not exist')
    if (code === '23505') throw new Conflict(messages.duplicate ?? 'This record exists already')
    throw err
  }
}
