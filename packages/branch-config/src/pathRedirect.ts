export interface PathRedirectRule {
  path: string
  targetUrl: string
}

/**
 * Target of a permanent path redirect such as `/zemma` (docs/product.md §2), or null. Trailing slashes
 * and a query string are ignored on both sides, so `/zemma/?a=1` finds a rule for `/zemma`.
 * @example pathRedirect('/zemma/', [{ path: '/zemma', targetUrl: 'https://zemma.li/map' }])
 */
export function pathRedirect(path: string, redirects: readonly PathRedirectRule[]): string | null {
  const wanted = normalize(path)
  return redirects.find((r) => normalize(r.path) === wanted)?.targetUrl ?? null
}

function normalize(path: string): string {
  const bare = path.replace(/[?#].*$/, '').replace(/\/+$/, '')
  return bare || '/'
}
