import { and, eq, lt, sql } from 'drizzle-orm'
import { type Db, queryRows } from '../db/database.js'
import { identitySignInFailures } from '../db/schema/index.js'

/** Advisory-lock namespaces, so an account and an address never share a lock key. */
const ACCOUNT_LOCK = 0x5149_0001
const ADDRESS_LOCK = 0x5149_0002

/** Failures within a window: of the pair, of the address, of the account, and the oldest ones. */
interface SignInFailureCounts {
  pair: number
  address: number
  account: number
  /** Epoch seconds of the pair's oldest failure in the window, or null. */
  pairOldest: number | null
  /** Epoch seconds of the address's oldest failure in the window, or null. */
  addressOldest: number | null
}

/**
 * Takes the transaction locks of an account and an address, always in that order, so two
 * attempts cannot deadlock and attempts on either are judged one after another.
 */
export async function lockSignInAttempt(tx: Db, account: string, address: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${ACCOUNT_LOCK}, hashtext(${account}))`)
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${ADDRESS_LOCK}, hashtext(${address}))`)
}

/** The failures of an account and an address since `since` (an ISO 8601 instant). */
export async function countSignInFailures(
  tx: Db,
  account: string,
  address: string,
  since: string,
): Promise<SignInFailureCounts | undefined> {
  const [counts] = await queryRows<SignInFailureCounts>(
    tx,
    sql`SELECT
          count(*) FILTER (WHERE account = ${account} AND address = ${address})::int AS pair,
          count(*) FILTER (WHERE address = ${address})::int AS address,
          count(*) FILTER (WHERE account = ${account})::int AS account,
          extract(epoch FROM min(failed_at) FILTER (WHERE account = ${account} AND address = ${address}))::float8 AS "pairOldest",
          extract(epoch FROM min(failed_at) FILTER (WHERE address = ${address}))::float8 AS "addressOldest"
        FROM identity_sign_in_failures
        WHERE failed_at > ${since}::timestamptz AND (account = ${account} OR address = ${address})`,
  )
  return counts
}

export async function insertSignInFailure(tx: Db, account: string, address: string): Promise<void> {
  await tx.insert(identitySignInFailures).values({ account, address })
}

/** Clears the failures of one account from one address. */
export async function deleteSignInFailures(db: Db, account: string, address: string): Promise<void> {
  await db
    .delete(identitySignInFailures)
    .where(and(eq(identitySignInFailures.account, account), eq(identitySignInFailures.address, address)))
}

/** Deletes the failures older than `before`. */
export async function deleteSignInFailuresBefore(db: Db, before: Date): Promise<void> {
  await db.delete(identitySignInFailures).where(lt(identitySignInFailures.failedAt, before))
}
