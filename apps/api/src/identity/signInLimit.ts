import { eq, lt, sql } from 'drizzle-orm'
import { type Db, queryRows } from '../db/database.js'
import { identitySignInFailures } from '../db/schema/index.js'

export interface SignInLimits {
  /** Failed sign-ins one account may have within the window. */
  perAccount: number
  /** Failed sign-ins one client address may have within the window (across accounts). */
  perAddress: number
  windowSeconds: number
}

export const DEFAULT_SIGN_IN_LIMITS: SignInLimits = { perAccount: 5, perAddress: 20, windowSeconds: 15 * 60 }

export type Attempt =
  | { limited: true; retryAfterSeconds: number }
  /** Not limited: a failure keeps the recorded row; call `succeeded` to clear the account's. */
  | { limited: false; succeeded(): Promise<void> }

/**
 * Brute-force limit of the sign-in form, counted in the database so it holds across restarts
 * and replicas. Every attempt is recorded as a failure before the password is checked and
 * cleared if it succeeds: parallel guesses count while they are still being checked, so a burst
 * cannot slip past the limit.
 */
export function createSignInLimiter(db: Db, limits: SignInLimits = DEFAULT_SIGN_IN_LIMITS) {
  async function begin(account: string, address: string): Promise<Attempt> {
    const [row] = await db
      .insert(identitySignInFailures)
      .values({ account, address })
      .returning({ id: identitySignInFailures.id })
    const id = row?.id as number
    const since = new Date(Date.now() - limits.windowSeconds * 1000).toISOString()
    const [counts] = await queryRows<{
      account: number
      address: number
      accountOldest: number | null
      addressOldest: number | null
    }>(
      db,
      sql`SELECT
            count(*) FILTER (WHERE account = ${account})::int AS account,
            count(*) FILTER (WHERE address = ${address})::int AS address,
            extract(epoch FROM min(failed_at) FILTER (WHERE account = ${account}))::float8 AS "accountOldest",
            extract(epoch FROM min(failed_at) FILTER (WHERE address = ${address}))::float8 AS "addressOldest"
          FROM identity_sign_in_failures
          WHERE failed_at > ${since}::timestamptz AND (account = ${account} OR address = ${address})`,
    )
    const overAccount = (counts?.account ?? 0) > limits.perAccount
    const overAddress = (counts?.address ?? 0) > limits.perAddress
    const remove = async () => {
      await db.delete(identitySignInFailures).where(eq(identitySignInFailures.id, id))
    }
    if (overAccount || overAddress) {
      // A refused attempt checks no password, so it does not count (and does not extend the wait).
      await remove()
      const oldest = Math.max(
        overAccount ? (counts?.accountOldest ?? 0) : 0,
        overAddress ? (counts?.addressOldest ?? 0) : 0,
      )
      const retryAfterSeconds = Math.max(1, Math.ceil(oldest + limits.windowSeconds - Date.now() / 1000))
      return { limited: true, retryAfterSeconds }
    }
    return {
      limited: false,
      async succeeded() {
        await db.delete(identitySignInFailures).where(eq(identitySignInFailures.account, account))
        await remove()
      },
    }
  }

  async function deleteExpired(now = new Date()): Promise<void> {
    const before = new Date(now.getTime() - limits.windowSeconds * 1000)
    await db.delete(identitySignInFailures).where(lt(identitySignInFailures.failedAt, before))
  }

  return { begin, deleteExpired }
}

export type SignInLimiter = ReturnType<typeof createSignInLimiter>
