import { createHash, randomBytes } from 'node:crypto'

/** The issuer's session and interaction cookies, as a browser keeps them across redirects. */
function cookieJar() {
  const cookies = new Map<string, string>()
  return {
    keep(res: Response) {
      for (const cookie of res.headers.getSetCookie()) {
        const [pair = ''] = cookie.split(';')
        const at = pair.indexOf('=')
        cookies.set(pair.slice(0, at), pair.slice(at + 1))
      }
    },
    header: () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
  }
}

/** An authorization request of the dashboard's public client, with its PKCE verifier. */
export function authorizationRequest(
  origin: string,
  state: string,
): { url: URL; verifier: string; redirectUri: string } {
  const verifier = randomBytes(32).toString('base64url')
  const redirectUri = `${origin}/auth0-callback`
  const url = new URL('/idp/auth', origin)
  url.search = new URLSearchParams({
    client_id: 'quo-web',
    response_type: 'code',
    scope: 'openid email',
    redirect_uri: redirectUri,
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    state,
  }).toString()
  return { url, verifier, redirectUri }
}

/** Exchanges the code the issuer sent back for the access token. */
export async function exchangeCode(
  origin: string,
  { code, verifier, redirectUri }: { code: string; verifier: string; redirectUri: string },
): Promise<string> {
  const token = await fetch(new URL('/idp/token', origin), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      client_id: 'quo-web',
      code_verifier: verifier,
    }).toString(),
  })
  if (!token.ok) throw new Error(`the token exchange answered ${token.status}`)
  return ((await token.json()) as { access_token: string }).access_token
}

/**
 * Signs a staff member in at the embedded issuer over plain HTTP, as the dashboard does in a
 * browser: authorization code with PKCE, the issuer's sign-in form, the token exchange. For
 * tests and benchmarks that drive a running product (one process, or a balancer in front of
 * several) without a browser.
 * @example const { access_token } = await signInOverHttp('http://127.0.0.1:8080', 'staff@quo.local', password)
 */
export async function signInOverHttp(
  origin: string,
  email: string,
  password: string,
): Promise<{ access_token: string }> {
  const jar = cookieJar()
  const { url: start, verifier, redirectUri } = authorizationRequest(origin, 'bench')
  const get = async (url: URL, init: RequestInit = {}) => {
    const res = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...init.headers, cookie: jar.header() },
    })
    jar.keep(res)
    return res
  }
  let res = await get(start)
  let url = new URL(res.headers.get('location') ?? '', origin)
  const form = await (await get(url)).text()
  const action = form.match(/action="([^"]+)"/)?.[1]
  if (!action) throw new Error(`no sign-in form at ${url}`)
  res = await get(new URL(action, origin), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, password }).toString(),
  })
  for (let hop = 0; hop < 6 && res.status >= 300 && res.status < 400; hop++) {
    url = new URL(res.headers.get('location') ?? '', origin)
    if (url.pathname === '/auth0-callback') break
    res = await get(url)
  }
  const code = url.searchParams.get('code')
  if (url.pathname !== '/auth0-callback' || !code)
    throw new Error(`sign-in of ${email} failed (${res.status})`)
  return { access_token: await exchangeCode(origin, { code, verifier, redirectUri }) }
}
