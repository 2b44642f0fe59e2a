import { HOURS_PREVIEW_MESSAGES } from '@quo/place-rules'

/**
 * Every user-facing text of the editors in one place (German, docs/product.md §1). The day names and
 * "geschlossen" are those of the rules' opening-hours preview, so the week editor and the
 * preview beside it name days alike. 'Markdown is not allowed' comes from the rules
 * (`MARKDOWN_NOT_ALLOWED`) and stays English because the spec quotes it.
 */
export const MESSAGES = {
  unit: 'Einheit',
  units: { m: 'm', hm: 'hm', km: 'km', ft: 'ft', h: 'h' },
  characters: (count: number, limit: number) => `${count} / ${limit} Zeichen`,
  tooLong: (limit: number) => `Höchstens ${limit} Zeichen`,
  opensAs: 'Link:',
  hoursWarning: 'Hinweis',
  week: 'Wochenplan',
  weekUnreadable: 'Diese Öffnungszeiten kann der Wochenplan nicht darstellen; bitte als Text bearbeiten.',
  weekdays: HOURS_PREVIEW_MESSAGES.weekdays,
  publicHolidays: 'Feiertage',
  publicHolidaysNoRule: 'keine Angabe',
  closed: HOURS_PREVIEW_MESSAGES.closed,
  from: 'von',
  to: 'bis',
  addRange: 'Zeit hinzufügen',
  addRangeSymbol: '+',
  removeRange: 'Zeit entfernen',
  preview: 'Die nächsten sieben Tage',
} as const
