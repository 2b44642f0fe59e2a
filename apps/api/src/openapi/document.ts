/** The parts of an OpenAPI 3.1 document the transforms read and change. */
export interface OpenApiOperation {
  operationId?: string
  summary?: string
  security?: Record<string, string[]>[]
  responses?: Record<string, object>
  [key: string]: unknown
}

export interface OpenApiDocument {
  paths?: Record<string, Record<string, OpenApiOperation>>
  components?: {
    schemas?: Record<string, object>
    responses?: Record<string, object>
    [key: string]: unknown
  }
  [key: string]: unknown
}

const METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'])

export function* operationsOf(
  doc: OpenApiDocument,
): Generator<{ path: string; method: string; operation: OpenApiOperation }> {
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const [method, operation] of Object.entries(item)) {
      if (METHODS.has(method)) yield { path, method, operation }
    }
  }
}
