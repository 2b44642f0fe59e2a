import { createHash } from 'node:crypto'
import { Problem } from '@quo/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { mediaResponse } from '../../openapi/mediaResponses.js'

const PALETTES = [
  ['#7B48FF', '#B9A2FF', '#2E1A66'],
  ['#1E88E5', '#90CAF9', '#0D3C61'],
  ['#43A047', '#A5D6A7', '#1B4D1E'],
  ['#F4511E', '#FFAB91', '#6D1F07'],
  ['#FFB300', '#FFE082', '#6B4A00'],
]

/** An alpine scene drawn from the seed: mountains, sun and sky in one of a few palettes. */
function scene(seed: string): string {
  const h = createHash('sha256').update(seed).digest()
  const [a, b, c] = PALETTES[(h[0] ?? 0) % PALETTES.length] as string[]
  const peak = (i: number) => 80 + ((h[i] ?? 0) % 120)
  const sun = 60 + ((h[7] ?? 0) % 280)
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" width="400" height="300">
<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${b}"/><stop offset="1" stop-color="#fff"/></linearGradient></defs>
<rect width="400" height="300" fill="url(#s)"/><circle cx="${sun}" cy="70" r="28" fill="#FFF3B0"/>
<path d="M0 300 L0 ${300 - peak(1)} L90 ${300 - peak(2) - 60} L170 ${300 - peak(3)} L260 ${300 - peak(4) - 80} L340 ${300 - peak(5)} L400 ${300 - peak(6)} L400 300Z" fill="${a}"/>
<path d="M0 300 L0 260 L120 ${230 - ((h[8] ?? 0) % 40)} L250 270 L400 ${240 - ((h[9] ?? 0) % 30)} L400 300Z" fill="${c}" opacity=".85"/></svg>`
}

/** A logo badge with the branch's short id. */
function logo(shortId: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96">
<rect width="96" height="96" rx="20" fill="#7B48FF"/><path d="M48 18c-13 0-23 10-23 23 0 17 23 37 23 37s23-20 23-37c0-13-10-23-23-23z" fill="#fff"/>
<text x="48" y="48" font-family="sans-serif" font-size="20" font-weight="700" fill="#7B48FF" text-anchor="middle">${shortId}</text></svg>`
}

const IMMUTABLE = 'public, max-age=31536000, immutable'

const svg = (description: string) => ({
  200: mediaResponse(description, 'image/svg+xml', {
    text: true,
    headers: { 'Cache-Control': { type: 'string', description: 'Immutable for a year' } },
  }),
  400: Problem,
})

/**
 * Demo images, generated so the demo needs no image files and no network. They are
 * documented: the seeded places' media and the branches' logos link to them.
 */
export const demoMedia: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/media/demo/:name',
    {
      schema: {
        tags: ['public'],
        params: z.object({ name: z.string().regex(/^[A-Za-z0-9_-]{1,40}\.svg$/) }),
        response: svg("A demo place's picture, drawn from its name"),
      },
    },
    async (request, reply) =>
      reply
        .header('content-type', 'image/svg+xml')
        .header('cache-control', IMMUTABLE)
        .send(scene(request.params.name)),
  )
  app.get(
    '/media/logo/:name',
    {
      schema: {
        tags: ['public'],
        params: z.object({ name: z.string().regex(/^([1-9]|[12][0-9]|30)\.svg$/) }),
        response: svg("A demo branch's logo with its short id"),
      },
    },
    async (request, reply) =>
      reply
        .header('content-type', 'image/svg+xml')
        .header('cache-control', IMMUTABLE)
        .send(logo(Number.parseInt(request.params.name, 10))),
  )
}
