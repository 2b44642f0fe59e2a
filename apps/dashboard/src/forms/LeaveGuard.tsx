import { useBlocker } from '@tanstack/react-router'
import { messages } from '../messages.js'
import { ConfirmDialog } from './ConfirmDialog.js'
import { useAnyDirtyForm } from './dirtyForms.js'

/**
 * Asks before an edited form is left: inside the app with a dialog, when the tab is closed or
 * reloaded with the browser's own question. Nothing is asked once the changes are saved. The
 * screen's side forms count too (forms/dirtyForms): their typed input is asked about as well.
 */
export function LeaveGuard({
  dirty,
  onDiscard,
}: {
  dirty: boolean
  /** Called when the person chose to leave without saving (a kept draft is dropped). */
  onDiscard?: () => void
}) {
  const sideForms = useAnyDirtyForm()
  const edited = dirty || sideForms
  const blocker = useBlocker({
    shouldBlockFn: () => edited,
    enableBeforeUnload: () => edited,
    withResolver: true,
  })
  return (
    <ConfirmDialog
      open={blocker.status === 'blocked'}
      title={messages.forms.leaveTitle}
      confirmLabel={messages.forms.leave}
      cancelLabel={messages.forms.stay}
      destructive
      onConfirm={() => {
        onDiscard?.()
        blocker.proceed?.()
      }}
      onCancel={() => blocker.reset?.()}
    >
      {messages.forms.leaveText}
    </ConfirmDialog>
  )
}
