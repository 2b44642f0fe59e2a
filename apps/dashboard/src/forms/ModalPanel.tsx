import { Button } from '@quo/ui'
import { type ReactNode, useEffect, useId, useRef } from 'react'

/**
 * A modal panel on the browser's own `<dialog>`, open while it is rendered: a heading with a
 * close button, focus trapped, Escape closes, the page behind inert.
 */
export function ModalPanel({
  title,
  closeLabel,
  onClose,
  width,
  children,
}: {
  title: string
  closeLabel: string
  onClose: () => void
  /** Widest it gets, e.g. `48rem`; narrower screens get their width less a margin. */
  width: '44rem' | '48rem'
  children: ReactNode
}) {
  const ref = useRef<HTMLDialogElement>(null)
  const headingId = useId()
  useEffect(() => {
    const dialog = ref.current
    if (dialog && !dialog.open) dialog.showModal?.()
  }, [])
  return (
    <dialog
      ref={ref}
      aria-labelledby={headingId}
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
      className={`m-auto max-h-[calc(100dvh-2rem)] overflow-y-auto rounded-2xl bg-white p-0 text-ink shadow-xl backdrop:bg-black/40 ${width === '48rem' ? 'w-[min(48rem,calc(100vw-2rem))]' : 'w-[min(44rem,calc(100vw-2rem))]'}`}
    >
      <div className="flex items-center justify-between gap-3 border-b border-line px-5 py-3">
        <h2 id={headingId} className="truncate text-lg font-semibold">
          {title}
        </h2>
        <Button variant="secondary" onClick={onClose}>
          {closeLabel}
        </Button>
      </div>
      {children}
    </dialog>
  )
}
