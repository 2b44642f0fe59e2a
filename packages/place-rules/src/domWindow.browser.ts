import type { WindowLike } from 'dompurify'

/**
 * The window the markdown sanitiser works in wherever the `node` condition does not apply: a
 * browser's own, where DOMPurify runs natively. Typed without the DOM library on purpose: the
 * API's type check reads this file too, because TypeScript resolves `#dom-window` without the
 * `node` condition, and the API has no DOM types.
 */
export function domWindow(): WindowLike {
  return globalThis as unknown as WindowLike
}
