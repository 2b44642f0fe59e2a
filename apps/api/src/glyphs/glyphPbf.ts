import { PbfWriter } from 'pbf'
import type { SdfGlyph } from './sdfGlyph.js'

/**
 * Encodes one range of a font stack in the glyph protobuf MapLibre loads
 * (`glyphs { fontstack { name, range, glyph { id, bitmap, width, height, left, top, advance } } }`).
 */
export function encodeGlyphRange(name: string, range: string, glyphs: readonly SdfGlyph[]): Uint8Array {
  const pbf = new PbfWriter()
  pbf.writeMessage(1, writeFontStack, { name, range, glyphs })
  return pbf.finish()
}

function writeFontStack(stack: { name: string; range: string; glyphs: readonly SdfGlyph[] }, pbf: PbfWriter) {
  pbf.writeStringField(1, stack.name)
  pbf.writeStringField(2, stack.range)
  for (const glyph of stack.glyphs) pbf.writeMessage(3, writeGlyph, glyph)
}

function writeGlyph(glyph: SdfGlyph, pbf: PbfWriter) {
  pbf.writeVarintField(1, glyph.id)
  if (glyph.bitmap) pbf.writeBytesField(2, glyph.bitmap)
  pbf.writeVarintField(3, glyph.width)
  pbf.writeVarintField(4, glyph.height)
  pbf.writeSVarintField(5, glyph.left)
  pbf.writeSVarintField(6, glyph.top)
  pbf.writeVarintField(7, glyph.advance)
}
