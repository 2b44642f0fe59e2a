import { STATUS_CODES } from 'node:http'
import * as contract from '@quo/contract'
import type { RouteOptions } from 'fastify'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'
import type { OpenApiDocument } from './document.js'

/** Each zod schema `@quo/contract` exports, by its export name. */
const CONTRACT_NAMES = new Map<unknown, string>(
  Object.entries(contract)
    .filter(([, value]) => typeof value === 'object' && value !== null && '_zod' in value)
    .map(([name, value]) => [value, name]),
)

/** The JSON schema the routes' converter makes of one zod schema, for a component. */
function toOpenApi(schema: unknown): object {
  const { schema: converted } = jsonSchemaTransform({
    schema: { response: { 200: schema } },
    url: '/',
    route: {} as RouteOptions,
    openapiObject: { openapi: '3.1.0' },
  })
  // The converter names its root with a placeholder `$id` (meant to be swapped for a reference
  // inside an operation); in a component, 45 schemas sharing one `$id` make the document
  // unloadable in a JSON Schema validator ("resolves to more than one schema").
  const {
    $schema: _,
    $id: __,
    ...json
  } = (converted.response as Record<string, Record<string, unknown>>)[200] ?? {}
  return json
}

/**
 * Success bodies that are a contract schema (an item, an event, a page of them …) are defined
 * once under their contract name and referenced, instead of being written out in every
 * operation that answers them; generated clients get the same type names as the contract.
 */
export function namedSuccessSchemas() {
  const used = new Map<string, unknown>()
  return {
    /** The response as a reference to a named schema, or undefined when it has no name. */
    reference(code: string, schema: unknown) {
      const status = Number(code)
      const name = status >= 200 && status < 300 ? CONTRACT_NAMES.get(schema) : undefined
      if (!name) return undefined
      used.set(name, schema)
      return {
        description: STATUS_CODES[status] ?? 'Success',
        content: { 'application/json': { schema: { $ref: `#/components/schemas/${name}` } } },
      }
    },
    define(doc: OpenApiDocument): void {
      doc.components ??= {}
      const schemas = { ...doc.components.schemas }
      for (const [name, schema] of [...used].sort(([a], [b]) => a.localeCompare(b))) {
        schemas[name] = toOpenApi(schema)
      }
      doc.components.schemas = schemas
    },
  }
}
