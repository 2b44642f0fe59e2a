import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto'

/** OWASP's scrypt minimum (2^17, 8, 1): about 128 MiB and a few hundred ms per hash. */
export const SCRYPT_COST = { N: 2 ** 17, r: 8, p: 1 } as const
const KEY_LENGTH = 32

/**
 * Each hash holds 128 MiB while it runs: at most two at a time, so a flood of sign-ins waits
 * in line instead of exhausting memory (and keeps libuv's pool free for file and DNS work).
 */
const MAX_CONCURRENT = 2
let running = 0
const waiting: (() => void)[] = []

async function derive(
  password: string,
  salt: Buffer,
  cost: { N: number; r: number; p: number },
): Promise<Buffer> {
  // A finished hash hands its slot straight to the next in line.
  if (running < MAX_CONCURRENT) running++
  else await new Promise<void>((resolve) => waiting.push(resolve))
  try {
    // Node's default maxmem (32 MiB) is below what N=2^17 needs (128·N·r bytes).
    const options: ScryptOptions = { ...cost, maxmem: 256 * cost.N * cost.r + 1024 * 1024 }
    return await new Promise<Buffer>((resolve, reject) =>
      // Asynchronous: a hash runs on libuv's pool, so sign-ins do not stall other requests.
      scrypt(password, salt, KEY_LENGTH, options, (err, key) => (err ? reject(err) : resolve(key))),
    )
  } finally {
    const next = waiting.shift()
    if (next) next()
    else running--
  }
}

/** `scrypt$N$r$p$salt$hash` (base64url): the cost travels with the hash, so it can be raised later. */
export async function hashPassword(password: string, cost = SCRYPT_COST): Promise<string> {
  const salt = randomBytes(16)
  const key = await derive(password, salt, cost)
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$')
}

interface Parsed {
  cost: { N: number; r: number; p: number }
  salt: Buffer
  key: Buffer
}

function parse(stored: string): Parsed | undefined {
  const modern = stored.match(/^scrypt\$(\d+)\$(\d+)\$(\d+)\$([\w-]+)\$([\w-]+)$/)
  if (modern) {
    const [, N, r, p, salt, key] = modern
    return {
      cost: { N: Number(N), r: Number(r), p: Number(p) },
      salt: Buffer.from(salt as string, 'base64url'),
      key: Buffer.from(key as string, 'base64url'),
    }
  }
  // The first format (`salt:hash` in hex) used scryptSync's defaults.
  const legacy = stored.match(/^([0-9a-f]+):([0-9a-f]+)$/)
  if (legacy) {
    return {
      cost: { N: 2 ** 14, r: 8, p: 1 },
      salt: Buffer.from(legacy[1] as string, 'hex'),
      key: Buffer.from(legacy[2] as string, 'hex'),
    }
  }
  return undefined
}

/** A valid hash of no password: unknown accounts cost the same time as known ones. */
let decoy: Promise<string> | undefined

export interface Verification {
  ok: boolean
  /** The hash is weaker than today's cost: store a new one now that the password is known. */
  needsRehash: boolean
}

export async function verifyPassword(stored: string | undefined, password: string): Promise<Verification> {
  decoy ??= hashPassword(randomBytes(16).toString('hex'))
  const parsed = parse(stored ?? (await decoy))
  if (!parsed || parsed.key.length === 0) return { ok: false, needsRehash: false }
  const actual = await derive(password, parsed.salt, parsed.cost)
  const ok =
    stored !== undefined && actual.length === parsed.key.length && timingSafeEqual(actual, parsed.key)
  const { N, r, p } = parsed.cost
  const weaker = N < SCRYPT_COST.N || r < SCRYPT_COST.r || p < SCRYPT_COST.p || !stored?.startsWith('scrypt$')
  return { ok, needsRehash: ok && weaker }
}
