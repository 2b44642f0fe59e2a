import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import opentype from 'opentype.js'

/** Open Sans (SIL OFL 1.1), shipped as TrueType files by an npm package: nothing is downloaded. */
const FONT_FILES = {
  'Open Sans Regular': '@expo-google-fonts/open-sans/400Regular/OpenSans_400Regular.ttf',
  'Open Sans Italic': '@expo-google-fonts/open-sans/400Regular_Italic/OpenSans_400Regular_Italic.ttf',
  'Open Sans Semibold': '@expo-google-fonts/open-sans/600SemiBold/OpenSans_600SemiBold.ttf',
  'Open Sans Bold': '@expo-google-fonts/open-sans/700Bold/OpenSans_700Bold.ttf',
} as const

export type FontName = keyof typeof FONT_FILES

/** Most fonts of a stack that are looked at; MapLibre sends one to three. */
const MAX_STACK = 3

const require = createRequire(import.meta.url)
const loaded = new Map<FontName, opentype.Font>()

/** The parsed font, read from its package on first use. */
export function loadFont(name: FontName): opentype.Font {
  let font = loaded.get(name)
  if (!font) {
    const bytes = readFileSync(require.resolve(FONT_FILES[name]))
    font = opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength))
    loaded.set(name, font)
  }
  return font
}

/**
 * The served fonts of a MapLibre font stack ("Open Sans Regular,Arial Unicode MS Regular"), in
 * order and without repeats; names we do not have are skipped. Empty when none is served.
 */
export function resolveFontStack(stack: string): FontName[] {
  const names: FontName[] = []
  for (const part of stack.split(',').slice(0, 8)) {
    const name = part.trim()
    // Own keys only: `in` also finds `constructor`, `toString`, `__proto__` on every object.
    if (Object.hasOwn(FONT_FILES, name) && !names.includes(name as FontName)) names.push(name as FontName)
    if (names.length === MAX_STACK) break
  }
  return names
}
