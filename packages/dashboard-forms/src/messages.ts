/**
 * Every user-facing text of the editors and the hours preview in one place (German, spec §1).
 * 'Markdown is not allowed' stays English because the spec quotes it (`MARKDOWN_NOT_ALLOWED`).
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
  weekdays: {
    Mo: 'Montag',
    Tu: 'Dienstag',
    We: 'Mittwoch',
    Th: 'Donnerstag',
    Fr: 'Freitag',
    Sa: 'Samstag',
    Su: 'Sonntag',
  },
  publicHolidays: 'Feiertage',
  publicHolidaysNoRule: 'keine Angabe',
  closed: 'geschlossen',
  from: 'von',
  to: 'bis',
  addRange: 'Zeit hinzufügen',
  addRangeSymbol: '+',
  removeRange: 'Zeit entfernen',
  preview: 'Die nächsten sieben Tage',
  today: 'heute',
  tomorrow: 'morgen',
} as const
