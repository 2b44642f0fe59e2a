import { useBlocker } from '@tanstack/react-router'
import { messages } from '../messages.js'
import { ConfirmDialog } from './ConfirmDialog.js'

/**
 * Asks before an edited form is left: inside the app with a dialog, when the tab is closed or
 * reloaded with the browser's own question. Nothing is asked once the changes are saved.
 */
export function LeaveGuard({ dirty }: { dirty: boolean }) {
  const blocker = useBlocker({
    shouldBlockFn: () => dirty,
    enableBeforeUnload: () => dirty,
    withResolver: true,
  })
  return (
    <ConfirmDialog
      open={blocker.status === 'blocked'}
      title={messages.forms.leaveTitle}
      confirmLabel={messages.forms.leave}
      cancelLabel={messages.forms.stay}
      destructive
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    >
      {messages.forms.leaveText}
    </ConfirmDialog>
  )
}
