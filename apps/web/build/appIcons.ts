// Renders the site's app icons from its favicon once (`pnpm --filter @quo/web icons`); the PNGs
// are committed, so a build never depends on the fonts of the machine it runs on. Home screens
// want bitmaps: Android's installed app a 192 and a 512 px icon and a maskable one whose content
// keeps inside the middle 80 % (it is cut to a circle, squircle or rounded square), iOS a 180 px
// apple-touch-icon without transparency.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'

const publicDir = fileURLToPath(new URL('../public/', import.meta.url))
const favicon = readFileSync(`${publicDir}favicon.svg`, 'utf8')
const violet = /fill="(#[0-9a-f]{6})"/i.exec(favicon)?.[1] ?? '#7b48ff'
/** The favicon with its lettering at `scale` around the middle (the rendering font runs wider than a browser's system-ui). */
const scaled = (svg: string, scale: number) =>
  svg.replace(/<text /, `<text transform="translate(16 16) scale(${scale}) translate(-16 -16)" `)
const round = scaled(favicon, 0.8)
/** On a full square of the violet, the lettering inside the maskable safe zone (the middle circle of 80 %). */
const fullBleed = scaled(
  favicon.replace(/<circle[^>]*\/>/, `<rect width="32" height="32" fill="${violet}"/>`),
  0.6,
)

const icons = [
  { file: 'icon-192.png', svg: round, size: 192 },
  { file: 'icon-512.png', svg: round, size: 512 },
  { file: 'maskable-512.png', svg: fullBleed, size: 512 },
  { file: 'apple-touch-icon.png', svg: fullBleed, size: 180 },
]
for (const { file, svg, size } of icons)
  await sharp(Buffer.from(svg), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(`${publicDir}icons/${file}`)
console.log(`wrote ${icons.length} icons to ${publicDir}icons/`)
