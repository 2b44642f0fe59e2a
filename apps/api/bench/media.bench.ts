import { createHash } from 'node:crypto'
import sharp from 'sharp'
import { renderImage } from '../src/media/imageRenditions.js'
import { paintFloorPlan } from '../src/tiles/floorPlanRaster.js'
import { Canvas } from '../src/tiles/rasterize.js'

// pnpm bench:media — what an upload costs: a camera photo of 2, 12 and 24 megapixels checked and
// rendered to AVIF and WebP in three widths (median of 3), the bytes each rendition takes, and
// painting a floor plan into a level tile (median of 50).
const RUNS = Number(process.env.BENCH_RUNS ?? 3)

/**
 * A photo-like JPEG: detail at every scale, as a real scene has — a sky-to-ground gradient,
 * hundreds of shapes from large to small in many colours, and fine grain on top. Noise alone
 * averaged into a flat grey when downscaled (a 0.3 KB thumbnail), which no camera photo does.
 */
async function photo(width: number, height: number): Promise<Buffer> {
  let seed = width * 31 + height
  const random = () => {
    seed = (seed * 16807) % 2147483647
    return seed / 2147483647
  }
  const shapes: string[] = []
  for (let i = 0; i < 600; i++) {
    const size = (width / 4) * random() ** 3 + 2
    const colour = `hsl(${Math.floor(random() * 360)},${Math.floor(30 + random() * 50)}%,${Math.floor(25 + random() * 50)}%)`
    const x = random() * width
    const y = random() * height
    shapes.push(
      i % 3 === 0
        ? `<rect x="${x}" y="${y}" width="${size}" height="${size * (0.3 + random())}" fill="${colour}" opacity="${0.4 + random() * 0.6}" transform="rotate(${random() * 90} ${x} ${y})"/>`
        : `<circle cx="${x}" cy="${y}" r="${size / 2}" fill="${colour}" opacity="${0.4 + random() * 0.6}"/>`,
    )
  }
  const scene = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7fb2e5"/><stop offset="0.55" stop-color="#e8eef2"/><stop offset="0.56" stop-color="#6b8f4e"/><stop offset="1" stop-color="#3d5a2a"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>${shapes.join('')}</svg>`,
  )
  const grain = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 12 },
    },
  })
    .png()
    .toBuffer()
  return sharp(scene)
    .composite([{ input: grain, blend: 'overlay' }])
    .jpeg({ quality: 88 })
    .toBuffer()
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

console.log(`sharp ${sharp.versions.sharp}, libvips ${sharp.versions.vips}, ${RUNS} runs each`)
for (const [width, height] of [
  [1600, 1200],
  [4000, 3000],
  [6000, 4000],
] as const) {
  const bytes = await photo(width, height)
  const times: number[] = []
  let last: Awaited<ReturnType<typeof renderImage>> | undefined
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now()
    last = await renderImage(bytes, createHash('sha256').update(bytes).digest('hex'))
    times.push(performance.now() - start)
  }
  const sizes = (last?.variants ?? [])
    .map((v) => `${v.name} ${v.format} ${v.width} px ${kb(v.bytes)}`)
    .join(', ')
  console.log(
    `${((width * height) / 1e6).toFixed(0)} MP JPEG (${kb(bytes.length)}): rendered in ${median(times).toFixed(0)} ms median — ${sizes}`,
  )
}

const plan = await sharp({ create: { width: 1920, height: 1080, channels: 3, background: '#c0d0e0' } })
  .webp()
  .toBuffer()
// The tile at zoom 18 under the plan's centre, so the whole tile is painted.
const z = 18
const n = 2 ** z
const tx = Math.floor(((9.512 + 180) / 360) * n)
const rad = (47.1655 * Math.PI) / 180
const ty = Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n)
const tileTimes: number[] = []
let painted = 0
for (let i = 0; i < 50; i++) {
  const canvas = new Canvas(256, 256)
  const start = performance.now()
  const layer = { west: 9.511, south: 47.165, east: 9.513, north: 47.166, opacity: 1, image: plan }
  await paintFloorPlan(canvas, layer, z, tx, ty)
  tileTimes.push(performance.now() - start)
  painted = canvas.pixels.filter((value, k) => k % 4 === 3 && value === 255).length
}
console.log(
  `floor plan painted into a 256 px level tile: ${median(tileTimes).toFixed(1)} ms median of 50 (${painted} of 65536 pixels covered)`,
)
