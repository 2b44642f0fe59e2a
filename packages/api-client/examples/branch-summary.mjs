// Prints each active branch with its number of pins and upcoming events.
// Run against a started product: `pnpm --filter @quo/api-client build && node examples/branch-summary.mjs http://localhost:3000/api`
import { createApiClient, LoadingProgress } from '@quo/api-client'

const baseUrl = process.argv[2] ?? 'http://localhost:3000/api'
const progress = new LoadingProgress()
// The loading bar's model, drawn as a line on stderr that clears itself when done.
progress.subscribe((s) =>
  process.stderr.write(s.visible && s.value < 1 ? `\rladen … ${Math.round(s.value * 100)} %` : '\r\x1b[K'),
)
const api = createApiClient({ baseUrl, progress })

const { branches } = await api.branches()
for (const branch of branches.filter((b) => b.isActive)) {
  const [basemap, events] = await Promise.all([
    api.basemap(branch.shortId),
    branch.hasEvents ? api.events(branch.shortId) : Promise.resolve([]),
  ])
  console.log(
    `${String(branch.shortId).padStart(2)} ${branch.title}: ${basemap.items.length} Orte, ${events.length} Anlässe`,
  )
}
