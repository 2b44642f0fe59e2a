/**
 * docs/product.md §8/§9: a script chunk that fails to load reloads the page, at most once per 60 s.
 * @example if (Date.now() - lastReload < CHUNK_RELOAD_GUARD_MS) showErrorPage()
 */
export const CHUNK_RELOAD_GUARD_MS = 60_000
const KEY = 'quo:chunk-reload-at'

const CHUNK_FAILURE =
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i

/**
 * Whether an error is a script chunk (or its CSS) that could not be loaded — after a deploy
 * the old chunks are gone.
 * @example isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/a.js')) // true
 */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_FAILURE.test(error.message)
}

/** What a reload decision needs; the browser's by default, fakes in tests. */
export interface ChunkReloadDeps {
  storage: Pick<Storage, 'getItem' | 'setItem'>
  now: () => number
  reload: () => void
  /** Whether the browser has a network (`navigator.onLine`). */
  online: () => boolean
}

/**
 * Reloads unless a reload for the same reason happened within the guard time (a chunk that
 * stays missing must not loop) or the browser is offline: then the chunk is missing because
 * there is no network, and a reload would only trade the page for the browser's "no internet"
 * page. Answers whether it reloaded.
 * @example reloadForChunk({ storage: sessionStorage, now: Date.now, reload: () => location.reload(), online: () => navigator.onLine })
 */
export function reloadForChunk({ storage, now, reload, online }: ChunkReloadDeps): boolean {
  if (!online()) return false
  const last = Number(storage.getItem(KEY) ?? 0)
  if (now() - last < CHUNK_RELOAD_GUARD_MS) return false
  storage.setItem(KEY, String(now()))
  reload()
  return true
}

const browser = (): ChunkReloadDeps => ({
  storage: sessionStorage,
  now: Date.now,
  reload: () => window.location.reload(),
  online: () => navigator.onLine,
})

/**
 * Once the network is back, tries what failed offline again: a reload, through the guard.
 * @example reloadWhenOnline() // an error page that showed because a chunk could not load offline
 */
export function reloadWhenOnline(): () => void {
  const retry = () => void reloadForChunk(browser())
  window.addEventListener('online', retry, { once: true })
  return () => window.removeEventListener('online', retry)
}

/**
 * After a deploy old chunks disappear: Vite reports it as `vite:preloadError`, and the page
 * reloads once (guarded) instead of showing a broken screen. Call once at start.
 * @example installChunkReload() // in the app's entry, before the first render
 */
export function installChunkReload(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadForChunk(browser())) event.preventDefault()
    // Offline, the failure goes on to the error page, which says so and retries once online.
  })
}

/**
 * For errors that reach an error page (a lazy route component that failed to load): reloads
 * when it is a chunk error and the guard allows. Answers whether it reloaded.
 * @example if (reloadIfChunkError(error)) return null // the page is going away
 */
export function reloadIfChunkError(error: unknown): boolean {
  return isChunkLoadError(error) && reloadForChunk(browser())
}
