/** Native select styled like `@quo/ui`'s TextInput (the ui package has no select yet). */
export const SELECT_CLASS =
  'w-full rounded-lg border border-line bg-white px-3 py-2 text-base text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:opacity-60 aria-[invalid=true]:border-error'

/** A link in running text or a table: the primary colour, underlined on hover. */
export const LINK_CLASS =
  'font-medium text-primary-strong hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary'
