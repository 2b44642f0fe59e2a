/** A job that runs again and again beside the requests, and can be stopped. */
export interface BackgroundJob {
  /** No further run starts; resolves once the run in progress (if any) has ended. */
  stop(): Promise<void>
}

/**
 * Runs `run` after `firstDelayMs`, then `intervalMs` after each run ended (runs never overlap).
 * The timers do not keep the process alive; `run` is told through `stopped()` when to give up
 * early. A run's failure is `run`'s to report: the job goes on.
 */
export function repeatInBackground(
  run: (stopped: () => boolean) => Promise<void>,
  { firstDelayMs, intervalMs }: { firstDelayMs: number; intervalMs: number },
): BackgroundJob {
  let stopped = false
  let running: Promise<void> | undefined
  let timer: NodeJS.Timeout | undefined
  const schedule = (delayMs: number) => {
    timer = setTimeout(() => {
      running = run(() => stopped)
        .catch(() => undefined)
        .finally(() => {
          running = undefined
          if (!stopped) schedule(intervalMs)
        })
    }, delayMs)
    timer.unref()
  }
  schedule(firstDelayMs)
  return {
    async stop() {
      stopped = true
      clearTimeout(timer)
      await running
    },
  }
}
