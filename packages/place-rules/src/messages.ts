import type { Weekday } from './openingHoursWeek.js'

/**
 * The words of the opening-hours preview (`openingHoursPreview`). The product speaks German
 * (docs/product.md §1), so these are the defaults; another team's app passes its own.
 */
export interface HoursPreviewMessages {
  /** Weekday names by their `opening_hours` abbreviation. */
  weekdays: Readonly<Record<Weekday, string>>
  today: string
  tomorrow: string
  closed: string
  /** A day's label with its public holiday: `Dienstag (Mariä Empfängnis)`. */
  holiday: (label: string, name: string) => string
}

/** The preview's German words, also the week editor's day names and "geschlossen". */
export const HOURS_PREVIEW_MESSAGES: HoursPreviewMessages = {
  weekdays: {
    Mo: 'Montag',
    Tu: 'Dienstag',
    We: 'Mittwoch',
    Th: 'Donnerstag',
    Fr: 'Freitag',
    Sa: 'Samstag',
    Su: 'Sonntag',
  },
  today: 'heute',
  tomorrow: 'morgen',
  closed: 'geschlossen',
  holiday: (label, name) => `${label} (${name})`,
}

/** A time typed past midnight: what the library reads it as, so a slip is seen. */
export const PAST_MIDNIGHT_WARNING = (time: string, nextDay: string) =>
  `${time} liegt nach Mitternacht und gilt als ${nextDay} am folgenden Tag. Ist das so gemeint?`
