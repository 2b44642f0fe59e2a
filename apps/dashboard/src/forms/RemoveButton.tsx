import { CloseIcon } from '@quo/ui'

/**
 * Small round "×" that removes one entry of a list; the label names what it removes, for screen
 * readers. `busy` while the removal is sent; `compact` inside a chip.
 */
export function RemoveButton({
  label,
  onClick,
  busy = false,
  disabled = false,
  compact = false,
}: {
  label: string
  onClick: () => void
  busy?: boolean
  disabled?: boolean
  compact?: boolean
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-busy={busy || undefined}
      disabled={disabled || busy}
      onClick={onClick}
      className={`inline-flex ${compact ? 'size-8' : 'size-10'} shrink-0 cursor-pointer items-center justify-center rounded-full text-muted transition-colors hover:bg-error/10 hover:text-error focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:cursor-default disabled:opacity-50`}
    >
      <CloseIcon className={busy ? 'size-5 animate-pulse' : 'size-5'} />
    </button>
  )
}
