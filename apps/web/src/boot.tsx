import { installChunkReload } from '@quo/ui'
import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { afterMapPins } from './app/firstPins.js'
import { readAgainOnCacheUpdate } from './app/freshReads.js'
import { connectionOf, prefetchAllowed, whenIdle, whenQuiet } from './app/prefetch.js'
import { registerOfflineSite } from './app/registerOfflineSite.js'
import { preloadLinkedCards, router } from './app/router.js'
import { applySiteUpdate } from './app/siteUpdate.js'
import { expectWorker } from './app/workerControl.js'
import { prefetchForOffline, prefetchMapData } from './data/prefetchMapData.js'
import { createStateStore, StateProvider } from './state/store.js'

installChunkReload()
const queryClient = new QueryClient({
  defaultOptions: {
    // offlineFirst: a read tried while the device is offline still reaches the service worker,
    // which answers from its cache; only retries wait for the network to return.
    queries: { retry: 1, refetchOnWindowFocus: false, networkMode: 'offlineFirst' },
  },
})
// The client assumes a network until the browser says otherwise; a page loaded offline starts
// offline, so that the network's return refreshes what it read from the service worker's cache.
onlineManager.setOnline(navigator.onLine)
/** A pause in what the person does, before the service worker installs. */
const QUIET_BEFORE_INSTALL_MS = 3000
const onMap = window.location.pathname.startsWith('/map')
if (import.meta.env.PROD) {
  // The worker's install fetches and stores the whole build (3.5 MB): on a first visit only once
  // the map has drawn and the person paused, so it competes neither with the first pins nor
  // with their typing (bench:web's keystroke p95 went from 41 to 68 ms while it ran).
  const register = () => whenQuiet(() => whenIdle(registerOfflineSite), QUIET_BEFORE_INSTALL_MS)
  expectWorker()
  if (onMap) afterMapPins(register)
  else register()
  readAgainOnCacheUpdate(queryClient)
  // On a phone a new release takes over at the next navigation, which loads a page anyway.
  router.subscribe('onResolved', ({ pathChanged }) => {
    if (pathChanged) applySiteUpdate()
  })
}
prefetchMapData(queryClient, window.location)
// docs/product.md §9: prefetch waits for an idle moment (at most 2000 ms) and skips 2g and save-data. On
// the map it waits for the map's first pins too: the visitor looks for places before opening one.
if (prefetchAllowed(connectionOf(navigator))) {
  const preload = () =>
    whenIdle(() => {
      void preloadLinkedCards().catch(() => undefined)
      void prefetchForOffline(queryClient)
    })
  if (onMap) afterMapPins(preload)
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
