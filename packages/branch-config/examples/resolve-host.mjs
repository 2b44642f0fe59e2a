// What a request to a host and path means, with the branch list of a running product.
// `pnpm --filter @quo/branch-config build && node examples/resolve-host.mjs messe.localhost /map http://localhost:3000/api`
import { branchBehaviour, isKiosk, pathRedirect, resolveHost, seasonFromQuery } from '@quo/branch-config'

const [host = 'vaduz.localhost', path = '/map?iskiosk', api = 'http://localhost:3000/api'] =
  process.argv.slice(2)
const { branches, hostRedirects } = await (await fetch(`${api}/branches/`)).json()

const resolution = resolveHost(host, path, { branches, hostRedirects })
console.log('host', host, '→', resolution)
if (resolution.kind === 'branch') {
  const branch = branches.find((b) => b.shortId === resolution.shortId)
  const query = new URLSearchParams(path.split('?')[1] ?? '')
  console.log('branch', branch.shortId, branch.title)
  console.log('path redirect', pathRedirect(path, branch.pathRedirects ?? []))
  console.log('kiosk', isKiosk(branch, query), '· season', seasonFromQuery(branch, query))
  console.log('behaviour', branchBehaviour(branch.shortId))
}
