/**
 * User-facing text of the API (German, docs/product.md §1): the embedded issuer's sign-in pages
 * and what staff download. Problem details for API clients stay English (docs/api.md).
 */
export const messages = {
  /** The embedded issuer's sign-in form (identity/loginPage.ts, identity/embeddedIssuer.ts). */
  signIn: {
    title: 'Anmelden',
    email: 'E-Mail',
    password: 'Passwort',
    submit: 'Anmelden',
    wrongCredentials: 'E-Mail oder Passwort ist falsch.',
    sessionExpired: 'Sitzung abgelaufen.',
    interactionExpired: 'Die Anmeldung ist abgelaufen. Bitte neu starten.',
    /** A sign-in refused by the brute-force limit. */
    tooManyAttempts: (minutes: number) =>
      `Zu viele fehlgeschlagene Anmeldeversuche. Bitte warte ${minutes === 1 ? 'eine Minute' : `${minutes} Minuten`} und versuche es dann erneut.`,
    failedTitle: 'Anmeldung nicht möglich',
  },
  /**
   * RP-initiated logout: the question asked of requests not from the product's own signed-in
   * client, the short page of one that is, and the answer (identity/loginPage.ts). Only staff
   * sign in, so like the dashboard these pages say "du" (docs/apps.md).
   */
  signOut: {
    title: 'Abmelden',
    question: 'Möchtest du dich von quo abmelden?',
    confirm: 'Abmelden',
    stay: 'Angemeldet bleiben',
    signingOut: 'Du wirst abgemeldet …',
    doneTitle: 'Abgemeldet',
    done: 'Du wurdest abgemeldet.',
  },
  /** A contest's entries as CSV (repositories/contestAdminRepository.ts): header and correct cells. */
  /** The web app manifest of a site (seo/webManifest.ts): what an installed map is called. */
  webApp: {
    mainName: 'quo – Karten der Region',
    description: 'Orte, Wege, Veranstaltungen und Listen der Region auf einer Karte.',
  },
  contestCsv: {
    header: ['Name', 'E-Mail', 'Antwort', 'Richtig', 'Eingegangen (Ortszeit Liechtenstein)'],
    correct: { true: 'ja', false: 'nein' },
  },
  /** The file name, and so the title, of an uploaded image that came without one (media/uploadMedia.ts). */
  unnamedImage: 'bild',
}
