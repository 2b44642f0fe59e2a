/** One request of the load: when it started and ended, and how it went. */
export interface Outcome {
  path: string
  start: number
  end: number
  /** The HTTP status, or 0 when no answer came (refused, cut, timed out). */
  status: number
  replica: string | null
}

export interface SteadyLoad {
  /** Stops sending and resolves with every request's outcome once the last one is back. */
  stop(): Promise<Outcome[]>
}

/**
 * Visitors' public reads at a bounded rate: `clients` loops, each sending one request at a
 * time and pausing `pauseMs` between them, over `paths` in turn. Bounded, so a slower
 * cluster shows as latency rather than as a queue that grows.
 */
export function steadyLoad(
  origin: string,
  paths: readonly string[],
  {
    clients = 4,
    pauseMs = 20,
    timeoutMs = 10_000,
  }: { clients?: number; pauseMs?: number; timeoutMs?: number } = {},
): SteadyLoad {
  const outcomes: Outcome[] = []
  let running = true
  const loop = async (client: number) => {
    for (let i = client; running; i++) {
      const path = paths[i % paths.length] as string
      const start = performance.now()
      let status = 0
      let replica: string | null = null
      try {
        const res = await fetch(`${origin}${path}`, {
          signal: AbortSignal.timeout(timeoutMs),
          headers: { 'accept-encoding': 'br, gzip' },
        })
        await res.arrayBuffer()
        status = res.status
        replica = res.headers.get('x-quo-replica')
      } catch {
        status = 0
      }
      outcomes.push({ path, start, end: performance.now(), status, replica })
      await new Promise((r) => setTimeout(r, pauseMs))
    }
  }
  const loops = Array.from({ length: clients }, (_, n) => loop(n))
  return {
    async stop() {
      running = false
      await Promise.all(loops)
      return outcomes
    },
  }
}

/** The p-th percentile (0–100) of request durations in milliseconds. */
export function percentile(outcomes: readonly Outcome[], p: number): number {
  const durations = outcomes.map((o) => o.end - o.start).sort((a, b) => a - b)
  if (durations.length === 0) return Number.NaN
  return durations[Math.min(durations.length - 1, Math.floor((p / 100) * durations.length))] as number
}

/** Outcomes a visitor would call failed: no answer, or a server error. */
export const failed = (outcomes: readonly Outcome[]) =>
  outcomes.filter((o) => o.status === 0 || o.status >= 500)
