import { type FontName, loadFont } from './fontLibrary.js'
import { encodeGlyphRange } from './glyphPbf.js'
import { renderSdfGlyph, type SdfGlyph } from './sdfGlyph.js'

/** Code points per glyph PBF, as MapLibre requests them (0-255, 256-511, …). */
const GLYPH_RANGE_SIZE = 256
const LAST_CODE_POINT = 0xffff

/** The first code point of a `start-end` range MapLibre may ask for, or null for anything else. */
export function parseGlyphRange(range: string): number | null {
  const match = /^(\d{1,5})-(\d{1,5})$/.exec(range)
  if (!match) return null
  const start = Number(match[1])
  const end = Number(match[2])
  const valid =
    start % GLYPH_RANGE_SIZE === 0 && end === start + GLYPH_RANGE_SIZE - 1 && end <= LAST_CODE_POINT
  return valid ? start : null
}

/** One range of glyphs drawn from a stack of fonts: each character from the first font that has it. */
export function renderGlyphRange(fonts: readonly FontName[], start: number): Uint8Array {
  const loaded = fonts.map(loadFont)
  const glyphs: SdfGlyph[] = []
  for (let codePoint = start; codePoint < start + GLYPH_RANGE_SIZE; codePoint++) {
    for (const font of loaded) {
      const glyph = renderSdfGlyph(font, codePoint)
      if (glyph) {
        glyphs.push(glyph)
        break
      }
    }
  }
  return encodeGlyphRange(fonts.join(','), `${start}-${start + GLYPH_RANGE_SIZE - 1}`, glyphs)
}
