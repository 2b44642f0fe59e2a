import type { OpeningState } from '@quo/contract'

export const HOURS_LABEL: Record<OpeningState, string> = {
  open: 'Geöffnet',
  closingSoon: 'Schliesst bald',
  closed: 'Geschlossen',
}
