// The static parts of index.html that stand in for the app until it runs: the page paints
// before its script is even asked for (build/startAfterFirstPaint.ts;
// docs/decisions/0008-pins-before-the-map.md).

/**
 * Settles once the stylesheet the page loads after its first frame is there: the app renders
 * nothing unstyled. Nothing to wait for where no loader ran (the dev server).
 * @example await whenStylesLoaded()
 */
export function whenStylesLoaded(): Promise<unknown> {
  return (window as { __quoStyles?: Promise<unknown> }).__quoStyles ?? Promise.resolve()
}

/**
 * Takes the static top bar of index.html away once the app's own layout is on screen, in the
 * same frame (call it from a layout effect).
 * @example useLayoutEffect(removeStaticShell, [])
 */
export function removeStaticShell(): void {
  document.getElementById('quo-shell')?.remove()
}
