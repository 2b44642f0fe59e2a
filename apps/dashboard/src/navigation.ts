/** Entries of the dashboard's left drawer (spec §2). */
export const NAVIGATION = [
  { label: 'Dashboard', href: '/dashboard/' },
  { label: 'Orte', href: '/dashboard/places/' },
  { label: 'Veranstaltungen', href: '/dashboard/events/' },
  { label: 'Medien', href: '/dashboard/media/' },
  { label: 'Debugging', href: '/dashboard/debug/' },
] as const
