import { OfflineNotice as Notice } from '@quo/ui'
import { useEffect } from 'react'
import { onlineAtom } from '../state/atoms.js'
import { useAtom } from '../state/store.js'

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
  return <Notice online={online} />
}
