import { messages } from './messages.js'

/** Entries of the dashboard's left drawer (spec §2), in the order staff see them. */
export const NAVIGATION = [
  { label: messages.navigation.dashboard, href: '/dashboard/' },
  { label: messages.navigation.places, href: '/dashboard/places/' },
  { label: messages.navigation.events, href: '/dashboard/events/' },
  { label: messages.navigation.media, href: '/dashboard/media/' },
  { label: messages.navigation.debug, href: '/dashboard/debug/' },
] as const
