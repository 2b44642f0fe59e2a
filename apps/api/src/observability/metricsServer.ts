import { createServer, type Server } from 'node:http'
import type { Telemetry } from './telemetry.js'

/**
 * Prometheus's `/metrics` on a port of its own, so the public port never shows them and a
 * firewall can keep the scrape inside the cluster.
 */
export async function serveMetrics(telemetry: Telemetry, port: number, host: string): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response
        .writeHead(404, { 'content-type': 'text/plain' })
        .end('not found: the metrics are at /metrics\n')
      return
    }
    telemetry.exposition().then(
      ({ contentType, body }) => response.writeHead(200, { 'content-type': contentType }).end(body),
      () => response.writeHead(500, { 'content-type': 'text/plain' }).end('metrics could not be collected\n'),
    )
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => resolve())
  })
  return server
}
