import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import helmet from '@fastify/helmet'
import { resolveHost } from '@quo/branch-config'
import { CARD_PREVIEW_PATH } from '@quo/contract'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'

export interface SecurityHeaderOptions {
  /** Directory of the built apps; their inline scripts are allowed by hash. */
  appsDir?: string | undefined
  /** Send HSTS on plain HTTP too (a TLS proxy that does not say so in X-Forwarded-Proto). */
  hsts?: boolean | undefined
  /** The product's public URL: its host and its branches' `<keyword>.<host>` are the product's own. */
  publicUrl?: string | undefined
}

/**
 * Who may frame a page: partners frame the map and /embed/; staff and sign-in pages never; the
 * card preview only the product's own pages (the dashboard's editor).
 */
type Family = 'embed' | 'dashboard' | 'idp' | 'api' | 'preview' | 'map'

const HSTS = 'max-age=31536000; includeSubDomains'

const PREVIEW_PATH = new RegExp(`^${CARD_PREVIEW_PATH}(?:[/?#]|$)`)

function familyOf(url: string): Family {
  if (PREVIEW_PATH.test(url)) return 'preview'
  const m = /^\/(embed|dashboard|idp|api)(?:[/?#]|$)/.exec(url)
  return (m?.[1] as Family | undefined) ?? 'map'
}

/**
 * The product's own origins as CSP sources: the public URL's host and every branch host under it
 * (`vaduz.quo.li` under `quo.li`), in the public URL's scheme, also plain HTTP on a developer's
 * machine, where `https:` alone would not let the dashboard frame a map's card preview.
 * @example ownSources('https://www.quo.li') // 'https://quo.li https://*.quo.li'
 */
function ownSources(publicUrl: string): string {
  const url = new URL(publicUrl)
  const host = url.host.replace(/^www\./, '')
  return `${url.protocol}//${host} ${url.protocol}//*.${host}`
}

/** `'sha256-…'` sources for every inline `<script>` of a built page. */
function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = []
  for (const m of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
    const body = m[1] ?? ''
    if (body.trim()) hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`)
  }
  return hashes
}

function readHashes(appsDir: string | undefined, app: string): string[] {
  const file = appsDir ? join(appsDir, app, 'dist', 'index.html') : ''
  return file && existsSync(file) ? inlineScriptHashes(readFileSync(file, 'utf8')) : []
}

/**
 * The policy of an HTML page. Scripts only from the product's origin or inline ones whose hash
 * is known (the start-pins bootstrap in the map's index.html); MapLibre's worker starts from a
 * blob. Styles may be inline: React, MapLibre and the dialog library set them at run time, and
 * a style can't run code. Images, media and map styles/tiles may come from any HTTPS host,
 * since operators configure external basemaps and media hosts.
 */
function pagePolicy(scriptHashes: readonly string[], frameAncestors: string, frameSources = ''): string {
  return [
    "default-src 'self'",
    `script-src 'self'${scriptHashes.length ? ` ${scriptHashes.join(' ')}` : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self' https:",
    "media-src 'self' https:",
    "worker-src 'self' blob:",
    "child-src 'self' blob:",
    `frame-src 'self' https:${frameSources ? ` ${frameSources}` : ''}`,
    "object-src 'none'",
    "base-uri 'none'",
    `frame-ancestors ${frameAncestors}`,
  ].join('; ')
}

/** Adds request headers to the answer's `Vary`, keeping those already named there. */
function varyOn(reply: FastifyReply, headers: readonly string[]): void {
  const current = String(reply.getHeader('vary') ?? '')
  const named = current
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean)
  if (named.includes('*')) return
  const missing = headers.filter((h) => !named.includes(h))
  if (missing.length) reply.header('vary', [...named, ...missing].join(', '))
}

/** API answers are data, never documents: nothing in them may load or be framed. */
const API_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'"

/**
 * Security headers per route family (docs/operations.md, "Security headers"): a strict CSP on
 * every answer with the family's `frame-ancestors` (`*` for /embed/ and the public map — unless
 * the branch the host opens names its own framers —,
 * `'none'` for /dashboard/, /idp/ and the API), X-Frame-Options DENY where framing is
 * refused, and HSTS only for requests that came over TLS (or when configured), since a
 * browser on plain HTTP ignores it and a wrong one locks a host out of plain HTTP for a year.
 */
export const securityHeaders = fp(async (app: FastifyInstance, options: SecurityHeaderOptions) => {
  await app.register(helmet, {
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    frameguard: false,
    hsts: false,
  })
  const mapHashes = readHashes(options.appsDir, 'web')
  const own = options.publicUrl ? ownSources(options.publicUrl) : ''
  const policies: Record<Family, string> = {
    map: pagePolicy(mapHashes, '*'),
    embed: pagePolicy(readHashes(options.appsDir, 'embed'), '*'),
    // The place editor frames the card preview on the place's map host.
    dashboard: pagePolicy(readHashes(options.appsDir, 'dashboard'), "'none'", own),
    // Another site framing the preview could show a card of its own making under a map's name.
    preview: pagePolicy(mapHashes, `'self'${own ? ` ${own}` : ''}`),
    idp: pagePolicy([], "'none'"),
    api: API_POLICY,
  }
  // The sign-in pages are answered by the issuer on the raw response (the route hijacks it),
  // past Fastify's onSend: their headers go on the raw response before that.
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (familyOf(request.url) !== 'idp') return
    reply.raw.setHeader('content-security-policy', policies.idp)
    reply.raw.setHeader('x-frame-options', 'DENY')
    if (options.hsts || request.protocol === 'https') reply.raw.setHeader('strict-transport-security', HSTS)
  })
  /** The map page's policy for the branch its host opens: that branch may restrict its framers. */
  async function mapPagePolicy(request: FastifyRequest): Promise<string> {
    // Decorated by hotReads, registered after this plugin but before any request.
    const rules = await app.branchList()
    // The host the page itself decides its branch by (seo/site.ts), behind a trusted proxy too.
    const resolution = resolveHost(request.host ?? '', request.url, rules)
    if (resolution.kind !== 'branch') return policies.map
    const ancestors = rules.branches.find((b) => b.shortId === resolution.shortId)?.frameAncestors
    // Sources are single tokens; anything that could end the directive is dropped.
    const sources = ancestors?.filter((a) => /^[^\s;,]+$/.test(a)) ?? []
    return sources.length ? pagePolicy(mapHashes, sources.join(' ')) : policies.map
  }

  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply) => {
    const family = familyOf(request.url)
    // A route with a stricter policy of its own (the start-pins SVG) keeps it.
    if (!reply.hasHeader('content-security-policy')) {
      const isMapPage = family === 'map' && String(reply.getHeader('content-type')).startsWith('text/html')
      reply.header('content-security-policy', isMapPage ? await mapPagePolicy(request) : policies[family])
      // A branch's host may name its own framers: the same URL gets another policy per host,
      // so a shared cache must not hand one host's page (and policy) to another.
      if (isMapPage) varyOn(reply, app.trustsProxy ? ['host', 'x-forwarded-host'] : ['host'])
    }
    if (family === 'dashboard' || family === 'idp' || family === 'api')
      reply.header('x-frame-options', 'DENY')
    // The preview shows unsaved forms: no search engine is to list it.
    if (family === 'preview') reply.header('x-robots-tag', 'noindex')
    if (options.hsts || request.protocol === 'https') reply.header('strict-transport-security', HSTS)
  })
})
