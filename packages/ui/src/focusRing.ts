/** Visible keyboard focus in the primary colour; shared so every control shows the same ring. */
export const FOCUS_RING =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary'
