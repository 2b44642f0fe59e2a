import { count, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { buildApp } from '../src/app.js'
import { identitySignInFailures } from '../src/db/schema/index.js'
import { signIn, useListeningApp } from './oidcFlow.js'
import { freePort } from './serverProcess.js'

const WINDOW = 15 * 60

describe('failed sign-ins per account and address', () => {
  const signInLimits = { perAccountAndAddress: 3, perAddress: 100 }
  const listening = useListeningApp({ identity: { signInLimits } })
  const password = (email: string) => listening.passwords.get(email) as string

  it('answer 429 in German once an account had its failures from an address, even to parallel guesses', async () => {
    const origin = listening.origin()
    // A burst: attempts count while their passwords are still being checked.
    const burst = await Promise.all(
      Array.from({ length: 8 }, () => signIn(origin, 'staff@quo.local', 'falsch')),
    )
    const statuses = burst.map((r) => r.status).sort()
    // Exactly the allowed number of passwords is checked, whatever order the guesses arrive in.
    expect(statuses.filter((s) => s === 401).length).toBe(3)
    expect(statuses.filter((s) => s === 429).length).toBe(5)

    const right = await signIn(origin, 'staff@quo.local', password('staff@quo.local'))
    expect(right.status).toBe(429)
    if (right.status !== 429) return
    expect(right.page).toContain('Zu viele fehlgeschlagene Anmeldeversuche')
    expect(right.page).toContain('Minuten')
    expect(Number(right.retryAfter)).toBeGreaterThan(WINDOW - 120)
    expect(Number(right.retryAfter)).toBeLessThanOrEqual(WINDOW)
  })

  it('leave other accounts alone, and a success clears the account’s failures from its address', async () => {
    const origin = listening.origin()
    expect((await signIn(origin, 'messe@quo.local', 'falsch')).status).toBe(401)
    expect((await signIn(origin, 'messe@quo.local', password('messe@quo.local'))).status).toBe(200)
    const [rows] = await listening
      .database()
      .db.select({ n: count() })
      .from(identitySignInFailures)
      .where(eq(identitySignInFailures.account, 'messe@quo.local'))
    expect(rows?.n).toBe(0)
  })

  it('keep the limit in the database: a restarted or second process still refuses', async () => {
    const port = await freePort()
    const origin = `http://127.0.0.1:${port}`
    const second = await buildApp({
      database: listening.database(),
      identity: { publicUrl: origin, signInLimits },
    })
    await second.listen({ port, host: '127.0.0.1' })
    try {
      const res = await signIn(origin, 'staff@quo.local', password('staff@quo.local'))
      expect(res.status).toBe(429)
    } finally {
      await second.close()
    }
  })
})

describe('failed sign-ins per client address', () => {
  const listening = useListeningApp({
    identity: { signInLimits: { perAccountAndAddress: 100, perAddress: 4 } },
  })

  it('answer 429 once one address failed often enough, whichever accounts it tried', async () => {
    const origin = listening.origin()
    for (const email of ['gast@quo.local', 'gast@quo.local', 'messe@quo.local', 'niemand@quo.local'])
      expect((await signIn(origin, email, 'falsch')).status).toBe(401)
    const password = listening.passwords.get('staff@quo.local') as string
    const right = await signIn(origin, 'staff@quo.local', password)
    expect(right.status).toBe(429)
    if (right.status === 429) expect(right.page).toContain('Bitte warte ')
    // Without trusted proxies a forged X-Forwarded-For names no other address.
    const forged = await signIn(origin, 'staff@quo.local', password, { 'x-forwarded-for': '198.51.100.7' })
    expect(forged.status).toBe(429)
    const addresses = await listening
      .database()
      .db.selectDistinct({ address: identitySignInFailures.address })
      .from(identitySignInFailures)
    expect(addresses.map((a) => a.address)).toEqual(['127.0.0.1'])
  })
})

describe('failed sign-ins from other addresses (sign-in lockout as a weapon)', () => {
  const signInLimits = { perAccountAndAddress: 5, perAddress: 8, perAccountSlowdown: 5, slowdownMs: 500 }
  // Behind a trusted proxy (the tests' own address), X-Forwarded-For names the client.
  const listening = useListeningApp({
    trustProxy: ['127.0.0.1'],
    identity: { signInLimits },
  })
  const password = (email: string) => listening.passwords.get(email) as string
  const from = (address: string) => ({ 'x-forwarded-for': address })
  const attacker = from('203.0.113.66')
  const office = from('198.51.100.20')

  const failuresBy = async (address: string) => {
    const [rows] = await listening
      .database()
      .db.select({ n: count() })
      .from(identitySignInFailures)
      .where(eq(identitySignInFailures.address, address))
    return rows?.n
  }

  it('lock the attacker’s address out of the account, not the owner at another address', async () => {
    const origin = listening.origin()
    for (let i = 0; i < 5; i++)
      expect((await signIn(origin, 'staff@quo.local', 'falsch', attacker)).status).toBe(401)
    // Even the right password: the attacker's address has used up its guesses for this account.
    const guessed = await signIn(origin, 'staff@quo.local', password('staff@quo.local'), attacker)
    expect(guessed.status).toBe(429)
    if (guessed.status === 429) expect(guessed.page).toContain('Zu viele fehlgeschlagene Anmeldeversuche')

    // The owner, from an address that has not failed, gets in: slowed down (the account has had
    // its five failures, from anywhere), never locked.
    const started = performance.now()
    expect((await signIn(origin, 'staff@quo.local', password('staff@quo.local'), office)).status).toBe(200)
    expect(performance.now() - started).toBeGreaterThanOrEqual(signInLimits.slowdownMs)
    // The attacker is still refused: the owner's success cleared only the owner's address.
    expect((await signIn(origin, 'staff@quo.local', 'falsch', attacker)).status).toBe(429)
    expect(await failuresBy('203.0.113.66')).toBe(5)
    expect(await failuresBy('198.51.100.20')).toBe(0)
    // The owner's own typos from the office count for the office alone.
    expect((await signIn(origin, 'staff@quo.local', 'falsch', office)).status).toBe(401)
    expect((await signIn(origin, 'staff@quo.local', password('staff@quo.local'), office)).status).toBe(200)
  })

  it('cap one address across accounts, whichever accounts it tries', async () => {
    const origin = listening.origin()
    const sprayer = from('203.0.113.77')
    // Eight failures spread over accounts, none of them reaching the per-account limit.
    for (const email of ['gast@quo.local', 'messe@quo.local', 'niemand@quo.local', 'admin@quo.local'])
      for (let i = 0; i < 2; i++) expect((await signIn(origin, email, 'falsch', sprayer)).status).toBe(401)
    const right = await signIn(origin, 'gast@quo.local', password('gast@quo.local'), sprayer)
    expect(right.status).toBe(429)
    if (right.status === 429) expect(right.page).toContain('Bitte warte ')
    // An account it never tried is refused from there too, and reachable from elsewhere.
    expect((await signIn(origin, 'messe@quo.local', password('messe@quo.local'), sprayer)).status).toBe(429)
    expect((await signIn(origin, 'gast@quo.local', password('gast@quo.local'), office)).status).toBe(200)
  })

  it('hold across processes: a second API on the same database refuses the attacker, not the owner', async () => {
    const port = await freePort()
    const origin = `http://127.0.0.1:${port}`
    const second = await buildApp({
      database: listening.database(),
      trustProxy: ['127.0.0.1'],
      identity: { publicUrl: origin, signInLimits },
    })
    await second.listen({ port, host: '127.0.0.1' })
    try {
      const pw = password('staff@quo.local')
      expect((await signIn(origin, 'staff@quo.local', pw, attacker)).status).toBe(429)
      expect((await signIn(origin, 'staff@quo.local', pw, from('192.0.2.5'))).status).toBe(200)
    } finally {
      await second.close()
    }
  })
})
