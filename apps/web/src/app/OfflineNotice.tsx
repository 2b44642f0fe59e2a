import { useAtom } from 'jotai'
import { useEffect } from 'react'
import { messages } from '../messages.js'
import { onlineAtom } from '../state/atoms.js'

/** A notice while the connection is down; the map keeps what it has loaded. */
export function OfflineNotice() {
  const [online, setOnline] = useAtom(onlineAtom)
  useEffect(() => {
    const on = () => setOnline(true)
    const off = () => setOnline(false)
    window.addEventListener('online', on)
    window.addEventListener('offline', off)
    return () => {
      window.removeEventListener('online', on)
      window.removeEventListener('offline', off)
    }
  }, [setOnline])
  if (online) return null
  return (
    <div
      role="status"
      className="fixed inset-x-0 top-1 z-50 mx-auto w-fit rounded-full bg-ink px-4 py-2 text-sm text-white shadow"
    >
      {messages.offline}
    </div>
  )
}
