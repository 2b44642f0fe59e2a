export type HostResolution =
  | { kind: 'redirect'; status: 301; location: string }
  | { kind: 'redirect-main'; location: string }
  | { kind: 'branch'; shortId: number }
  | { kind: 'none' }

export interface HostRules {
  branches: readonly { shortId: number; hostKeywords: readonly string[] }[]
  hostRedirects: readonly { keyword: string; targetUrl: string }[]
}

/**
 * What a request to `host` + `path` means (docs/product.md §2): a bare `www.` host moves permanently to
 * the host without it, keeping the path; a redirect keyword clears the branch and goes to the
 * main site; otherwise the longest matching branch keyword picks the branch, so a keyword that
 * contains another (`mauren-schaanwald` over `mauren`) wins.
 * @example resolveHost('vaduz.quo.li', '/map', rules) // { kind: 'branch', shortId: 3 }
 */
export function resolveHost(host: string, path: string, rules: HostRules): HostResolution {
  const name = host.toLowerCase().replace(/:\d+$/, '')
  if (name.startsWith('www.')) return { kind: 'redirect', status: 301, location: `//${host.slice(4)}${path}` }
  const redirect = rules.hostRedirects.find((r) => r.keyword && name.includes(r.keyword.toLowerCase()))
  if (redirect) return { kind: 'redirect-main', location: redirect.targetUrl }
  let best: { shortId: number; length: number } | undefined
  for (const b of rules.branches) {
    for (const k of b.hostKeywords) {
      if (k && name.includes(k.toLowerCase()) && (!best || k.length > best.length))
        best = { shortId: b.shortId, length: k.length }
    }
  }
  return best ? { kind: 'branch', shortId: best.shortId } : { kind: 'none' }
}
