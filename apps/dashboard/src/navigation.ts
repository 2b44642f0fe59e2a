import { messages } from './messages.js'

/** Entries of the dashboard's left drawer (docs/product.md §2), in the order staff see them. */
export const NAVIGATION = [
  { label: messages.navigation.dashboard, href: '/dashboard/', icon: 'home' },
  { label: messages.navigation.inbox, href: '/dashboard/inbox/', icon: 'inbox' },
  { label: messages.navigation.places, href: '/dashboard/places/', icon: 'pin' },
  { label: messages.navigation.events, href: '/dashboard/events/', icon: 'calendar' },
  { label: messages.navigation.contests, href: '/dashboard/contests/', icon: 'trophy' },
  { label: messages.navigation.metrics, href: '/dashboard/metrics/', icon: 'chart' },
  { label: messages.navigation.media, href: '/dashboard/media/', icon: 'image' },
  { label: messages.navigation.debug, href: '/dashboard/debug/', icon: 'bug' },
] as const
