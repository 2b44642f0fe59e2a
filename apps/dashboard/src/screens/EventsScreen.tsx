import { getRouteApi } from '@tanstack/react-router'
import { messages } from '../messages.js'
import { ScreenHeading } from './ScreenHeading.js'

const eventRoute = getRouteApi('/events/$eventId')

/** Events tab (spec §2); the list and its filters follow in the next step. */
export function EventsScreen() {
  return <ScreenHeading title={messages.screens.events.heading} text={messages.screens.events.text} />
}

/** One event's editor (spec §2); follows in the next step. */
export function EventScreen() {
  const { eventId } = eventRoute.useParams()
  return <ScreenHeading title={messages.screens.event.heading} text={messages.screens.event.text(eventId)} />
}
