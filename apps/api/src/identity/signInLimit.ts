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

/** Advisory-lock namespaces, so an account and an address never share a lock key. */
const ACCOUNT_LOCK = 0x5149_0001
const ADDRESS_LOCK = 0x5149_0002

/**
 * Brute-force limit of the sign-in form, counted in the database so it holds across restarts
 * and replicas. An attempt is recorded as a failure before the password is checked and cleared
 * if it succeeds, so parallel guesses count while they are still being checked. The decision
 * runs under transaction locks on the account and the address (always taken in that order, so
 * two attempts cannot deadlock): attempts are judged one after another, and a burst gets exactly
 * the allowed number of password checks, no more and no fewer.
 */
export function createSignInLimiter(db: Db, limits: SignInLimits = DEFAULT_SIGN_IN_LIMITS) {
  async function begin(account: string, address: string): Promise<Attempt> {
    const since = new Date(Date.now() - limits.windowSeconds * 1000).toISOString()
    const decision = await db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${ACCOUNT_LOCK}, hashtext(${account}))`)
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${ADDRESS_LOCK}, hashtext(${address}))`)
      const [counts] = await queryRows<{
        account: number
        address: number
        accountOldest: number | null
        addressOldest: number | null
      }>(
        tx,
        sql`SELECT
              count(*) FILTER (WHERE account = ${account})::int AS account,
              count(*) FILTER (WHERE address = ${address})::int AS address,
              extract(epoch FROM min(failed_at) FILTER (WHERE account = ${account}))::float8 AS "accountOldest",
              extract(epoch FROM min(failed_at) FILTER (WHERE address = ${address}))::float8 AS "addressOldest"
            FROM identity_sign_in_failures
            WHERE failed_at > ${since}::timestamptz AND (account = ${account} OR address = ${address})`,
      )
      // A refused attempt checks no password, so it is not recorded (and does not extend the wait).
      const overAccount = (counts?.account ?? 0) >= limits.perAccount
      const overAddress = (counts?.address ?? 0) >= limits.perAddress
      if (overAccount || overAddress) {
        const oldest = Math.max(
          overAccount ? (counts?.accountOldest ?? 0) : 0,
          overAddress ? (counts?.addressOldest ?? 0) : 0,
        )
        return { limited: true as const, oldest }
      }
      await tx.insert(identitySignInFailures).values({ account, address })
      return { limited: false as const }
    })
    if (decision.limited) {
      const retryAfterSeconds = Math.max(
        1,
        Math.ceil(decision.oldest + limits.windowSeconds - Date.now() / 1000),
      )
      return { limited: true, retryAfterSeconds }
    }
    return {
      limited: false,
      async succeeded() {
        // The attempt's own row is the account's too.
        await db.delete(identitySignInFailures).where(eq(identitySignInFailures.account, account))
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
