import { Button } from '@quo/ui'
import { placeMessages as t } from './messages.js'

/**
 * The bar at the foot of the screen, always in reach: whether something is unsaved or saved,
 * discarding the changes (update mode), and the save or create button. While a shape is drawn it
 * stays at the end of the form instead (`floating` false): floating, it covered the drawing map's
 * lower part and the drawing's own buttons, where clicks must reach the map.
 */
export function SaveBar({
  floating = true,
  create,
  dirty,
  savedNote,
  saving,
  onReset,
}: {
  /** Sticks to the foot of the screen; false leaves it in the flow at the end of the form. */
  floating?: boolean
  /** Create mode: the button creates, and a form without changes can be sent. */
  create: boolean
  dirty: boolean
  savedNote: boolean
  saving: boolean
  onReset: () => void
}) {
  return (
    <section
      aria-label={t.saveBar}
      className={`${floating ? 'sticky bottom-0 z-30' : ''} -mx-4 border-t border-line bg-white/95 px-4 py-3 shadow-[0_-2px_8px_rgba(0,0,0,0.06)] backdrop-blur sm:mx-0 sm:rounded-2xl sm:border`}
    >
      <div className="flex flex-wrap items-center justify-end gap-3">
        <p className="mr-auto text-sm text-muted" role="status">
          {dirty ? t.unsaved : savedNote ? t.saved : ''}
        </p>
        {dirty && !create && (
          <Button variant="secondary" disabled={saving} onClick={onReset}>
            {t.reset}
          </Button>
        )}
        <Button type="submit" busy={saving} disabled={!dirty && !create}>
          {create ? t.create : t.save}
        </Button>
      </div>
    </section>
  )
}
