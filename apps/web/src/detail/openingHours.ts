import { type HoursPlace, parseOpeningHours } from '@quo/dashboard-forms'

export type HoursState = 'open' | 'closingSoon' | 'closed'

const CLOSING_SOON_MS = 30 * 60_000

export interface HoursEvaluation {
  state: HoursState
  /** When the state changes next, if it does within the rules. */
  nextChange: Date | undefined
}

/**
 * Open, closing soon or closed at `now` for an `opening_hours` value, parsed as the API checks
 * it (the library loads on first use); any evaluation failure counts as closed (spec §8).
 */
export async function evaluateHours(
  value: string,
  place: HoursPlace,
  now = new Date(),
): Promise<HoursEvaluation> {
  try {
    const hours = await parseOpeningHours(value, place)
    const open = hours.getState(now)
    const nextChange = hours.getNextChange(now)
    if (!open) return { state: 'closed', nextChange }
    const soon = nextChange !== undefined && nextChange.getTime() - now.getTime() <= CLOSING_SOON_MS
    return { state: soon ? 'closingSoon' : 'open', nextChange }
  } catch {
    return { state: 'closed', nextChange: undefined }
  }
}

export const HOURS_LABEL: Record<HoursState, string> = {
  open: 'Geöffnet',
  closingSoon: 'Schliesst bald',
  closed: 'Geschlossen',
}
