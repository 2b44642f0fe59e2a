import { OfflineNotice as Notice } from '@quo/ui'
import { useEffect } from 'react'
import { onlineAtom } from '../state/atoms.js'
import { useAtom } from '../state/store.js'

/**
 * A notice while the connection is down; the map keeps what it has loaded. On the map it sits in
 * the top bar's flow (`inline`), beside the controls rather than over them.
 */
export function OfflineNotice({ inline = false }: { inline?: boolean }) {
  const [online, setOnline] = useAtom(onlineAtom)
  useEffect(() => {
    // The state may have changed while no notice was mounted.
    setOnline(navigator.onLine)
    const on = () => setOnline(true)
    const off = () => setOnline(false)
    window.addEventListener('online', on)
    window.addEventListener('offline', off)
    return () => {
      window.removeEventListener('online', on)
      window.removeEventListener('offline', off)
    }
  }, [setOnline])
  return <Notice online={online} inline={inline} />
}
