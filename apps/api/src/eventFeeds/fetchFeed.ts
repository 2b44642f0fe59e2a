import { type LookupAddress, lookup } from 'node:dns'
import type { IncomingMessage } from 'node:http'
import { request as httpRequest } from 'node:http'
import { request as httpsRequest } from 'node:https'
import { isIP, type LookupFunction } from 'node:net'
import type { Readable } from 'node:stream'
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib'
import ipaddr from 'ipaddr.js'
import { messages } from '../messages.js'

const t = messages.eventFeeds

/** The largest calendar read; a bigger answer is cut off and the run fails. */
const FEED_MAX_BYTES = 5 * 1024 * 1024
/** A calendar's whole answer must arrive within this. */
const FEED_TIMEOUT_MS = 15_000
const MAX_REDIRECTS = 3

/** A feed that could not be read; the message is German, for the staff who subscribed it. */
export class FeedFetchError extends Error {}

interface FeedValidators {
  etag: string | null
  lastModified: string | null
}

export type FeedAnswer = { status: 'unchanged' } | ({ status: 'ok'; body: string } & FeedValidators)

export interface FetchFeedOptions {
  /** From the last run: the server may answer 304 when nothing changed. */
  validators?: FeedValidators | undefined
  /**
   * Whether loopback, private and link-local addresses may be fetched. Off in production: a
   * staff-given URL must not reach the database, Redis or a cloud's metadata service from
   * inside the installation (server-side request forgery).
   */
  allowPrivateHosts: boolean
}

/** Only addresses on the public internet; an IPv4 address written as IPv6 counts as IPv4. */
function isPublicAddress(address: string): boolean {
  return ipaddr.isValid(address) && ipaddr.process(address).range() === 'unicast'
}

/**
 * DNS as Node resolves it, but every answer is checked, so a host name cannot lead to an
 * internal address (also one that changes between two lookups: the checked answer is the one
 * connected to).
 */
function publicLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    lookup(hostname, { ...options, all: true }, (err, addresses: LookupAddress[]) => {
      if (err) return callback(err, '', 0)
      if (!allowPrivate && addresses.some((a) => !isPublicAddress(a.address)))
        return callback(new FeedFetchError(t.privateHost), '', 0)
      if (options.all) return (callback as (e: null, all: LookupAddress[]) => void)(null, addresses)
      const [first] = addresses
      if (!first) return callback(new FeedFetchError(t.unreachable(hostname)), '', 0)
      callback(null, first.address, first.family)
    })
  }
}

function decoded(response: IncomingMessage): Readable {
  switch (response.headers['content-encoding']) {
    case 'gzip':
    case 'x-gzip':
      return response.pipe(createGunzip())
    case 'deflate':
      return response.pipe(createInflate())
    case 'br':
      return response.pipe(createBrotliDecompress())
    default:
      return response
  }
}

async function readBody(stream: Readable): Promise<string> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of stream) {
    size += (chunk as Buffer).length
    if (size > FEED_MAX_BYTES) {
      stream.destroy()
      throw new FeedFetchError(t.tooLarge(FEED_MAX_BYTES / 1024 / 1024))
    }
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks).toString('utf8')
}

function get(url: URL, options: FetchFeedOptions, signal: AbortSignal): Promise<IncomingMessage> {
  const host = url.hostname.replace(/^\[|\]$/g, '')
  // An address written in the URL is connected to without a lookup: it is checked here.
  if (isIP(host) && !options.allowPrivateHosts && !isPublicAddress(host))
    return Promise.reject(new FeedFetchError(t.privateHost))
  const headers: Record<string, string> = {
    accept: 'text/calendar, */*;q=0.5',
    'accept-encoding': 'gzip, deflate, br',
    'user-agent': 'quo-event-feeds/1 (+https://quo.li)',
  }
  if (options.validators?.etag) headers['if-none-match'] = options.validators.etag
  if (options.validators?.lastModified) headers['if-modified-since'] = options.validators.lastModified
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest
  return new Promise((resolve, reject) => {
    const req = request(url, { headers, signal, lookup: publicLookup(options.allowPrivateHosts) }, resolve)
    req.on('error', reject)
    req.end()
  })
}

/**
 * Reads a calendar from its URL: http(s) only, public addresses only (unless allowed), at most
 * three redirects, 5 MB and 15 s, compressed or not, conditional on the last run's ETag and
 * Last-Modified. Every failure is a `FeedFetchError` in German.
 */
export async function fetchFeed(address: string, options: FetchFeedOptions): Promise<FeedAnswer> {
  const signal = AbortSignal.timeout(FEED_TIMEOUT_MS)
  let url = new URL(address)
  try {
    for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
      if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new FeedFetchError(t.notCalendar)
      const response = await get(url, options, signal)
      const status = response.statusCode ?? 0
      const location = response.headers.location
      if (status >= 300 && status < 400 && status !== 304 && location) {
        response.resume()
        url = new URL(location, url)
        continue
      }
      if (status === 304) {
        response.resume()
        return { status: 'unchanged' }
      }
      if (status !== 200) {
        response.resume()
        throw new FeedFetchError(t.status(status))
      }
      return {
        status: 'ok',
        body: await readBody(decoded(response)),
        etag: response.headers.etag ?? null,
        lastModified: response.headers['last-modified'] ?? null,
      }
    }
    throw new FeedFetchError(t.tooManyRedirects)
  } catch (err) {
    if (err instanceof FeedFetchError) throw err
    if (signal.aborted) throw new FeedFetchError(t.timeout)
    // A refused lookup arrives wrapped by the socket; its own message is the one to show.
    if ((err as { cause?: unknown }).cause instanceof FeedFetchError)
      throw (err as { cause: FeedFetchError }).cause
    const code = (err as NodeJS.ErrnoException).code
    throw new FeedFetchError(t.unreachable(code ?? (err as Error).message))
  }
}
