import { Button } from '@quo/ui'
import { formatDateTime } from '../../format.js'
import { placeMessages as t } from './messages.js'

/**
 * The draft an earlier visit of this form left in the browser (a reload, a crash, a closed tab,
 * a server that went away): restored into the form, or dropped, as the person decides.
 */
export function LocalDraftOffer({
  savedAt,
  onRestore,
  onDrop,
}: {
  /** When the draft was last typed (ISO). */
  savedAt: string
  onRestore: () => void
  onDrop: () => void
}) {
  return (
    <section
      aria-label={t.restoreDraft}
      className="flex flex-wrap items-center gap-3 rounded-2xl border border-primary/30 bg-primary/5 p-4 text-sm"
    >
      <p className="mr-auto text-ink">{t.localDraft(formatDateTime(savedAt))}</p>
      <Button variant="secondary" onClick={onDrop}>
        {t.dropDraft}
      </Button>
      <Button onClick={onRestore}>{t.restoreDraft}</Button>
    </section>
  )
}
