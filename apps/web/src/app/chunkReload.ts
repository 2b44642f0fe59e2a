/** Spec §8/§9: a script chunk that fails to load reloads the page, at most once per 60 s. */
export const CHUNK_RELOAD_GUARD_MS = 60_000
const KEY = 'quo:chunk-reload-at'

const CHUNK_FAILURE =
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_FAILURE.test(error.message)
}

interface ReloadDeps {
  storage: Pick<Storage, 'getItem' | 'setItem'>
  now: () => number
  reload: () => void
}

/**
 * Reloads unless a reload for the same reason happened within the guard time (a chunk that
 * stays missing must not loop). Answers whether it reloaded.
 */
export function reloadForChunk({ storage, now, reload }: ReloadDeps): boolean {
  const last = Number(storage.getItem(KEY) ?? 0)
  if (now() - last < CHUNK_RELOAD_GUARD_MS) return false
  storage.setItem(KEY, String(now()))
  reload()
  return true
}

const browser = (): ReloadDeps => ({
  storage: sessionStorage,
  now: Date.now,
  reload: () => window.location.reload(),
})

/** After a deploy old chunks disappear: Vite reports it as `vite:preloadError`. */
export function installChunkReload(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadForChunk(browser())) event.preventDefault()
  })
}

/** For errors that reach the error page (a lazy route component that failed to load). */
export function reloadIfChunkError(error: unknown): boolean {
  return isChunkLoadError(error) && reloadForChunk(browser())
}
