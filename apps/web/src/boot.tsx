import { installChunkReload } from '@quo/ui'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { afterMapPins } from './app/firstPins.js'
import { connectionOf, prefetchAllowed, whenIdle } from './app/prefetch.js'
import { registerOfflineSite } from './app/registerOfflineSite.js'
import { preloadLinkedCards, router } from './app/router.js'
import { applySiteUpdate } from './app/siteUpdate.js'
import { prefetchForOffline, prefetchMapData } from './data/prefetchMapData.js'
import { createStateStore, StateProvider } from './state/store.js'

installChunkReload()
if (import.meta.env.PROD) {
  registerOfflineSite()
  // On a phone a new release takes over at the next navigation, which loads a page anyway.
  router.subscribe('onResolved', ({ pathChanged }) => {
    if (pathChanged) applySiteUpdate()
  })
}

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
})
prefetchMapData(queryClient, window.location)
// docs/product.md §9: prefetch waits for an idle moment (at most 2000 ms) and skips 2g and save-data. On
// the map it waits for the map's first pins too: the visitor looks for places before opening one.
if (prefetchAllowed(connectionOf(navigator))) {
  const preload = () =>
    whenIdle(() => {
      void preloadLinkedCards().catch(() => undefined)
      void prefetchForOffline(queryClient)
    })
  if (window.location.pathname.startsWith('/map')) afterMapPins(preload)
  else preload()
}

const root = document.getElementById('app')
if (root) {
  createRoot(root).render(
    <StrictMode>
      <StateProvider store={createStateStore()}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </StateProvider>
    </StrictMode>,
  )
}
