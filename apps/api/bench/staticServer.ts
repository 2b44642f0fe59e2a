import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'

// A bare node:http server that answers every request with one fixed response: the ceiling
// the API's cached path is measured against.
const [bodyFile, headersJson] = process.argv.slice(2)
const body = readFileSync(bodyFile as string)
const headers = JSON.parse(headersJson as string) as Record<string, string>
const server = createServer((_req, res) => {
  res.writeHead(200, headers)
  res.end(body)
})
server.listen(0, '127.0.0.1', () => {
  const address = server.address()
  if (address && typeof address === 'object') console.log(`static on http://127.0.0.1:${address.port}/`)
})
process.on('SIGTERM', () => server.close(() => process.exit(0)))
