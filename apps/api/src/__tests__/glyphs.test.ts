import { PbfReader } from 'pbf'
import { describe, expect, it } from 'vitest'
import { resolveFontStack } from '../glyphs/fontLibrary.js'
import { parseGlyphRange, renderGlyphRange } from '../glyphs/glyphRanges.js'
import { GLYPH_BUFFER, type SdfGlyph } from '../glyphs/sdfGlyph.js'

interface FontStack {
  name: string
  range: string
  glyphs: SdfGlyph[]
}

/** Reads a glyph PBF as MapLibre does (glyphs.proto). */
function decode(bytes: Uint8Array): FontStack[] {
  const glyph = (tag: number, g: SdfGlyph, pbf: PbfReader) => {
    if (tag === 1) g.id = pbf.readVarint()
    else if (tag === 2) g.bitmap = pbf.readBytes()
    else if (tag === 3) g.width = pbf.readVarint()
    else if (tag === 4) g.height = pbf.readVarint()
    else if (tag === 5) g.left = pbf.readSVarint()
    else if (tag === 6) g.top = pbf.readSVarint()
    else if (tag === 7) g.advance = pbf.readVarint()
  }
  const stack = (tag: number, s: FontStack, pbf: PbfReader) => {
    if (tag === 1) s.name = pbf.readString()
    else if (tag === 2) s.range = pbf.readString()
    else if (tag === 3)
      s.glyphs.push(
        pbf.readMessage(glyph, {
          id: 0,
          bitmap: undefined,
          width: 0,
          height: 0,
          left: 0,
          top: 0,
          advance: 0,
        }),
      )
  }
  return new PbfReader(bytes).readFields((tag, stacks: FontStack[], pbf) => {
    if (tag === 1) stacks.push(pbf.readMessage(stack, { name: '', range: '', glyphs: [] }))
  }, [])
}

describe('glyph ranges', () => {
  it("draw 'A' with sensible metrics and a signed distance field", () => {
    const [stack] = decode(renderGlyphRange(['Open Sans Regular'], 0))
    expect(stack?.name).toBe('Open Sans Regular')
    expect(stack?.range).toBe('0-255')
    const a = stack?.glyphs.find((g) => g.id === 65) as SdfGlyph
    // Open Sans at 24 px: 'A' is about 15 px wide and 17 px tall, sitting on the baseline.
    expect(a.width).toBeGreaterThanOrEqual(13)
    expect(a.width).toBeLessThanOrEqual(17)
    expect(a.height).toBeGreaterThanOrEqual(15)
    expect(a.height).toBeLessThanOrEqual(19)
    expect(a.advance).toBeGreaterThanOrEqual(13)
    expect(a.advance).toBeLessThanOrEqual(17)
    expect(a.top).toBeLessThan(0)
    const bitmap = a.bitmap as Uint8Array
    const w = a.width + 2 * GLYPH_BUFFER
    expect(bitmap.length).toBe(w * (a.height + 2 * GLYPH_BUFFER))
    // Inside the stroke the field is above the edge value (192), in the corners far below.
    expect(Math.max(...bitmap)).toBeGreaterThan(200)
    expect(bitmap[0]).toBeLessThan(100)
    // The apex is at the top centre: the middle of the first glyph row is inside, its ends outside.
    const apexRow = GLYPH_BUFFER
    const row = bitmap.subarray(apexRow * w, (apexRow + 1) * w)
    expect(Math.max(...row.subarray(Math.floor(w / 2) - 2, Math.floor(w / 2) + 3))).toBeGreaterThan(150)
    expect(row[GLYPH_BUFFER]).toBeLessThan(150)
  })

  it('give the space an advance and no bitmap, and cover German letters and typographic dashes', () => {
    const latin = decode(renderGlyphRange(['Open Sans Regular'], 0))[0]?.glyphs ?? []
    const space = latin.find((g) => g.id === 32)
    expect(space?.bitmap).toBeUndefined()
    expect(space?.advance).toBeGreaterThan(3)
    for (const ch of 'äöüÄÖÜß') expect(latin.some((g) => g.id === ch.codePointAt(0))).toBe(true)
    const punctuation = decode(renderGlyphRange(['Open Sans Bold'], 8192))[0]?.glyphs ?? []
    for (const ch of '–—„“”‘’…') expect(punctuation.some((g) => g.id === ch.codePointAt(0))).toBe(true)
  })

  it('answer ranges without glyphs with a valid, empty range', () => {
    const [stack] = decode(renderGlyphRange(['Open Sans Regular'], 0x4e00))
    expect(stack).toEqual({ name: 'Open Sans Regular', range: '19968-20223', glyphs: [] })
  })

  it('accept only whole ranges of 256 and stacks with a served font', () => {
    expect(parseGlyphRange('256-511')).toBe(256)
    expect(parseGlyphRange('65280-65535')).toBe(65280)
    expect(parseGlyphRange('0-511')).toBeNull()
    expect(parseGlyphRange('1-256')).toBeNull()
    expect(parseGlyphRange('65536-65791')).toBeNull()
    expect(resolveFontStack('Open Sans Regular,Arial Unicode MS Regular')).toEqual(['Open Sans Regular'])
    expect(resolveFontStack('Noto Sans Regular,Open Sans Bold,Open Sans Bold')).toEqual(['Open Sans Bold'])
    expect(resolveFontStack('Arial Unicode MS Regular')).toEqual([])
  })
})
