import type * as contract from '@quo/contract'
import ky, { type KyInstance } from 'ky'
import type { z } from 'zod'
import { ApiError } from './errors.js'
import type { LoadingProgress } from './progress.js'

/**
 * The contract's schemas as the transport loads them (`./schemas.js`): on the first call, not
 * with the page. Spelled from `@quo/contract` and zod rather than `typeof import('./schemas.js')`:
 * the declaration bundler turns a namespace of a local module that re-exports another package
 * into runtime JavaScript in `index.d.ts`, which breaks consumers that check library types.
 */
export type ResponseSchemas = typeof contract & { z: typeof z }

/** Picks a response's contract schema from the loaded schemas, e.g. `(s) => s.z.array(s.Tag)`. */
export type SchemaOf<T> = (schemas: ResponseSchemas) => z.ZodType<T>

export interface TransportOptions {
  /** API base, e.g. `https://vaduz.quo.li/api`. */
  baseUrl: string
  /** Bearer token for staff calls; undefined when nobody is signed in. Never asked for anonymous calls. */
  getToken?: () => Promise<string | undefined> | string | undefined
  /** The loading bar's model; calls report to it unless they opt out. */
  progress?: LoadingProgress
  fetch?: typeof fetch
  /**
   * Parse every response with its contract schema (default true). The API already serialises
   * each answer through the same schemas, so a production page can skip the parse: at 4× CPU it
   * cost 0.38 s of main-thread time before the pins, and the schemas' 62 KB chunk at boot.
   * Development and tests keep it, so a drifting server fails at the call.
   */
  validate?: boolean
}

export interface Call<T> {
  method: 'get' | 'post' | 'put' | 'delete'
  path: string
  /** The response's contract schema; every response is parsed with it (unless `validate: false`). */
  schema: SchemaOf<T>
  /** The one status that counts as success: 201 for creates, 202 for metrics, else 200. */
  success?: 200 | 201 | 202
  json?: unknown
  /** A multipart body (uploads); the browser sets its content type with the boundary. */
  form?: FormData
  searchParams?: Record<string, string>
  /** Staff call: sends the bearer token. */
  staff?: boolean
  /** Follow on the loading bar (default true; metrics opt out). */
  progress?: boolean
  /**
   * Ask the server, past any cache (`cache: 'no-cache'`): the page knows the answer changed. The
   * public site's service worker answers such a read from the network, not its copy.
   */
  fresh?: boolean
}

export type Transport = <T>(call: Call<T>) => Promise<T>

/**
 * One request path for every call: token, progress, success status and contract parsing. zod
 * and the schemas load with the first call, beside its request, so a page's first script
 * carries neither.
 */
export function createTransport(options: TransportOptions): Transport {
  const http: KyInstance = ky.create({
    prefixUrl: options.baseUrl,
    headers: { accept: 'application/json' },
    retry: 0,
    timeout: 30_000,
    throwHttpErrors: false,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  })
  return async <T>(call: Call<T>): Promise<T> => {
    const headers: Record<string, string> = {}
    if (call.staff) {
      const token = await options.getToken?.()
      if (!token) throw new ApiError(401, undefined, 'Not signed in')
      headers.authorization = `Bearer ${token}`
    }
    const validate = options.validate !== false
    const loadingSchemas = validate ? import('./schemas.js') : null
    const progress = call.progress === false ? undefined : options.progress
    progress?.begin()
    let ok = false
    try {
      const response = await http(call.path.replace(/^\//, ''), {
        method: call.method,
        headers,
        ...(call.json === undefined ? {} : { json: call.json }),
        ...(call.form ? { body: call.form, timeout: 120_000 } : {}),
        ...(call.searchParams ? { searchParams: call.searchParams } : {}),
        ...(call.fresh ? { cache: 'no-cache' as const } : {}),
      })
      if (response.status !== (call.success ?? 200)) throw await ApiError.fromResponse(response)
      const json: unknown = await response.json()
      const body = loadingSchemas ? call.schema(await loadingSchemas).parse(json) : (json as T)
      ok = true
      return body
    } finally {
      progress?.end(ok)
    }
  }
}
