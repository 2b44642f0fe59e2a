import type { ProgressState } from '@quo/api-client'
import { useSyncExternalStore } from 'react'
import { progress } from '../api.js'

const subscribe = (onChange: () => void) => progress.subscribe(onChange)
const snapshot = (): ProgressState => progress.current

/** The loading bar over every page, following the API client's progress (spec §4). */
export function LoadingBar() {
  const { visible, value, failed } = useSyncExternalStore(subscribe, snapshot)
  return (
    <div
      role="progressbar"
      aria-label="Ladefortschritt"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(value * 100)}
      aria-hidden={!visible}
      className="pointer-events-none fixed inset-x-0 top-0 z-50 h-1 transition-opacity duration-300"
      style={{ opacity: visible ? 1 : 0 }}
    >
      <div
        className={failed ? 'h-full bg-red-600' : 'h-full bg-primary'}
        style={{ width: `${value * 100}%`, transition: 'width 200ms linear' }}
      />
    </div>
  )
}
