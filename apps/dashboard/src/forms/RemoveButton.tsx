/** A small "×" that removes one entry of a list; `label` names what it removes. */
export function RemoveButton({
  label,
  onClick,
  disabled,
}: {
  label: string
  onClick: () => void
  disabled?: boolean
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      disabled={disabled}
      className="inline-flex size-8 shrink-0 cursor-pointer items-center justify-center rounded-full text-lg text-muted hover:bg-paper hover:text-ink focus-visible:outline-2 focus-visible:outline-primary disabled:opacity-50"
    >
      <span aria-hidden="true">×</span>
    </button>
  )
}
