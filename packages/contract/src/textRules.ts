// Plain rules, free of zod, for code that checks text without loading any schema (the item
// card, the detail editor); the schemas in `strings.ts` apply the same ones.

/**
 * Why a string was refused: the default messages, in German because visitors' forms show these
 * words as they are. Issues carry `params.quoText` (the key) so a form can tell them from other
 * custom issues, or show its own words for them; the schema builders of `strings.ts` take
 * other `messages` too.
 */
export const TEXT_MESSAGES = {
  control: 'Steuerzeichen (z. B. Nullbytes) sind nicht erlaubt.',
  unicode: 'Der Text enthält ungültige Unicode-Zeichen.',
  markup: 'HTML-Tags sind nicht erlaubt (ein „<“ direkt vor einem Buchstaben, „/“, „!“ oder „?“).',
  scheme: 'Nur Links mit http:// oder https:// sind erlaubt.',
} as const
export type TextIssue = keyof typeof TEXT_MESSAGES
/** One message per text issue, in whatever language the reader needs. */
export type TextMessages = Readonly<Record<TextIssue, string>>

/**
 * The messages of the text rules: the German defaults with `overrides` in their place.
 * @example textMessages({ markup: 'HTML tags are not allowed.' }).markup // 'HTML tags are not allowed.'
 */
export function textMessages(overrides: Partial<TextMessages> = {}): TextMessages {
  return { ...TEXT_MESSAGES, ...overrides }
}

// PostgreSQL refuses NUL in text and jsonb, and a lone surrogate cannot be encoded as UTF-8:
// both would fail at the database (a 500) unless they are refused here. Other C0 controls
// have no business in typed text either; tab, line feed and carriage return are allowed
// where text may span lines.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const SINGLE_LINE_CONTROL = /[\u0000-\u001f\u007f]/
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const MULTI_LINE_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/
/** In `u` mode a well-formed pair is one code point, so only lone surrogates match. */
const LONE_SURROGATE = /\p{Cs}/u
/** What a browser would parse as the start of a tag, comment or processing instruction. */
const MARKUP = /<[a-z!/?]/i
/** Schemes that run code or smuggle content when a link is followed. */
const SCRIPT_SCHEME = /^(javascript|vbscript|data):/i
/** Browsers skip these anywhere in a URL, so `java\tscript:` still runs. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const URL_IGNORED = /[\s\u0000-\u001f]/g

/** The first character problem of a string, if any; zod-free so any code can use it. */
export function textIssue(value: string, { multiline = false } = {}): TextIssue | undefined {
  if ((multiline ? MULTI_LINE_CONTROL : SINGLE_LINE_CONTROL).test(value)) return 'control'
  if (LONE_SURROGATE.test(value)) return 'unicode'
  return undefined
}

/** True for input a browser would read as markup, e.g. `<img src=x onerror=…>` or `</p>`. */
export function looksLikeMarkup(value: string): boolean {
  return MARKUP.test(value)
}

/** True for `javascript:`, `vbscript:` and `data:` links, however they are cased or padded. */
export function hasScriptScheme(value: string): boolean {
  return SCRIPT_SCHEME.test(value.replace(URL_IGNORED, ''))
}
