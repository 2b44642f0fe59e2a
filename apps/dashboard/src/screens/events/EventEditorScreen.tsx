import { Link, useParams } from '@tanstack/react-router'
import { LINK_CLASS } from '../../forms/controlStyles.js'
import { ScreenHeading } from '../ScreenHeading.js'
import { EventEditorForm } from './EventEditorForm.js'
import { eventMessages } from './messages.js'
import { SavedEventEditor } from './SavedEventEditor.js'

const t = eventMessages.editor

const LINK = `text-sm ${LINK_CLASS}`

/**
 * One event's editor (docs/product.md §2): create mode at /events/new/, update mode at /events/{id}/ with
 * delete. The id is read loosely, as the places screen does, and was checked by the route.
 */
export function EventEditorScreen() {
  const { eventId } = useParams({ strict: false })
  const id = typeof eventId === 'number' ? eventId : undefined
  return (
    <div className="flex flex-col gap-6">
      <Link to="/events/" className={LINK}>
        <span aria-hidden="true">{t.backArrow}</span> {t.back}
      </Link>
      <ScreenHeading title={id ? t.editHeading : t.createHeading} text={id ? t.editText(id) : t.createText} />
      {id ? <SavedEventEditor id={id} /> : <EventEditorForm key="new" event={undefined} />}
    </div>
  )
}
