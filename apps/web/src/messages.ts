/** User-facing text of the web app (German). */
export const messages = {
  productName: 'quo',
  regions: 'Regionen',
  loadFailed: 'Die Regionen konnten nicht geladen werden. Bitte später erneut versuchen.',
  openRegion: (title: string) => `${title} öffnen`,
}
