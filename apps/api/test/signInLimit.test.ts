import { createServer } from 'node:net'
import { count, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { buildApp } from '../src/app.js'
import { identitySignInFailures } from '../src/db/schema/index.js'
import { signIn, useListeningApp } from './oidcFlow.js'

const WINDOW = 15 * 60

describe('failed sign-ins per account', () => {
  const signInLimits = { perAccount: 3, perAddress: 100 }
  const listening = useListeningApp({ identity: { signInLimits } })
  const password = (email: string) => listening.passwords.get(email) as string

  it('answer 429 in German once an account had its failures, even to parallel guesses', async () => {
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

  it('leave other accounts alone, and a success clears the account’s failures', async () => {
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
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as { port: number }
        probe.close(() => resolve(port))
      })
    })
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
  const listening = useListeningApp({ identity: { signInLimits: { perAccount: 100, perAddress: 4 } } })

  it('answer 429 once one address failed often enough, whichever accounts it tried', async () => {
    const origin = listening.origin()
    for (const email of ['gast@quo.local', 'gast@quo.local', 'messe@quo.local', 'niemand@quo.local'])
      expect((await signIn(origin, email, 'falsch')).status).toBe(401)
    const password = listening.passwords.get('staff@quo.local') as string
    const right = await signIn(origin, 'staff@quo.local', password)
    expect(right.status).toBe(429)
    if (right.status === 429) expect(right.page).toContain('Bitte warten Sie')
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
