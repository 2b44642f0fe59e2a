import { useEffect } from 'react'
import { messages } from '../messages.js'

/** Page title from the template "<title> · quo"; the default is 'Home' (docs/product.md §2). */
export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = `${title || messages.defaultPageTitle} · ${messages.productName}`
  }, [title])
}
