const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  )

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
  return `<!doctype html>
<html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Anmelden · quo</title>
<style>
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,sans-serif;background:#f6f4fb;color:#1d1b26;display:grid;place-items:center;min-height:100vh}
form{background:#fff;padding:2rem;border-radius:1rem;box-shadow:0 2px 12px rgb(0 0 0/.08);width:min(22rem,90vw);display:grid;gap:.75rem}
h1{margin:0 0 .5rem;color:#7b48ff;font-size:1.5rem}label{display:grid;gap:.25rem;font-size:.9rem}
input{font:inherit;padding:.6rem .75rem;border:1px solid #c9c4d8;border-radius:.5rem}
button{font:inherit;padding:.7rem;border:0;border-radius:.5rem;background:#7b48ff;color:#fff;font-weight:600;cursor:pointer}
p[role=alert]{margin:0;color:#c62828}
</style></head><body>
<form method="post" action="${escapeHtml(action)}" novalidate>
<h1>Anmelden</h1>
${error ? `<p role="alert">${escapeHtml(error)}</p>` : ''}
<label>E-Mail<input type="email" name="email" autocomplete="username" required value="${escapeHtml(email)}" autofocus></label>
<label>Passwort<input type="password" name="password" autocomplete="current-password" required></label>
<button type="submit">Anmelden</button>
</form></body></html>`
}
