import { messages } from '../messages.js'
import { ScreenHeading } from './ScreenHeading.js'

export function MediaScreen() {
  return <ScreenHeading title={messages.screens.media.heading} text={messages.screens.media.text} />
}
