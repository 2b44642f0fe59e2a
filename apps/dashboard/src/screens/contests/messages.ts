/** User-facing text of the contests view (German; staff are addressed with "du"). */
export const contestMessages = {
  heading: 'Wettbewerbe',
  text: 'Wettbewerbe anlegen und bearbeiten, Teilnahmen ansehen und exportieren, Gewinnerinnen und Gewinner fair ziehen.',
  create: 'Neuer Wettbewerb',
  loading: 'Wettbewerbe werden geladen …',
  loadFailed: 'Die Wettbewerbe konnten nicht geladen werden.',
  empty: 'Noch keine Wettbewerbe.',
  allMaps: 'Alle Karten',
  states: { planned: 'Geplant', running: 'Läuft', ended: 'Beendet' },
  period: (begin: string, end: string) => `${begin} bis ${end}`,
  entries: (n: number) => (n === 1 ? '1 Teilnahme' : `${n} Teilnahmen`),
  edit: 'Bearbeiten',
  showEntries: 'Teilnahmen anzeigen',
  hideEntries: 'Teilnahmen ausblenden',
  csv: 'Als CSV herunterladen',
  csvFailed: 'Der Export ist fehlgeschlagen. Bitte versuche es erneut.',
  draw: 'Gewinner ziehen',
  drawHint:
    'Gezogen wird erst nach dem Ende, unter den noch nicht gezogenen Teilnahmen mit richtiger Antwort.',
  drawFailed: 'Ziehen nicht möglich.',
  /** The question before a draw: it is recorded and cannot be taken back. */
  drawConfirm: {
    title: 'Jetzt eine Gewinnerin oder einen Gewinner ziehen?',
    amongCorrect: (n: number) =>
      n === 1
        ? 'Gezogen wird unter 1 Teilnahme mit richtiger Antwort, die noch nicht gezogen wurde.'
        : `Gezogen wird unter ${n} Teilnahmen mit richtiger Antwort, die noch nicht gezogen wurden.`,
    amongAll: (n: number) =>
      `Für diesen Wettbewerb ist keine richtige Antwort festgelegt und keine Teilnahme als richtig markiert. Gezogen wird deshalb unter allen ${n === 1 ? '1 Teilnahme, die noch nicht gezogen wurde' : `${n} Teilnahmen, die noch nicht gezogen wurden`} (ausser den als falsch markierten).`,
    recorded:
      'Die Ziehung wird mit deinem Namen und der Uhrzeit gespeichert und lässt sich nicht rückgängig machen.',
    confirm: 'Jetzt ziehen',
    cancel: 'Abbrechen',
  },
  correctAnswer: (answer: string) => `Richtige Antwort: «${answer}»`,
  correctCount: (correct: number, all: number) =>
    `${correct} von ${all} ${all === 1 ? 'Teilnahme' : 'Teilnahmen'} richtig`,
  markedCount: (correct: number, all: number) =>
    `Keine richtige Antwort festgelegt; ${correct} von ${all} ${all === 1 ? 'Teilnahme' : 'Teilnahmen'} als richtig markiert`,
  noCorrectAnswer: 'Keine richtige Antwort festgelegt: gezogen wird unter allen Teilnahmen.',
  /** The privacy rule staff should know: when the entries go (CONTEST_ENTRY_RETENTION_DAYS). */
  deletion: (day: string, days: number) =>
    `Die Teilnahmen, auch die der Gezogenen, werden ${days} Tage nach dem Ende gelöscht, am ${day}.`,
  winners: 'Gezogen',
  winner: (name: string, email: string) => `${name} (${email})`,
  drawnBy: (date: string, by: string, candidates: number, onlyCorrect: boolean) =>
    `am ${date} von ${by}, unter ${candidates} ${onlyCorrect ? (candidates === 1 ? 'richtigen Teilnahme' : 'richtigen Teilnahmen') : candidates === 1 ? 'Teilnahme' : 'Teilnahmen'}`,
  entriesHeading: 'Teilnahmen',
  entriesLoading: 'Teilnahmen werden geladen …',
  noEntries: 'Noch keine Teilnahmen.',
  columns: { name: 'Name', email: 'E-Mail', answer: 'Antwort', correct: 'Richtig?', date: 'Eingegangen' },
  /** Staff's decision on an entry; "auto" hands it back to the correct answer. */
  mark: {
    label: (name: string) => `Bewertung der Teilnahme von ${name}`,
    byAnswer: 'Nach Antwort',
    unmarked: 'Nicht markiert',
    correct: 'Richtig',
    wrong: 'Falsch',
    failed: 'Die Bewertung konnte nicht gespeichert werden. Bitte versuche es erneut.',
  },
  judged: { true: 'richtig', false: 'falsch', null: 'offen' },
  form: {
    heading: 'Wettbewerb',
    title: 'Titel',
    description: 'Beschreibung',
    question: 'Frage',
    correctAnswer: 'Richtige Antwort (optional)',
    correctAnswerHint:
      'Teilnahmen, deren Antwort diese enthält (ohne Rücksicht auf Gross- und Kleinschreibung, Akzente und Satzzeichen), gelten als richtig; einzelne Teilnahmen kannst du anders markieren. Leer bei einer Frage ohne richtige Antwort: dann wird unter allen gezogen.',
    map: 'Karte',
    begin: 'Beginn',
    end: 'Ende',
    save: 'Speichern',
    cancel: 'Abbrechen',
    saved: 'Gespeichert.',
    required: 'Bitte ausfüllen.',
    badTime: 'Bitte ein gültiges Datum mit Uhrzeit eingeben.',
    endBeforeBegin: 'Das Ende muss nach dem Beginn liegen.',
  },
}
