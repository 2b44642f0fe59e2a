// Data, not UI text: German words of a question's "where", folded like the search index.

/** Words that ask for places near the visitor: "in der Nähe", "die nächste Apotheke", "hier". */
export const NEAR_WORDS: ReadonlySet<string> = new Set([
  'nahe',
  'nah',
  'nachste',
  'nachsten',
  'nachster',
  'nachstes',
  'hier',
  'umgebung',
  'naheliegend',
  'nebenan',
])
