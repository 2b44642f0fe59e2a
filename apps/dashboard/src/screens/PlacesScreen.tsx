import { getRouteApi } from '@tanstack/react-router'
import { messages } from '../messages.js'
import { ScreenHeading } from './ScreenHeading.js'

const placeRoute = getRouteApi('/places/$itemId')

/** Items tab (spec §2); the list and its filters follow in the next step. */
export function PlacesScreen() {
  return <ScreenHeading title={messages.screens.places.heading} text={messages.screens.places.text} />
}

/** Item detail editor (spec §2); the editors follow in the next step. */
export function PlaceScreen() {
  const { itemId } = placeRoute.useParams()
  return <ScreenHeading title={messages.screens.place.heading} text={messages.screens.place.text(itemId)} />
}
