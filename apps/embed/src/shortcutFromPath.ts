/** The search-shortcut id and title slug of an `/embed/search-shortcut/{id}/{title?}` path. */
export function shortcutFromPath(path: string): { id: number; title: string } | null {
  const m = path.match(/^\/embed\/search-shortcut\/(\d+)(?:\/([^/]*))?/)
  if (!m?.[1]) return null
  let title = m[2] ?? ''
  try {
    title = decodeURIComponent(title)
  } catch {
    // A malformed escape in the slug: the title is decoration, the id is what counts.
  }
  return { id: Number(m[1]), title }
}
