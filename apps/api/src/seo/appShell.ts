import { readFileSync } from 'node:fs'
import { type CachedBody, compressibleBinaryEncoder } from '../cache/hotCache.js'
import { escapeMarkup } from './markup.js'
import type { PageHead } from './placePreview.js'

const TITLE = /<title>[\s\S]*?<\/title>/i
/** With the indentation before it, so no blank line is left where it stood. */
const DESCRIPTION = /\n?[ \t]*<meta\s+name=["']description["'][^>]*>/i

/** A built app's `index.html`, as it is and with a page's own head. */
export interface AppShell {
  /** The page as built, compressed once. */
  readonly plain: Promise<CachedBody>
  /** The page with `head`'s title and description in place of the built ones and its tags added. */
  withHead(head: PageHead): string
}

export const encodeHtml = compressibleBinaryEncoder('text/html; charset=utf-8')

/** The shell split where a page's head goes: in place of the built title, else before `</head>`. */
function splitForHead(html: string): [string, string] {
  const bare = html.replace(DESCRIPTION, '')
  const title = TITLE.exec(bare)
  if (title) return [bare.slice(0, title.index), bare.slice(title.index + title[0].length)]
  const headEnd = bare.search(/<\/head>/i)
  return headEnd < 0 ? [bare, ''] : [bare.slice(0, headEnd), bare.slice(headEnd)]
}

/**
 * Reads the shell once, like the security headers read its inline scripts' hashes: a new
 * build is served by a new process.
 */
export function loadAppShell(file: string): AppShell {
  const html = readFileSync(file, 'utf8')
  const [before, after] = splitForHead(html)
  return {
    plain: encodeHtml(Buffer.from(html), Number.POSITIVE_INFINITY),
    withHead(head) {
      const tags = [
        `<title>${escapeMarkup(head.title)}</title>`,
        `<meta name="description" content="${escapeMarkup(head.description)}" />`,
        head.tags,
      ]
      return `${before}${tags.join('\n    ')}${after}`
    },
  }
}
