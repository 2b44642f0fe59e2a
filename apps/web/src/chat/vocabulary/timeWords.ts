// Data, not UI text: German words of a question's "when", folded like the search index.

/** Weekday words by day number (0 = Sunday), with the "…abend" compounds people write. */
export const WEEKDAYS: Readonly<Record<string, number>> = {
  sonntag: 0,
  montag: 1,
  dienstag: 2,
  mittwoch: 3,
  donnerstag: 4,
  freitag: 5,
  samstag: 6,
  sonntags: 0,
  montags: 1,
  dienstags: 2,
  mittwochs: 3,
  donnerstags: 4,
  freitags: 5,
  samstags: 6,
}

/** Parts of a day and the hours they span (region clock). */
export const DAY_PARTS: Readonly<Record<string, readonly [number, number]>> = {
  morgens: [8, 11],
  fruh: [8, 11],
  vormittag: [9, 12],
  mittag: [11.5, 13.5],
  mittags: [11.5, 13.5],
  nachmittag: [14, 17],
  abend: [18, 22],
  abends: [18, 22],
  nacht: [22, 24],
}

/** Words that ask about now: "Was hat jetzt offen?". */
export const NOW_WORDS: ReadonlySet<string> = new Set(['jetzt', 'gerade', 'sofort', 'aktuell', 'nun'])
/** Words that ask for open places without naming a time ("Welche Apotheke hat offen?": now). */
export const OPEN_WORDS: ReadonlySet<string> = new Set(['offen', 'geoffnet', 'open'])
export const TODAY = 'heute'
export const TOMORROW = 'morgen'
export const DAY_AFTER_TOMORROW = 'ubermorgen'
/** Words before a clock time: "um 10", "ab 18", "gegen 14 Uhr". */
export const TIME_PREPOSITIONS: ReadonlySet<string> = new Set(['um', 'ab', 'gegen'])
