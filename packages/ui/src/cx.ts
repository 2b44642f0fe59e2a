/** Joins class names, skipping falsy parts, so conditional Tailwind classes stay literal strings the scanner finds. */
export function cx(...parts: (string | false | null | undefined)[]): string {
  return parts.filter(Boolean).join(' ')
}
