import { useEffect } from 'react'
import { messages } from '../messages.js'

/** Page title from the template "<title> · quo"; the default is 'Home' (spec §2). */
export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = `${title || 'Home'} · ${messages.productName}`
  }, [title])
}
