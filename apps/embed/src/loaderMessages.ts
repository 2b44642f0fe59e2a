/**
 * User-facing text of the partner pages' loader (German), apart from `messages.ts` so the loader
 * script stays within its 2 KB (bench/embedBench.ts).
 */
export const loaderMessages = {
  /** The iframe's title when the container names none (`data-title`). */
  frameTitle: 'Karte',
}
