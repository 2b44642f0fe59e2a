import type { DrawRefusal } from './drawRefusal.js'
import type { ShapeProblem } from './shapeDocument.js'

/** German text of the place editor's shapes (halls, booths, walls, ways, zones). */
export const geometryMessages = {
  /** Names of the geojson type codes staff draw (docs/product.md §9), keyed by code. */
  shapeTypes: {
    120: 'Halle',
    140: 'Stand',
    130: 'Hallenwand',
    160: 'Standwand',
    150: 'Weg',
    200: 'Zone mit Beschriftung',
    100: 'Gelände (Fläche)',
    110: 'Gelände (Wand)',
    1000: 'Fläche',
    2000: 'Linie',
    1: 'Linienebene',
  },
  heading: 'Formen auf der Karte',
  intro:
    'Hallen, Stände, Wände, Wege und Zonen dieses Orts. Ein Stand erscheint auf der Ebene, die in den Details des Orts steht.',
  empty: 'Dieser Ort hat noch keine Formen.',
  listLabel: 'Formen des Orts',
  level: (level: string) => `Ebene ${level}`,
  noLevel: 'Ebene EG (keine Ebene in den Details)',
  parts: (n: number) => (n === 1 ? '1 Teil' : `${n} Teile`),
  draw: 'Neue Form zeichnen',
  edit: 'Bearbeiten',
  editLabel: (name: string) => `${name} bearbeiten`,
  remove: 'Entfernen',
  removeLabel: (name: string) => `${name} entfernen`,
  removeTitle: 'Form entfernen?',
  removeText: 'Die Form wird von diesem Ort entfernt. Zeigt kein anderer Ort sie, wird sie gelöscht.',
  floorPlan: {
    heading: 'Grundriss als Bild',
    intro:
      'Ein Bild aus der Medienbibliothek, über die Ausdehnung gelegt (Längen- und Breitengrad, Norden oben). Es erscheint auf der Ebene des Orts unter den gezeichneten Hallen und Ständen.',
    none: 'Kein Grundriss.',
    preview: 'Vorschau des Grundrisses',
    choose: 'Bild wählen',
    remove: 'Grundriss entfernen',
    sides: { west: 'West (Länge)', south: 'Süd (Breite)', east: 'Ost (Länge)', north: 'Nord (Breite)' },
    opacity: 'Deckkraft',
    opacities: { '1': 'Deckend', '0.75': '75 %', '0.5': 'Halb durchsichtig' },
    save: 'Grundriss speichern',
    imageRequired: 'Wähle zuerst ein Bild aus der Bibliothek.',
    boundsInvalid:
      'West muss kleiner als Ost, Süd kleiner als Nord sein, höchstens etwa 5 km auseinander, in Grad wie 9.5123.',
  },
  editor: {
    label: 'Zeichenfläche',
    type: 'Art der Form',
    tools: 'Werkzeuge',
    polygon: 'Fläche',
    rectangle: 'Rechteck',
    line: 'Linie',
    point: 'Beschriftungspunkt',
    select: 'Auswählen und verschieben',
    undo: 'Rückgängig',
    redo: 'Wiederholen',
    deleteSelected: 'Auswahl löschen',
    import: 'GeoJSON oder GPX importieren',
    importFailed: 'Die Datei ist weder GeoJSON noch GPX mit Linien oder Flächen.',
    imported: (n: number) => (n === 1 ? '1 Teil importiert.' : `${n} Teile importiert.`),
    hint: 'Klicke Punkt für Punkt; ein Klick auf den ersten Punkt schliesst eine Fläche, ein Doppelklick beendet eine Linie. Punkte rasten an vorhandenen Ecken und Kanten ein. Strg+Z macht rückgängig.',
    save: 'Form speichern',
    saving: 'Wird gespeichert …',
    cancel: 'Abbrechen',
    mapFailed: 'Die Karte konnte nicht geladen werden. Du kannst trotzdem eine Datei importieren.',
    /** Under the map: what is drawn on it besides the shape being edited. */
    context: (level: string | null) =>
      level
        ? `Der Pin zeigt die Position des Orts. Blass und nicht bearbeitbar: die schon gezeichneten Hallen und Stände der Ebene ${level}.`
        : 'Der Pin zeigt die Position des Orts.',
    /** Said on the map when terra-draw left the shape as it was (it refuses without a word). */
    refusals: {
      cornerNotSet:
        'Diese Ecke würde die Form sich selbst kreuzen lassen; sie wurde nicht gesetzt. Setze sie so, dass sich keine Kanten kreuzen.',
      cornerKept: 'Ohne diese Ecke würde sich die Form selbst kreuzen; sie bleibt.',
      crossing: 'Die Form überschneidet sich selbst und wurde nicht abgeschlossen.',
    } satisfies Record<DrawRefusal, string>,
    problems: {
      empty: 'Zeichne zuerst eine Fläche oder Linie.',
      wrongKind:
        'Diese Art braucht andere Formen: Hallen, Stände, Zonen und Flächen sind Flächen, Wände, Wege und Linien sind Linien.',
      pointsNotAllowed:
        'Beschriftungspunkte gibt es nur bei Zonen. Lösche die Punkte oder wähle «Zone mit Beschriftung».',
      selfIntersecting:
        'Die Form überschneidet sich selbst. Verschiebe die Ecken, bis sich keine Kanten kreuzen.',
      invalid: 'Die Form ist ungültig.',
    } satisfies Record<ShapeProblem, string>,
  },
}
