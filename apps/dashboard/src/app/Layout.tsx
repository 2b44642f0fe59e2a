import { IconButton, LiveLoadingBar, SideDrawer } from '@quo/ui'
import { Link, Outlet } from '@tanstack/react-router'
import { useEffect } from 'react'
import { messages } from '../messages.js'
import { NAVIGATION } from '../navigation.js'
import { progress } from '../session.js'
import { drawerCollapsedAtom, drawerSheetOpenAtom } from './drawer.js'
import { Icon } from './Icons.js'
import { useAtom } from './store.js'

/** Phones (below Tailwind's `md`, 768 px) get the drawer as a sheet instead of a column. */
const DESKTOP = '(min-width: 768px)'

/** A NAVIGATION entry as a router path (the router's basepath is /dashboard). */
const routeOf = (href: string) => href.slice('/dashboard'.length) as '/'

function NavLinks({ collapsed, onNavigate }: { collapsed: boolean; onNavigate?: () => void }) {
  return (
    <ul className="flex flex-col gap-1">
      {NAVIGATION.map((entry) => (
        <li key={entry.href}>
          <Link
            to={routeOf(entry.href)}
            activeOptions={{ exact: entry.href === '/dashboard/' }}
            onClick={onNavigate}
            title={collapsed ? entry.label : undefined}
            className={
              collapsed
                ? 'flex flex-col items-center gap-1 rounded-xl px-1 py-2 text-xs font-medium text-muted hover:bg-paper hover:text-ink data-[status=active]:bg-primary/10 data-[status=active]:text-primary-strong'
                : 'flex items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-medium text-muted hover:bg-paper hover:text-ink data-[status=active]:bg-primary/10 data-[status=active]:text-primary-strong'
            }
          >
            <Icon name={entry.icon} />
            <span className={collapsed ? 'max-w-full truncate' : undefined}>{entry.label}</span>
          </Link>
        </li>
      ))}
    </ul>
  )
}

/**
 * Dashboard layout (docs/product.md §2): a 64 px top bar with the menu toggle and the product name; a left
 * drawer with the five sections, 240 px wide or 96 px collapsed; on a phone the drawer is a
 * sheet that the toggle opens.
 */
export function Layout({ email, onSignOut }: { email: string; onSignOut: () => void }) {
  const [collapsed, setCollapsed] = useAtom(drawerCollapsedAtom)
  const [sheetOpen, setSheetOpen] = useAtom(drawerSheetOpenAtom)
  // A sheet left open while the window grows to desktop width would hide behind nothing.
  useEffect(() => {
    const query = window.matchMedia(DESKTOP)
    const close = () => query.matches && setSheetOpen(false)
    query.addEventListener('change', close)
    return () => query.removeEventListener('change', close)
  }, [setSheetOpen])
  const toggle = () => {
    if (window.matchMedia(DESKTOP).matches) setCollapsed(!collapsed)
    else setSheetOpen(true)
  }
  const toggleLabel = collapsed ? messages.menu.expand : messages.menu.collapse

  return (
    <div className="flex h-full flex-col">
      <LiveLoadingBar source={progress} />
      {/* Keyboard users skip the header and the menu's eight links on every screen. */}
      <a
        href="#inhalt"
        className="sr-only z-50 rounded-md bg-white px-3 py-2 font-medium text-primary-strong focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:shadow"
      >
        {messages.skipToContent}
      </a>
      <header className="sticky top-0 z-30 flex h-16 shrink-0 items-center gap-3 border-b border-line bg-white px-3 sm:px-4">
        {/* One toggle a breakpoint: IconButton's own display class would win over `hidden`. */}
        <span className="md:hidden">
          <IconButton label={messages.menu.open} onClick={toggle} className="shadow-none">
            <Icon name="menu" />
          </IconButton>
        </span>
        <span className="hidden md:contents">
          <IconButton label={toggleLabel} onClick={toggle} className="shadow-none">
            <Icon name="menu" />
          </IconButton>
        </span>
        <Link to="/" className="text-lg font-semibold">
          <span className="text-primary-strong">{messages.productName}</span>{' '}
          <span className="font-normal text-muted">{messages.navigation.dashboard}</span>
        </Link>
        <div className="ml-auto flex min-w-0 items-center gap-3">
          <span className="hidden truncate text-sm text-muted sm:inline">{email}</span>
          <button
            type="button"
            onClick={onSignOut}
            className="shrink-0 cursor-pointer rounded-full border border-line px-3 py-1.5 text-sm font-medium hover:bg-paper focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
          >
            {messages.auth.signOut}
          </button>
        </div>
      </header>
      <div className="flex min-h-0 flex-1">
        <nav
          aria-label={messages.mainNavigation}
          className={`hidden shrink-0 overflow-y-auto border-r border-line bg-white p-3 md:block ${collapsed ? 'w-24' : 'w-60'}`}
        >
          <NavLinks collapsed={collapsed} />
        </nav>
        <main id="inhalt" tabIndex={-1} className="min-w-0 flex-1 overflow-y-auto p-4 outline-none sm:p-6">
          <Outlet />
        </main>
      </div>
      <SideDrawer
        open={sheetOpen}
        onOpenChange={setSheetOpen}
        title={messages.title}
        version={messages.version}
        copyright={messages.copyright(new Date().getFullYear())}
      >
        <nav aria-label={messages.mainNavigation}>
          <NavLinks collapsed={false} onNavigate={() => setSheetOpen(false)} />
        </nav>
      </SideDrawer>
    </div>
  )
}
