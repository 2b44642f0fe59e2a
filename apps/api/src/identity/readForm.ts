import type { IncomingMessage } from 'node:http'

/** Form posts to the issuer are a few fields; anything past this is cut off, not buffered. */
const MAX_FORM_BYTES = 8 * 1024

/** Reads an `application/x-www-form-urlencoded` body from the raw request (the issuer's routes skip Fastify's parsers). */
export async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req) {
    size += (chunk as Buffer).length
    if (size > MAX_FORM_BYTES) break
    chunks.push(chunk as Buffer)
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'))
}
