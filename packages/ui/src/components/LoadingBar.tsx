import { useCallback, useSyncExternalStore } from 'react'
import { cx } from '../cx.js'
import { MESSAGES } from '../messages.js'

export interface LoadingBarProps {
  /** Whether the bar shows; it stays in the DOM while hidden so it can fade out. */
  visible: boolean
  /** Progress from 0 to 1; values outside are clamped. */
  value: number
  /** Marks the load as failed (docs/product.md §8): the bar turns red. */
  failed?: boolean
  /** Accessible name; default "Ladefortschritt". */
  label?: string
}

/**
 * Thin progress bar at the top of the page while routes and data load (docs/product.md §4 "Loading bar").
 * Timing (throttle, growth, hiding) belongs to the caller; the bar only draws `value`.
 *
 * @example
 * <LoadingBar visible={loading} value={progress} failed={failed} />
 */
export function LoadingBar({ visible, value, failed = false, label = MESSAGES.loading }: LoadingBarProps) {
  const percent = Math.round(Math.min(1, Math.max(0, Number.isFinite(value) ? value : 0)) * 100)
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={failed ? MESSAGES.loadingFailed : undefined}
      aria-hidden={visible ? undefined : true}
      data-failed={failed || undefined}
      className={cx(
        'pointer-events-none fixed inset-x-0 top-0 z-50 h-1 transition-opacity duration-500',
        visible ? 'opacity-100' : 'opacity-0',
      )}
    >
      <div
        className={cx('h-full transition-[width] duration-200 ease-out', failed ? 'bg-error' : 'bg-primary')}
        style={{ width: `${percent}%` }}
      />
    </div>
  )
}

/** Where a live bar reads its state, such as `@quo/api-client`'s `LoadingProgress`. */
export interface LoadingSource {
  /** Calls `listener` on every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void
  readonly current: { visible: boolean; value: number; failed: boolean }
}

/**
 * The loading bar following a live source: every app shows its API calls the same way.
 *
 * @example
 * const progress = new LoadingProgress() // @quo/api-client, handed to the API client too
 * <LiveLoadingBar source={progress} />
 */
export function LiveLoadingBar({ source, label }: { source: LoadingSource; label?: string }) {
  const subscribe = useCallback((listener: () => void) => source.subscribe(listener), [source])
  const { visible, value, failed } = useSyncExternalStore(subscribe, () => source.current)
  return <LoadingBar visible={visible} value={value} failed={failed} {...(label ? { label } : {})} />
}
