export type HoursState = 'open' | 'closingSoon' | 'closed'

const CLOSING_SOON_MS = 30 * 60_000

export interface HoursEvaluation {
  state: HoursState
  /** When the state changes next, if it does within the rules. */
  nextChange: Date | undefined
}

/**
 * Open, closing soon or closed at `now` for an `opening_hours` value. The library is large
 * (holiday tables of many countries), so it loads on first use; any evaluation failure counts
 * as closed (spec §8).
 */
export async function evaluateHours(
  value: string,
  place: { lat: number; lon: number; countryCode?: string },
  now = new Date(),
): Promise<HoursEvaluation> {
  try {
    const { default: OpeningHours } = await import('opening_hours')
    const hours = new OpeningHours(value, {
      lat: place.lat,
      lon: place.lon,
      address: { country_code: place.countryCode ?? 'ch', state: '' },
    })
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
