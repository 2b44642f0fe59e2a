import { HOURS_PREVIEW_MESSAGES } from '@quo/place-rules'

/**
 * Every user-facing text of the editors in one place (German, docs/product.md §1). The day names and
 * "geschlossen" are those of the rules' opening-hours preview, so the week editor and the
 * preview beside it name days alike. The API refuses markdown with the spec's English
 * 'Markdown is not allowed'; staff read here what would be taken away, in German.
 */
export const MESSAGES = {
  unit: 'Einheit',
  units: { m: 'm', hm: 'hm', km: 'km', ft: 'ft', h: 'h' },
  characters: (count: number, limit: number) => `${count} / ${limit} Zeichen`,
  tooLong: (limit: number) => `Höchstens ${limit} Zeichen`,
  opensAs: 'Link:',
  hoursWarning: 'Hinweis',
  hoursSuggestion: 'Vorschlag:',
  hoursTakeSuggestion: 'Übernehmen',
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
  copyMonday: 'Montag für Dienstag bis Freitag übernehmen',
  removeRange: 'Zeit entfernen',
  preview: 'Die nächsten sieben Tage',
  /** What `PH` means at the place: its region's holidays of the coming twelve months. */
  holidaysSummary: (region: string, count: number) =>
    `Als Feiertag (PH) gelten ${region} in den nächsten zwölf Monaten ${count} Tage:`,
  holidaysNone: (region: string) => `Für ${region} kennt quo keine Feiertage; PH-Regeln gelten dort nie.`,
  holidayDate: (date: string) => {
    const [year, month, day] = date.split('-')
    return `${Number(day)}.${Number(month)}.${year}`
  },
  /** The holiday region as a place is said to be in it. */
  holidayRegion: (countryCode: string, state: string | null) =>
    ({
      li: 'in Liechtenstein',
      ch: state ? `im Kanton ${state}` : 'in der Schweiz',
      at: state ? `in ${state}` : 'in Österreich',
      de: state ? `in ${state}` : 'in Deutschland',
    })[countryCode] ?? `im Land ${countryCode.toUpperCase()}`,
  /** A markdown value the site's sanitiser would change: what it would take away, and why. */
  markdownRefused: (parts: string) =>
    `So wird der Text nicht gespeichert: ${parts} würde auf der Karte entfernt. HTML-Elemente, Skripte und Ereignis-Attribute sind nicht erlaubt; schreibe den Text in Markdown (z. B. **fett**, [Link](https://…)).`,
  markdownElement: (name: string) => `<${name}>`,
  markdownAttribute: (name: string, of: string) => `„${name}“ an <${of}>`,
  markdownHref: (of: string) => `ein Link, der kein http(s)-, mailto- oder tel-Link ist, an <${of}>`,
  markdownPreview: 'Vorschau: so erscheint der Text auf der Karte',
} as const
