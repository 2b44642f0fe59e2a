import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import {
  type AnyRoute,
  createMemoryHistory,
  createRootRoute,
  createRouter,
  type RouteComponent,
  RouterProvider,
} from '@tanstack/react-router'
import { render } from '@testing-library/react'

/** A query client that reports a failure at once instead of retrying. */
const testQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } })

/**
 * Renders a screen as the dashboard does: under its router (base path `/dashboard`, trailing
 * slashes) at `path`, with a query client. `screen` is the root's component, or a route tree.
 */
export function renderWithQuery(
  screen: RouteComponent | AnyRoute,
  { path = '/dashboard/', client = testQueryClient() }: { path?: string; client?: QueryClient } = {},
) {
  const router = createRouter({
    routeTree: typeof screen === 'function' ? createRootRoute({ component: screen }) : screen,
    basepath: '/dashboard',
    trailingSlash: 'always',
    history: createMemoryHistory({ initialEntries: [path] }),
  })
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return client
}

/** jsdom has no modal dialogs: opening and closing one only toggles `open`, as a browser's does. */
export function installModalDialogs() {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true
  }
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false
  }
}
