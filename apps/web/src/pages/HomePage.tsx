import { Navigate } from '@tanstack/react-router'
import { usePageTitle } from '../app/usePageTitle.js'
import { useCurrentBranch } from '../data/currentBranch.js'
import { messages } from '../messages.js'
import { branchLink } from './branchLink.js'
import { DefaultLayout } from './DefaultLayout.js'

/** The main site lists the regions; a branch's host goes straight to its map. */
export function HomePage() {
  usePageTitle(undefined)
  const current = useCurrentBranch()
  if (!current) return <p className="p-6 text-muted">{messages.loadingMap}</p>
  if (current.branch) return <Navigate to="/map" replace />
  return (
    <DefaultLayout>
      <h1 className="mb-2 text-3xl font-bold text-primary">{messages.homeTitle}</h1>
      <p className="mb-6 text-muted">{messages.homeIntro}</p>
      <h2 className="mb-3 text-sm font-semibold tracking-wider text-muted uppercase">{messages.regions}</h2>
      <ul className="grid gap-2 sm:grid-cols-2">
        {current.branches
          .filter((b) => b.isActive)
          .map((b) => {
            const href = branchLink(b.hostKeywords[0], window.location)
            return (
              <li key={b.shortId}>
                {href ? (
                  <a
                    href={href}
                    aria-label={messages.openRegion(b.title)}
                    className="block rounded-xl bg-white p-4 font-medium shadow-sm hover:shadow-md focus-visible:outline-2 focus-visible:outline-primary"
                  >
                    {b.title}
                  </a>
                ) : (
                  <span className="block rounded-xl bg-white p-4">{b.title}</span>
                )}
              </li>
            )
          })}
      </ul>
    </DefaultLayout>
  )
}
