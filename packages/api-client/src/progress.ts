export interface ProgressState {
  /** The bar is on screen. */
  visible: boolean
  /** 0 to 1; reaches 1 when the last request has finished. */
  value: number
  /** A request of this run failed; the bar shows it until it hides. */
  failed: boolean
}

export interface ProgressTiming {
  /** Requests faster than this never show the bar. */
  throttleMs: number
  /** The bar creeps towards the end over about this long. */
  growMs: number
  /** The finished bar stays this long before it hides. */
  hideMs: number
  tickMs: number
}

export const PROGRESS_TIMING: ProgressTiming = { throttleMs: 200, growMs: 5000, hideMs: 500, tickMs: 100 }

type Listener = (state: ProgressState) => void

/**
 * The loading bar's model (docs/product.md §4): it starts once requests have run 200 ms, grows over about
 * 5 s without ever claiming to be done, completes when the last request ends and hides 500 ms
 * later; an errored request marks it failed. A UI subscribes and draws the state.
 */
export class LoadingProgress {
  private pending = 0
  private state: ProgressState = { visible: false, value: 0, failed: false }
  private listeners = new Set<Listener>()
  private startTimer: ReturnType<typeof setTimeout> | undefined
  private tickTimer: ReturnType<typeof setInterval> | undefined
  private hideTimer: ReturnType<typeof setTimeout> | undefined
  private shownAt = 0

  constructor(private readonly timing: ProgressTiming = PROGRESS_TIMING) {}

  get current(): ProgressState {
    return this.state
  }

  /** Calls `listener` on every change; returns the unsubscribe function. */
  subscribe(listener: Listener): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  begin(): void {
    this.pending++
    if (this.pending > 1) return
    clearTimeout(this.hideTimer)
    if (this.state.visible) return void this.set({ ...this.state, value: this.grown() })
    this.startTimer = setTimeout(() => this.show(), this.timing.throttleMs)
  }

  end(ok: boolean): void {
    if (this.pending === 0) return
    this.pending--
    if (!ok) this.set({ ...this.state, failed: true })
    if (this.pending > 0) return
    clearTimeout(this.startTimer)
    clearInterval(this.tickTimer)
    // A fast request that failed still shows briefly, so the failure is seen.
    if (!this.state.visible && !this.state.failed) return
    this.set({ visible: true, value: 1, failed: this.state.failed })
    this.hideTimer = setTimeout(
      () => this.set({ visible: false, value: 0, failed: false }),
      this.timing.hideMs,
    )
  }

  private show(): void {
    this.shownAt = Date.now()
    this.set({ visible: true, value: 0, failed: this.state.failed })
    this.tickTimer = setInterval(() => this.set({ ...this.state, value: this.grown() }), this.timing.tickMs)
  }

  /** Eases towards 0.95 over `growMs`, then waits there for the last request. */
  private grown(): number {
    const t = Math.min(1, (Date.now() - this.shownAt) / this.timing.growMs)
    return Math.round(0.95 * (1 - (1 - t) ** 2) * 1000) / 1000
  }

  private set(next: ProgressState): void {
    this.state = next
    for (const l of this.listeners) l(next)
  }
}
