import { randomBytes, scryptSync } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { hashPassword, SCRYPT_COST, verifyPassword } from '../identity/passwords.js'

describe('password hashes', () => {
  it('use scrypt at OWASP cost, with the parameters in the hash', async () => {
    expect(SCRYPT_COST.N).toBeGreaterThanOrEqual(2 ** 17)
    const hash = await hashPassword('richtig')
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$[\w-]{22}\$[\w-]{43}$/)
    expect(await verifyPassword(hash, 'richtig')).toEqual({ ok: true, needsRehash: false })
    expect(await verifyPassword(hash, 'falsch')).toEqual({ ok: false, needsRehash: false })
    expect(await hashPassword('richtig')).not.toBe(hash)
  })

  it('verify hashes of the first format and ask for a stronger one', async () => {
    const salt = randomBytes(16)
    const legacy = `${salt.toString('hex')}:${scryptSync('alt', salt, 32).toString('hex')}`
    expect(await verifyPassword(legacy, 'alt')).toEqual({ ok: true, needsRehash: true })
    expect(await verifyPassword(legacy, 'neu')).toEqual({ ok: false, needsRehash: false })
  })

  it('refuse unknown accounts and broken hashes', async () => {
    expect((await verifyPassword(undefined, 'x')).ok).toBe(false)
    expect((await verifyPassword('kaputt', 'x')).ok).toBe(false)
    expect((await verifyPassword('scrypt$131072$8$1$$', 'x')).ok).toBe(false)
  })

  it('hash off the event loop', async () => {
    let ticks = 0
    const timer = setInterval(() => ticks++, 5)
    await hashPassword('richtig')
    clearInterval(timer)
    expect(ticks).toBeGreaterThan(3)
  })
})
