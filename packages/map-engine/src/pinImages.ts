export interface PinImage {
  width: number
  height: number
  data: Uint8ClampedArray
}

/** Widest row of the pin atlas, in device pixels, and the gap that keeps pins from bleeding. */
const ATLAS_ROW = 1024
const ATLAS_GAP = 2
/**
 * Pins per atlas: drawing an atlas rasterises its SVG on the main thread in one go, and on a slow
 * phone 200 pins took 200 ms at once; atlases of this many, one task each, keep every task short
 * while the page loads (total blocking time: docs/decisions/0008-pins-before-the-map.md).
 */
const ATLAS_PINS = 12

/** Lets the browser paint and handle input before the next atlas. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

function decode(svg: string): Promise<HTMLImageElement> {
  const image = new Image()
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`
  return image.decode().then(() => image)
}

/** A CPU-backed canvas: reading pixels back from a GPU canvas costs a round trip each time. */
function canvas2d(width: number, height: number): CanvasRenderingContext2D {
  const canvas = document.createElement('canvas')
  canvas.width = Math.max(1, width)
  canvas.height = Math.max(1, height)
  const context = canvas.getContext('2d', { willReadFrequently: true })
  if (!context) throw new Error('no 2d canvas')
  return context
}

/** Width and height of an SVG's root element, in CSS pixels; null when it does not say. */
function svgSize(svg: string): readonly [number, number] | null {
  const root = svg.match(/<svg\b[^>]*>/)?.[0] ?? ''
  const width = Number(root.match(/\swidth="([\d.]+)"/)?.[1])
  const height = Number(root.match(/\sheight="([\d.]+)"/)?.[1])
  return width > 0 && height > 0 ? [width, height] : null
}

/**
 * Rasterises SVGs at the screen's pixel ratio, for `map.addImage`. Decoding an SVG is the cost
 * (a document each, on the main thread), so the pins go into atlas SVGs of `ATLAS_PINS` each,
 * each decoded and drawn once and read back once, one task each; SVGs without a size, or with
 * ids that would clash in one document, are drawn one by one.
 */
export async function rasterise(svgs: readonly string[], pixelRatio: number): Promise<PinImage[]> {
  const images: PinImage[] = []
  for (let start = 0; start < svgs.length; start += ATLAS_PINS) {
    if (start > 0) await nextTask()
    images.push(...(await rasteriseAtlas(svgs.slice(start, start + ATLAS_PINS), pixelRatio)))
  }
  return images
}

/** One atlas: the SVGs side by side in rows, decoded and drawn once and read back once. */
async function rasteriseAtlas(svgs: readonly string[], pixelRatio: number): Promise<PinImage[]> {
  const sizes = svgs.map(svgSize)
  if (sizes.some((size) => !size) || svgs.some((svg) => /\sid=/.test(svg))) {
    return rasteriseEach(svgs, pixelRatio)
  }
  let x = 0
  let y = 0
  let rowHeight = 0
  const places = sizes.map((size) => {
    const [w, h] = size ?? [0, 0]
    const width = Math.round(w * pixelRatio)
    const height = Math.round(h * pixelRatio)
    if (x > 0 && x + width > ATLAS_ROW) {
      x = 0
      y += rowHeight + ATLAS_GAP
      rowHeight = 0
    }
    const place = { x, y, width, height }
    x += width + ATLAS_GAP
    rowHeight = Math.max(rowHeight, height)
    return place
  })
  const atlasWidth = Math.max(1, ...places.map((p) => p.x + p.width))
  const atlasHeight = Math.max(1, y + rowHeight)
  const css = (devicePixels: number) => devicePixels / pixelRatio
  const pins = svgs.map((svg, i) => {
    const p = places[i] ?? { x: 0, y: 0, width: 0, height: 0 }
    return svg.replace(/<svg\b/, `<svg x="${css(p.x)}" y="${css(p.y)}"`)
  })
  const atlas = await decode(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${css(atlasWidth)}" height="${css(atlasHeight)}">${pins.join('')}</svg>`,
  )
  const context = canvas2d(atlasWidth, atlasHeight)
  context.drawImage(atlas, 0, 0, atlasWidth, atlasHeight)
  const all = context.getImageData(0, 0, atlasWidth, atlasHeight).data
  return places.map(({ x: left, y: top, width, height }) => {
    const data = new Uint8ClampedArray(width * height * 4)
    for (let row = 0; row < height; row++) {
      const start = ((top + row) * atlasWidth + left) * 4
      data.set(all.subarray(start, start + width * 4), row * width * 4)
    }
    return { width, height, data }
  })
}

/** One decode per SVG, all drawn on one canvas. */
async function rasteriseEach(svgs: readonly string[], pixelRatio: number): Promise<PinImage[]> {
  const images = await Promise.all(svgs.map(decode))
  const sizes = images.map(
    (i) => [Math.round(i.width * pixelRatio), Math.round(i.height * pixelRatio)] as const,
  )
  const context = canvas2d(Math.max(0, ...sizes.map(([w]) => w)), Math.max(0, ...sizes.map(([, h]) => h)))
  return images.map((image, i) => {
    const [width, height] = sizes[i] ?? [0, 0]
    context.clearRect(0, 0, width, height)
    context.drawImage(image, 0, 0, width, height)
    return { width, height, data: context.getImageData(0, 0, width, height).data }
  })
}
