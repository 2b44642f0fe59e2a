import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { messages } from '../messages.js'

const CONTACT = 'hallo@quo.li'

/** Header 96 high with logo and the gold map button, footer 45 high (docs/product.md §2). */
export function DefaultLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-full flex-col">
      <header className="flex h-24 items-center justify-between bg-white px-6 shadow-sm">
        <Link
          to="/"
          className="text-3xl font-extrabold tracking-tight text-primary"
          aria-label={messages.homeLink}
        >
          {messages.productName}
        </Link>
        <Link
          to="/map"
          className="rounded-full bg-gold px-5 py-2.5 font-semibold text-ink shadow hover:brightness-105 focus-visible:outline-2 focus-visible:outline-primary"
        >
          {messages.openMap}
        </Link>
      </header>
      <main className="mx-auto w-full max-w-3xl flex-1 px-4 py-8">{children}</main>
      <footer className="flex h-[45px] items-center justify-center gap-6 bg-white text-sm text-muted">
        <a href="https://www.instagram.com/quo.li" rel="noopener" className="hover:text-primary">
          {messages.instagram}
        </a>
        <a href={`mailto:${CONTACT}`} className="hover:text-primary">
          {CONTACT}
        </a>
        <span>{messages.copyright(new Date().getFullYear())}</span>
      </footer>
    </div>
  )
}
