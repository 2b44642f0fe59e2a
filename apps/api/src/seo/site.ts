import type { Branch } from '@quo/contract'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { branchOfHost, knownOrigin } from '../http/hostHeader.js'
import type { Site } from './placePreview.js'

/** What the main site calls itself (the web app's title template, "<title> · quo"). */
const PRODUCT_NAME = 'quo'

/** The site a request was made to: its branch (none on the main site) and origin. */
export interface RequestSite extends Site {
  branch: Branch | undefined
}

/**
 * The branch and origin a request's host stands for. Answers that name them differ per host,
 * so shared caches are told to key on it; an invalid Host header is a 400, a foreign one
 * gets the public URL's origin (never a spoofed host in a cached body).
 */
export async function siteOf(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<RequestSite> {
  reply.header('vary', app.trustsProxy ? 'host, x-forwarded-host' : 'host')
  const rules = await app.branchList()
  const origin = knownOrigin(request, app.publicUrl, rules.branches)
  const [path = '/'] = request.url.split('?')
  const branch = branchOfHost(request.host, path, rules)
  return { origin, branch, title: branch?.title ?? PRODUCT_NAME }
}
