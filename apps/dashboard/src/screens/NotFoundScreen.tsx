import { NotFound } from '@quo/ui'

/** Unknown dashboard paths (docs/product.md §2 catch-all, §8 404). */
export function NotFoundScreen() {
  return <NotFound homeHref="/dashboard/" />
}
