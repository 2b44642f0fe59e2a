import { messages } from '../messages.js'

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  )

/** The frame shared by the issuer's pages; `body` is trusted markup. */
function issuerPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · quo</title>
<style>
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,sans-serif;background:#f6f4fb;color:#1d1b26;display:grid;place-items:center;min-height:100vh}
main{background:#fff;padding:2rem;border-radius:1rem;box-shadow:0 2px 12px rgb(0 0 0/.08);width:min(22rem,90vw);display:grid;gap:.75rem}
form{display:grid;gap:.75rem}
h1{margin:0 0 .5rem;color:#7b48ff;font-size:1.5rem}label{display:grid;gap:.25rem;font-size:.9rem}
input{font:inherit;padding:.6rem .75rem;border:1px solid #c9c4d8;border-radius:.5rem}
button{font:inherit;padding:.7rem;border:0;border-radius:.5rem;background:#7b48ff;color:#fff;font-weight:600;cursor:pointer}
button.secondary{background:#ece8f7;color:#1d1b26}
p{margin:0}p[role=alert]{color:#c62828}
</style></head><body><main>
<h1>${escapeHtml(title)}</h1>
${body}
</main></body></html>`
}

/** The embedded issuer's sign-in form, in German. */
export function loginPage({
  action,
  email = '',
  error,
}: {
  action: string
  email?: string
  error?: string
}): string {
  const text = messages.signIn
  return issuerPage(
    text.title,
    `<form method="post" action="${escapeHtml(action)}" novalidate>
${error ? `<p role="alert">${escapeHtml(error)}</p>` : ''}
<label>${escapeHtml(text.email)}<input type="email" name="email" autocomplete="username" required value="${escapeHtml(email)}" autofocus></label>
<label>${escapeHtml(text.password)}<input type="password" name="password" autocomplete="current-password" required></label>
<button type="submit">${escapeHtml(text.submit)}</button>
</form>`,
  )
}

/** The German sentence for a sign-in refused by the brute-force limit. */
export function tooManyAttempts(retryAfterSeconds: number): string {
  return messages.signIn.tooManyAttempts(Math.max(1, Math.ceil(retryAfterSeconds / 60)))
}

/**
 * RP-initiated logout that is not the product's own client ending its session asks before it
 * signs out, so a foreign page or link cannot sign staff out; `form` is oidc-provider's hidden
 * form (with its CSRF token) that both buttons submit.
 */
export function logoutPage(form: string): string {
  const text = messages.signOut
  return issuerPage(
    text.title,
    `${form}
<p>${escapeHtml(text.question)}</p>
<button autofocus type="submit" form="op.logoutForm" value="yes" name="logout">${escapeHtml(text.confirm)}</button>
<button class="secondary" type="submit" form="op.logoutForm">${escapeHtml(text.stay)}</button>`,
  )
}

/** Submits the sign-out form of {@link signingOutPage} as soon as the page is read. */
export const SIGN_OUT_SCRIPT = "document.getElementById('op.logoutForm').submit()"

/**
 * The product's own client ending its session: a question here would keep the session alive
 * when nobody answers it (a closed tab on a shared computer), so the form, with oidc-provider's
 * CSRF token and `logout=yes` (end the whole session, not just this client's part), submits
 * itself. Without scripts one button does it. The caller must allow {@link SIGN_OUT_SCRIPT}.
 */
export function signingOutPage(form: string): string {
  const text = messages.signOut
  return issuerPage(
    text.title,
    `${form}
<input type="hidden" form="op.logoutForm" name="logout" value="yes">
<p>${escapeHtml(text.signingOut)}</p>
<noscript><button autofocus type="submit" form="op.logoutForm">${escapeHtml(text.confirm)}</button></noscript>
<script>${SIGN_OUT_SCRIPT}</script>`,
  )
}

export function loggedOutPage(): string {
  return issuerPage(messages.signOut.doneTitle, `<p>${escapeHtml(messages.signOut.done)}</p>`)
}

export function errorPage(message: string): string {
  return issuerPage(messages.signIn.failedTitle, `<p role="alert">${escapeHtml(message)}</p>`)
}
