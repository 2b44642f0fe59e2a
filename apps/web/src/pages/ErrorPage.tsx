import { isChunkLoadError, reloadIfChunkError, reloadWhenOnline } from '@quo/ui'
import { Component, type ReactNode, useEffect } from 'react'
import { messages } from '../messages.js'
import { BasicLayout } from './BasicLayout.js'

function statusOf(error: unknown): number {
  const status = (error as { status?: unknown } | null)?.status
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500
}

function ErrorContent({ error }: { error: unknown }) {
  const status = statusOf(error)
  return (
    <BasicLayout>
      <h1 className="text-2xl font-bold">{messages.errorTitle(status)}</h1>
      {status !== 404 && error instanceof Error ? <p className="text-muted">{error.message}</p> : null}
      <a href="/" className="mt-2 rounded-full bg-primary px-5 py-2.5 font-semibold text-white">
        {messages.home}
      </a>
    </BasicLayout>
  )
}

/** If showing the error fails too, a plain message with a way home (docs/product.md §2). */
class ErrorPageBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  render() {
    if (!this.state.failed) return this.props.children
    return (
      <main className="p-6">
        <p>{messages.errorWhileShowingError}</p>
        <a href="/">{messages.home}</a>
      </main>
    )
  }
}

/** A chunk that could not load offline: said calmly, and loaded once the network is back. */
function OfflinePart() {
  useEffect(() => reloadWhenOnline(), [])
  return (
    <BasicLayout>
      <h1 className="text-2xl font-bold">{messages.offlinePart.title}</h1>
      <p className="text-muted">{messages.offlinePart.text}</p>
    </BasicLayout>
  )
}

/** The error page: '404 Not Found' for 404, otherwise 'An error occurred' (default 500). */
export function ErrorPage({ error }: { error: unknown }) {
  // A chunk of an older release that is gone: a reload fetches the current one (docs/product.md §8).
  if (reloadIfChunkError(error)) return null
  // Offline, a reload would only bring the browser's own "no internet" page.
  if (isChunkLoadError(error) && !navigator.onLine) return <OfflinePart />
  return (
    <ErrorPageBoundary>
      <ErrorContent error={error} />
    </ErrorPageBoundary>
  )
}
