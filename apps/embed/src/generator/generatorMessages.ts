import type { AccentName, EmbedOptions } from '../options.js'

/** User-facing text of the embed code generator (German). */
export const generatorMessages = {
  title: 'Karte auf der eigenen Website einbinden',
  intro:
    'Wähle eine Auswahl und wie sie aussehen soll. Die Vorschau zeigt, was deine Besucherinnen und Besucher sehen; den Code fügst du in deine Seite ein.',
  shortcut: 'Auswahl',
  view: 'Ansicht',
  views: { list: 'Liste (Karte auf Wunsch)', map: 'Nur Karte', both: 'Liste mit Karte' } satisfies Record<
    EmbedOptions['view'],
    string
  >,
  height: 'Höhe',
  heights: { auto: 'Wächst mit dem Inhalt (mit Skript)', fill: 'Feste Höhe, scrollt innen' } satisfies Record<
    EmbedOptions['height'],
    string
  >,
  wheel: 'Mausrad zoomt die Karte',
  header: 'Titelleiste zeigen',
  accent: 'Akzentfarbe',
  accents: {
    violett: 'Violett',
    blau: 'Blau',
    gruen: 'Grün',
    rot: 'Rot',
    petrol: 'Petrol',
    braun: 'Braun',
    anthrazit: 'Anthrazit',
  } satisfies Record<AccentName, string>,
  preview: 'Vorschau',
  withLoader: 'Code mit Skript (empfohlen)',
  withLoaderHint: 'Passt die Höhe an den Inhalt an und meldet Klicks an deine Seite (Ereignis „quo:select“).',
  iframeOnly: 'Nur iframe',
  iframeOnlyHint: 'Funktioniert ohne Skript, mit fester Höhe.',
  copy: 'Kopieren',
  copied: 'Kopiert',
  copyFailed: 'Kopieren nicht möglich – bitte den Code markieren und kopieren.',
  none: 'Für diese Adresse gibt es keine Auswahl zum Einbetten.',
  failed: 'Die Auswahlen konnten nicht geladen werden.',
  loading: 'Wird geladen …',
}
