import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { installChunkReload } from './app/chunkReload.js'
import { router } from './app/router.js'
import { prefetchMapData } from './data/prefetchMapData.js'
import './styles.css'

installChunkReload()

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
})
prefetchMapData(queryClient, window.location)

const root = document.getElementById('app')
if (root) {
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  )
}
