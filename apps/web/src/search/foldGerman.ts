/**
 * Folds German spelling variants together so "Muehle", "Mühle" and "muhle" match, and so do
 * "Strasse" and "Straße"; other accents are dropped (Café = Cafe, Zürich = Zurich). Index and
 * query pass through the same folding, so a word spelled either way meets itself.
 */
export function foldGerman(text: string): string {
  return text
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/ae/g, 'a')
    .replace(/oe/g, 'o')
    .replace(/ue/g, 'u')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
}
