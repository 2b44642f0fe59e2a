import { resolveHost } from '@quo/branch-config'
import { type Branch, type BranchesResponse, HOST_PATTERN } from '@quo/contract'
import type { FastifyRequest } from 'fastify'
import { HttpProblem } from '../plugins/problems.js'

const DEFAULT_PORTS: Record<string, string> = { 'http:': '80', 'https:': '443' }

function hostOf(value: string): { name: string; port: string } | undefined {
  try {
    const url = new URL(/^[a-z]+:\/\//i.test(value) ? value : `http://${value}`)
    return { name: url.hostname.toLowerCase(), port: url.port }
  } catch {
    return undefined
  }
}

/**
 * The origin `host` (a Host header, or an Origin's host) stands for when it is one of the
 * product's own — the public URL's host, a subdomain of it on the same port (`vaduz.quo.li`),
 * or a branch's live domain — always with the public URL's scheme; undefined otherwise.
 */
export function ownOrigin(
  host: string,
  publicUrl: string,
  branches: readonly Pick<Branch, 'liveDomain'>[],
): string | undefined {
  const main = new URL(publicUrl)
  const asked = hostOf(host)
  if (!asked) return undefined
  const mainPort = main.port || DEFAULT_PORTS[main.protocol] || ''
  const askedPort = asked.port || DEFAULT_PORTS[main.protocol] || ''
  const ownDomain = asked.name === main.hostname || asked.name.endsWith(`.${main.hostname}`)
  const liveDomain = branches.some((b) => b.liveDomain && hostOf(b.liveDomain)?.name === asked.name)
  if (!(ownDomain || liveDomain) || askedPort !== mainPort) return undefined
  return `${main.protocol}//${asked.name}${main.port ? `:${main.port}` : ''}`
}

/**
 * Origin to write into a cacheable response for this request: the request's own host when it
 * is one of the product's ({@link ownOrigin}), the public URL otherwise. A forged `Host` or
 * `X-Forwarded-Host` can then never point a cached style at someone else's server.
 */
export function knownOrigin(
  request: FastifyRequest,
  publicUrl: string,
  branches: readonly Pick<Branch, 'liveDomain'>[],
): string {
  if (!HOST_PATTERN.test(request.host)) throw new HttpProblem(400, 'Invalid Host header')
  return ownOrigin(request.host, publicUrl, branches) ?? new URL(publicUrl).origin
}

/**
 * The branch a page opened under `host` shows (undefined: the main map), as the page itself
 * decides it; a host that redirects has no map of its own (404).
 */
export function branchOfHost(host: string, path: string, rules: BranchesResponse): Branch | undefined {
  const resolution = resolveHost(host, path, rules)
  if (resolution.kind === 'redirect' || resolution.kind === 'redirect-main')
    throw new HttpProblem(404, 'This host redirects; it has no map of its own')
  return resolution.kind === 'branch'
    ? rules.branches.find((b) => b.shortId === resolution.shortId)
    : undefined
}

/**
 * The origin of a branch's own site — its live domain, else its first host keyword under the
 * public URL's host (`vaduz.quo.li`) —, the public URL's when it has neither.
 */
export function branchOrigin(branch: Pick<Branch, 'liveDomain' | 'hostKeywords'>, publicUrl: string): string {
  const main = new URL(publicUrl)
  const [keyword] = branch.hostKeywords
  const host = branch.liveDomain ?? (keyword ? `${keyword}.${main.hostname}` : main.hostname)
  // A live domain is a host name; the site is served on the public URL's port.
  return ownOrigin(main.port ? `${host}:${main.port}` : host, publicUrl, [branch]) ?? main.origin
}
