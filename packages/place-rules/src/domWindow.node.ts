import type { WindowLike } from 'dompurify'
import { JSDOM } from 'jsdom'

/**
 * The window the markdown sanitiser works in under Node (the API, tests, scripts), which has no
 * DOM: jsdom's, the implementation DOMPurify supports and tests against on the server. An empty
 * document suffices; DOMPurify parses into inert documents of its own.
 */
export function domWindow(): WindowLike {
  return new JSDOM('').window as unknown as WindowLike
}
