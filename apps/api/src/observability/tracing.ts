import type { FastifyPluginCallback } from 'fastify'
import { VERSION } from '../version.js'

export interface Tracing {
  /** Registered first on the app, so every route and hook after it is traced. */
  plugin: FastifyPluginCallback
  /** Sends the spans still buffered. */
  shutdown(): Promise<void>
}

/**
 * OpenTelemetry traces through Fastify's official instrumentation, exported over OTLP/HTTP to
 * `OTEL_EXPORTER_OTLP_ENDPOINT` (the exporter reads it and the other standard `OTEL_*`
 * variables itself). Absent, nothing is loaded. The probes are not traced: a balancer asks
 * twice a second.
 */
export async function startTracing(env: NodeJS.ProcessEnv = process.env): Promise<Tracing | undefined> {
  if (!env.OTEL_EXPORTER_OTLP_ENDPOINT && !env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) return undefined
  const [
    { NodeTracerProvider, BatchSpanProcessor },
    { OTLPTraceExporter },
    { FastifyOtelInstrumentation },
    { defaultResource, detectResources, envDetector, resourceFromAttributes },
  ] = await Promise.all([
    import('@opentelemetry/sdk-trace-node'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@fastify/otel'),
    import('@opentelemetry/resources'),
  ])
  // quo and its version unless OTEL_SERVICE_NAME or OTEL_RESOURCE_ATTRIBUTES say otherwise.
  const resource = defaultResource()
    .merge(resourceFromAttributes({ 'service.name': 'quo', 'service.version': VERSION }))
    .merge(detectResources({ detectors: [envDetector] }))
  const provider = new NodeTracerProvider({
    resource,
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter())],
  })
  provider.register()
  const instrumentation = new FastifyOtelInstrumentation({
    ignorePaths: ({ url }) => url === '/livez' || url === '/readyz',
  })
  instrumentation.setTracerProvider(provider)
  return { plugin: instrumentation.plugin(), shutdown: () => provider.shutdown() }
}
