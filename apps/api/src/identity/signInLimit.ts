import type { Db } from '../db/database.js'
import {
  countSignInFailures,
  deleteSignInFailures,
  deleteSignInFailuresBefore,
  insertSignInFailure,
  lockSignInAttempt,
} from '../repositories/signInFailureRepository.js'

export interface SignInLimits {
  /**
   * Failed sign-ins one account may have from one client address within the window; then that
   * address is refused for that account. Other addresses, the owner's among them, are not.
   */
  perAccountAndAddress: number
  /** Failed sign-ins one client address may have within the window, across all accounts. */
  perAddress: number
  /**
   * Failed sign-ins of one account within the window, from all addresses, after which every
   * password check for it waits `slowdownMs` first. Slowed, never locked: failures alone must
   * not lock an owner out.
   */
  perAccountSlowdown: number
  slowdownMs: number
  windowSeconds: number
}

export const DEFAULT_SIGN_IN_LIMITS: SignInLimits = {
  perAccountAndAddress: 5,
  perAddress: 30,
  perAccountSlowdown: 50,
  slowdownMs: 2000,
  windowSeconds: 15 * 60,
}

export type Attempt =
  | { limited: true; retryAfterSeconds: number }
  /**
   * Not limited: a failure keeps the recorded row; call `succeeded` to clear the failures of this
   * account from this address. `delayMs`: how long to wait before checking the password.
   */
  | { limited: false; delayMs: number; succeeded(): Promise<void> }

/**
 * Brute-force limit of the sign-in form, counted in the database so it holds across restarts
 * and replicas. As OWASP's authentication guidance recommends, failures lock a pair of account
 * and client address, not the account: anyone failing five times from their address cannot keep
 * the owner, at another address, out. One address is also capped across accounts (password
 * spraying), and an account failing from many addresses is slowed down, not locked.
 *
 * An attempt is recorded as a failure before the password is checked and cleared if it
 * succeeds, so parallel guesses count while they are still being checked. The decision runs
 * under transaction locks on the account and the address (always taken in that order, so two
 * attempts cannot deadlock): attempts are judged one after another, and a burst gets exactly the
 * allowed number of password checks, no more and no fewer.
 */
export function createSignInLimiter(db: Db, limits: SignInLimits = DEFAULT_SIGN_IN_LIMITS) {
  async function begin(account: string, address: string): Promise<Attempt> {
    const since = new Date(Date.now() - limits.windowSeconds * 1000).toISOString()
    const decision = await db.transaction(async (tx) => {
      await lockSignInAttempt(tx, account, address)
      const counts = await countSignInFailures(tx, account, address, since)
      // A refused attempt checks no password, so it is not recorded (and does not extend the wait).
      const overPair = (counts?.pair ?? 0) >= limits.perAccountAndAddress
      const overAddress = (counts?.address ?? 0) >= limits.perAddress
      if (overPair || overAddress) {
        const oldest = Math.max(
          overPair ? (counts?.pairOldest ?? 0) : 0,
          overAddress ? (counts?.addressOldest ?? 0) : 0,
        )
        return { limited: true as const, oldest }
      }
      await insertSignInFailure(tx, account, address)
      return { limited: false as const, slow: (counts?.account ?? 0) >= limits.perAccountSlowdown }
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
      delayMs: decision.slow ? limits.slowdownMs : 0,
      async succeeded() {
        // Only this pair's: the attempt's own row and earlier typos from here. Failures from other
        // addresses stay, so an owner signing in does not hand an attacker fresh guesses.
        await deleteSignInFailures(db, account, address)
      },
    }
  }

  async function deleteExpired(now = new Date()): Promise<void> {
    const before = new Date(now.getTime() - limits.windowSeconds * 1000)
    await deleteSignInFailuresBefore(db, before)
  }

  return { begin, deleteExpired }
}

export type SignInLimiter = ReturnType<typeof createSignInLimiter>
