// Data, not UI text: the German words a visitor's question is matched against, folded like the
// search index (no umlauts). biome.json excludes this module by name from the rule that keeps
// German UI text in the messages module (tooling/lint/ui-text-in-messages.grit).

/** Words that carry no place: question words, articles, fillers (folded like the index). */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'wo was wer wie wann welche welcher welches gibt gib es ein eine einen einem einer der die das den dem des ' +
    'ich wir man mir mich kann konnen mochte mochten will suche suchen finde finden zeig zeige zeigen bitte ' +
    'hier in im am an auf bei beim mit nach zu zum zur von vom fur und oder ist sind hat haben nahe nahe ' +
    'nachste nachsten nachster irgendwo etwas gerne heute jetzt noch mal doch denn'
  ).split(' '),
)
