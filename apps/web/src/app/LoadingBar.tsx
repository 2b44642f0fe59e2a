import type { ProgressState } from '@quo/api-client'
import { LoadingBar as Bar } from '@quo/ui'
import { useSyncExternalStore } from 'react'
import { progress } from '../api.js'

const subscribe = (onChange: () => void) => progress.subscribe(onChange)
const snapshot = (): ProgressState => progress.current

/** The loading bar over every page, following the API client's progress (spec §4). */
export function LoadingBar() {
  const { visible, value, failed } = useSyncExternalStore(subscribe, snapshot)
  return <Bar visible={visible} value={value} failed={failed} />
}
