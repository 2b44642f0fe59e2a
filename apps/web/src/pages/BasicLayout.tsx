import type { ReactNode } from 'react'
import { messages } from '../messages.js'

/**
 * The basic layout (spec §2): one centred column under a small logo, for pages that stand
 * alone — the 404 and error pages. A plain link home, since the router may be what failed.
 */
export function BasicLayout({ children }: { children: ReactNode }) {
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
