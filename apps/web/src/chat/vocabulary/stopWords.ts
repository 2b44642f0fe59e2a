// Data, not UI text: the German words of a visitor's question, folded like the search index (no
// umlauts). biome.json excludes this folder (apps/web/src/chat/vocabulary) from the rule that keeps
// German UI text in the messages module (tooling/lint/ui-text-in-messages.grit).

/** Words that carry no place: question words, articles, fillers, verbs of asking (folded). */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'wo was wer wie wann welche welcher welches welchen gibt gib es ein eine einen einem einer eines der die ' +
    'das den dem des ich wir man mir mich uns kann konnen konnte mochte mochten will wollen suche suchen ' +
    'finde finden zeig zeige zeigen bitte in im am an auf bei beim mit nach zu zum zur von vom fur und oder ' +
    'ist sind hat haben habe irgendwo etwas gerne noch mal doch denn ob da dort gut gute guten schon ' +
    'hallo gruezi gruss gehts geht danke ja nein teilweise geeignet gratis vorhanden neu uhr ab bis ' +
    'heute morgen jetzt offen geoffnet gerade sofort nun aktuell ort orte'
  ).split(' '),
)
