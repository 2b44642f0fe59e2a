import type { Branch } from '@quo/contract'
import type { FastifyRequest } from 'fastify'
import { HttpProblem } from '../plugins/problems.js'

/** A host name or bracketed IP address with an optional port, as in a Host header. */
export const HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i

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
 * Origin to write into a cacheable response for this request: the request's host only when it
 * is one of the product's own — the public URL's host, a subdomain of it on the same port
 * (`vaduz.quo.li`), or a branch's live domain — and the public URL otherwise. A forged `Host`
 * or `X-Forwarded-Host` can then never point a cached style at someone else's server; the
 * scheme is always the public URL's.
 */
export function knownOrigin(
  request: FastifyRequest,
  publicUrl: string,
  branches: readonly Pick<Branch, 'liveDomain'>[],
): string {
  if (!HOST.test(request.host)) throw new HttpProblem(400, 'Invalid Host header')
  const main = new URL(publicUrl)
  const asked = hostOf(request.host)
  if (!asked) return main.origin
  const mainPort = main.port || DEFAULT_PORTS[main.protocol] || ''
  const askedPort = asked.port || DEFAULT_PORTS[main.protocol] || ''
  const ownDomain = asked.name === main.hostname || asked.name.endsWith(`.${main.hostname}`)
  const liveDomain = branches.some((b) => b.liveDomain && hostOf(b.liveDomain)?.name === asked.name)
  if ((ownDomain || liveDomain) && askedPort === mainPort) {
    return `${main.protocol}//${asked.name}${main.port ? `:${main.port}` : ''}`
  }
  return main.origin
}
