import { lazy, type ReactNode, Suspense, useEffect } from 'react'

export interface SideDrawerProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Branch logo; decorative because the title beside it names the branch. */
  logoUrl?: string
  /** Branch menu title; the dialog's accessible name. */
  title: string
  /** Branch menu text; line breaks are kept. */
  text?: string
  /** Address of the "feedback senden" mailto link; no link without it. */
  feedbackEmail?: string
  /** Version string, shown as "Version …". */
  version: string
  /** Copyright line, shown as given (e.g. "© 2025 quo"). */
  copyright: string
  /** Extra content between the text and the feedback link, e.g. menu links. */
  children?: ReactNode
}

/** When the page is idle after it shows, the dialog's chunk loads, so the first open is instant. */
const PRELOAD_AFTER_MS = 2000

const loadDialog = () => import('./SideDrawerDialog.js')
const SideDrawerDialog = lazy(async () => ({ default: (await loadDialog()).SideDrawerDialog }))

/**
 * Drawer from the left with branch info and the feedback link (docs/product.md §1, §2 "Map screen").
 * A modal Radix dialog: focus stays inside, Escape and a click outside close it. Radix (focus
 * trap, scroll lock) is not in the page's first script: it loads when the browser is idle, or
 * on the first open if that comes sooner.
 *
 * @example
 * <SideDrawer open={open} onOpenChange={setOpen} title={branch.menuTitle} version={VERSION} copyright="© 2025 quo" />
 */
export function SideDrawer(props: SideDrawerProps) {
  useEffect(() => {
    const preload = () => void loadDialog().catch(() => undefined)
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(preload, PRELOAD_AFTER_MS)
      return () => clearTimeout(timer)
    }
    const idle = requestIdleCallback(preload, { timeout: PRELOAD_AFTER_MS })
    return () => cancelIdleCallback(idle)
  }, [])
  if (!props.open) return null
  return (
    <Suspense fallback={null}>
      <SideDrawerDialog {...props} />
    </Suspense>
  )
}
