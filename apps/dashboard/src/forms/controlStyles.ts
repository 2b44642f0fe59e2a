/** The look of native selects and inputs next to `@quo/ui`'s TextInput. */
export const SELECT_CLASS =
  'w-full rounded-xl border border-line bg-white px-3 py-2 text-sm text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:opacity-60'

/** A white card holding one part of a form. */
export const SECTION_CLASS = 'flex flex-col gap-4 rounded-2xl bg-white p-5 shadow-sm'
