import { Problem, SystemStatus } from '@quo/contract'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { sender, useTokenApp } from './staffTokens.js'

// The shared rate-limit counters are an optimisation
// (docs/decisions/0021-redis-rate-limit-fallback.md). With a Redis that nothing listens on,
// anonymous writes must still be answered at once, counted per process.

const lines: { level: number; msg: string }[] = []
const logger = {
  level: 'info',
  stream: { write: (line: string) => lines.push(JSON.parse(line) as { level: number; msg: string }) },
}
const consoleErrors: string[] = []
beforeAll(() => {
  // ioredis prints errors nobody listens to ("[ioredis] Unhandled error event") on the console.
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args.map(String).join(' '))
  })
})
afterAll(() => vi.restoreAllMocks())

const unreachable = useTokenApp({ redisUrl: 'redis://127.0.0.1:1', limits: { formsPerMinute: 2 }, logger })

describe('rate limits while Redis does not answer', () => {
  it('answer anonymous writes at once, counted per process', async () => {
    const entry = { contestId: 999_999, name: 'D', email: 'd@example.li', answer: 'x', fillMs: 5000 }
    const answers: { status: number; ms: number; body: string }[] = []
    for (let i = 0; i < 3; i++) {
      const start = performance.now()
      const res = await unreachable
        .app()
        .inject({ method: 'POST', url: '/api/contest/participant/', payload: entry })
      answers.push({ status: res.statusCode, ms: performance.now() - start, body: res.body })
    }
    // The contest is unknown: 404 twice, then the process's own limit of two a minute.
    expect(answers.map((a) => a.status)).toEqual([404, 404, 429])
    expect(Problem.parse(JSON.parse(answers[2]?.body ?? '{}')).detail).toMatch(/^Too many requests/)
    // Before the fix each waited ~4 s for ioredis to give up, then answered 500. A first answer
    // on a CI machine running every suite at once has taken 1.9 s, so the bar sits between.
    for (const a of answers) expect(a.ms).toBeLessThan(2_500)

    const metric = await unreachable.app().inject({
      method: 'POST',
      url: '/api/metrics/',
      payload: { metric_key: 'app_start', session_id: 'redis-down-1' },
    })
    expect(metric.statusCode, metric.body).toBe(202)
  })

  it('say so once in the log, with no unhandled Redis errors', async () => {
    // Reconnect attempts go on meanwhile; none of them may add a line.
    await new Promise((r) => setTimeout(r, 600))
    const notices = lines.filter((l) => /rate limits count per process/.test(l.msg))
    expect(notices).toHaveLength(1)
    expect(notices[0]?.level).toBe(40)
    expect(lines.filter((l) => l.level >= 50)).toEqual([])
    expect(consoleErrors.filter((l) => /ioredis/i.test(l))).toEqual([])
  })

  it('say so in the system status', async () => {
    const admin = sender(unreachable, { roles: ['staff', 'admin'] })
    const res = await admin('GET', '/api/system/status/')
    expect(res.statusCode, res.body).toBe(200)
    const status = SystemStatus.parse(res.json())
    expect(status.redis?.ok).toBe(false)
    expect(status.redis?.detail).toMatch(/rate limits count per process/)
    expect(unreachable.app().rateLimitCounters()).toBe('per-process')
  })
})
