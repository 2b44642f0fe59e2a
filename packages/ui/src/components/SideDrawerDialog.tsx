import * as Dialog from '@radix-ui/react-dialog'
import { cx } from '../cx.js'
import { FOCUS_RING } from '../focusRing.js'
import { CloseIcon } from '../icons/CloseIcon.js'
import { MESSAGES } from '../messages.js'
import type { SideDrawerProps } from './SideDrawer.js'

/** The drawer's Radix dialog, loaded by `SideDrawer` in a chunk of its own. */
export function SideDrawerDialog({
  open,
  onOpenChange,
  logoUrl,
  title,
  text,
  feedbackEmail,
  version,
  copyright,
  children,
}: SideDrawerProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <Dialog.Content
          // Without a text there is nothing to describe; undefined tells Radix so on purpose.
          {...(text ? {} : { 'aria-describedby': undefined })}
          className="fixed inset-y-0 left-0 z-50 flex w-80 max-w-[85vw] flex-col gap-4 overflow-y-auto bg-white p-6 text-ink shadow-xl focus:outline-none"
        >
          <Dialog.Close
            aria-label={MESSAGES.close}
            title={MESSAGES.close}
            className={cx(
              'absolute top-3 right-3 inline-flex size-9 cursor-pointer items-center justify-center rounded-full text-muted hover:bg-paper hover:text-ink',
              FOCUS_RING,
            )}
          >
            <CloseIcon className="size-5" />
          </Dialog.Close>
          {logoUrl && <img src={logoUrl} alt="" className="h-16 w-auto self-start object-contain" />}
          <Dialog.Title className="pr-8 text-xl leading-snug font-semibold">{title}</Dialog.Title>
          {text && (
            <Dialog.Description className="text-sm whitespace-pre-line text-muted">{text}</Dialog.Description>
          )}
          {children}
          <div className="mt-auto flex flex-col gap-1 pt-4 text-sm">
            {feedbackEmail && (
              <a
                href={`mailto:${feedbackEmail}`}
                className={cx('self-start font-medium text-primary hover:underline', FOCUS_RING)}
              >
                {MESSAGES.feedback}
              </a>
            )}
            <p className="text-muted">
              {MESSAGES.version} {version}
            </p>
            <p className="text-muted">{copyright}</p>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
