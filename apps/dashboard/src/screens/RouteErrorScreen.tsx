import { ErrorMessage, reloadIfChunkError } from '@quo/ui'
import { useEffect, useState } from 'react'

function statusOf(error: unknown): number {
  const status = (error as { status?: unknown } | null)?.status
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500
}

/**
 * A screen that failed to load or render (docs/product.md §8): a missing chunk after a deploy reloads the
 * page once (at most every 60 s); anything else is the error page with its status.
 */
export function RouteErrorScreen({ error }: { error: unknown }) {
  const [reloading] = useState(() => reloadIfChunkError(error))
  useEffect(() => {
    if (!reloading) console.error(error)
  }, [error, reloading])
  if (reloading) return null
  const status = statusOf(error)
  return <ErrorMessage status={status} homeHref="/dashboard/" />
}
