import { type ReactNode, useLayoutEffect } from 'react'
import { removeStaticShell } from '../app/staticShell.js'
import { messages } from '../messages.js'

/**
 * The basic layout (docs/product.md §2): one centred column under a small logo, for pages that stand
 * alone — the 404 and error pages. A plain link home, since the router may be what failed.
 */
export function BasicLayout({ children }: { children: ReactNode }) {
  // A 404 under /map/… starts under the map's static top bar.
  useLayoutEffect(removeStaticShell, [])
  return (
    <div className="flex min-h-full flex-col">
      <a
        href="/"
        className="self-start p-4 text-2xl font-extrabold text-primary"
        aria-label={messages.homeLink}
      >
        {messages.productName}
      </a>
      <main className="flex flex-1 flex-col items-center justify-center gap-3 p-6 text-center">
        {children}
      </main>
    </div>
  )
}
