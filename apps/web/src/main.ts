import { createApiClient } from '@quo/api-client'
import { resolveHost } from '@quo/branch-config'
import { branchLink } from './branchLink.js'
import { messages } from './messages.js'
import './style.css'

const app = document.querySelector<HTMLElement>('#app')
const api = createApiClient({ baseUrl: new URL('/api', window.location.origin).toString() })

async function render(root: HTMLElement) {
  try {
    const { branches, hostRedirects } = await api.branches()
    const here = resolveHost(window.location.host, window.location.pathname, { branches, hostRedirects })
    const current = here.kind === 'branch' ? branches.find((b) => b.shortId === here.shortId) : undefined
    const heading = document.createElement('h1')
    heading.textContent = current?.title ?? messages.productName
    const title = document.createElement('h2')
    title.textContent = messages.regions
    const list = document.createElement('ul')
    for (const b of branches.filter((x) => x.isActive)) {
      const li = document.createElement('li')
      const href = branchLink(b.hostKeywords[0], window.location)
      if (href) {
        const a = document.createElement('a')
        a.href = href
        a.textContent = b.title
        a.setAttribute('aria-label', messages.openRegion(b.title))
        li.append(a)
      } else li.textContent = b.title
      list.append(li)
    }
    root.replaceChildren(heading, title, list)
  } catch {
    const p = document.createElement('p')
    p.setAttribute('role', 'alert')
    p.textContent = messages.loadFailed
    root.replaceChildren(p)
  }
}

if (app) void render(app)
