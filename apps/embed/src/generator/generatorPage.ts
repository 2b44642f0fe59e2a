import { resolveHost, searchShortcutsForBranch, slugify } from '@quo/branch-config'
import type { BranchesResponse, SearchShortcut } from '@quo/contract'
import { ACCENTS, type AccentName, type EmbedOptions, optionsQuery } from '../options.js'
import { generatorMessages as t } from './generatorMessages.js'
import { snippets } from './snippets.js'

const FIXED_HEIGHT = 480

async function getJson<T>(path: string): Promise<T> {
  const response = await fetch(path, { credentials: 'omit' })
  if (!response.ok) throw new Error(`${path} answered ${response.status}`)
  return (await response.json()) as T
}

/** The search shortcuts of the branch this host opens (the global ones on the main host). */
async function shortcutsOfThisHost(): Promise<SearchShortcut[]> {
  const [branches, shortcuts] = await Promise.all([
    getJson<BranchesResponse>('/api/branches/'),
    getJson<SearchShortcut[]>('/api/search/shortcuts/'),
  ])
  const resolution = resolveHost(location.host, location.pathname, branches)
  return searchShortcutsForBranch(shortcuts, resolution.kind === 'branch' ? resolution.shortId : null)
}

let fieldCount = 0

function field(label: string, control: HTMLElement): HTMLElement {
  const id = `field-${++fieldCount}`
  control.id = id
  const wrap = document.createElement('div')
  wrap.className = 'field'
  const l = document.createElement('label')
  l.htmlFor = id
  l.textContent = label
  wrap.append(l, control)
  return wrap
}

function select<V extends string>(choices: Record<V, string>, value: V): HTMLSelectElement {
  const s = document.createElement('select')
  for (const [v, label] of Object.entries(choices) as [V, string][])
    s.append(new Option(label, v, v === value, v === value))
  return s
}

function checkbox(label: string, checked: boolean): { wrap: HTMLElement; input: HTMLInputElement } {
  const input = document.createElement('input')
  input.type = 'checkbox'
  input.checked = checked
  const wrap = document.createElement('label')
  wrap.className = 'check'
  wrap.append(input, ` ${label}`)
  return { wrap, input }
}

function codeBlock(title: string, hint: string): { section: HTMLElement; setCode: (code: string) => void } {
  const section = document.createElement('section')
  section.className = 'code'
  const h = document.createElement('h2')
  h.textContent = title
  const p = document.createElement('p')
  p.className = 'hint'
  p.textContent = hint
  const area = document.createElement('textarea')
  area.readOnly = true
  area.rows = 3
  area.spellcheck = false
  area.setAttribute('aria-label', title)
  const copy = document.createElement('button')
  copy.type = 'button'
  copy.className = 'tool'
  copy.textContent = t.copy
  const said = document.createElement('span')
  said.className = 'hint'
  said.setAttribute('role', 'status')
  copy.addEventListener('click', async () => {
    try {
      await navigator.clipboard.writeText(area.value)
      said.textContent = t.copied
    } catch {
      area.select()
      said.textContent = t.copyFailed
    }
  })
  section.append(h, p, area, copy, said)
  return { section, setCode: (code) => (area.value = code) }
}

/**
 * `/embed/`: partners pick one of this host's search shortcuts and the options, see the embed
 * live as their visitors will, and copy the snippet (with the loader, or the iframe alone).
 */
export async function mountGenerator(root: HTMLElement): Promise<void> {
  document.documentElement.dataset.page = 'generator'
  document.title = `${t.title} · quo`
  const h1 = document.createElement('h1')
  h1.className = 'heading'
  h1.textContent = t.title
  const intro = document.createElement('p')
  intro.className = 'intro'
  intro.textContent = t.loading
  root.replaceChildren(h1, intro)

  let shortcuts: SearchShortcut[]
  try {
    shortcuts = await shortcutsOfThisHost()
  } catch {
    intro.textContent = t.failed
    return
  }
  if (shortcuts.length === 0) {
    intro.textContent = t.none
    return
  }
  intro.textContent = t.intro

  const options: EmbedOptions = {
    view: 'list',
    height: 'auto',
    wheelZoom: false,
    accent: 'violett',
    header: true,
  }
  const shortcutSelect = document.createElement('select')
  for (const s of shortcuts) shortcutSelect.append(new Option(s.title, String(s.id)))
  const view = select(t.views, options.view)
  const height = select(t.heights, options.height)
  const accent = select(t.accents, options.accent)
  const wheel = checkbox(t.wheel, options.wheelZoom)
  const header = checkbox(t.header, options.header)
  const form = document.createElement('form')
  form.className = 'options'
  form.addEventListener('submit', (e) => e.preventDefault())
  form.append(
    field(t.shortcut, shortcutSelect),
    field(t.view, view),
    field(t.height, height),
    field(t.accent, accent),
    wheel.wrap,
    header.wrap,
  )

  const previewTitle = document.createElement('h2')
  previewTitle.id = 'preview-title'
  previewTitle.textContent = t.preview
  // The preview scrolls when the embed is taller than it; its frame takes no focus of its own,
  // so the region does, for keyboard scrolling (WCAG 2.1.1), named by its heading.
  const preview = document.createElement('div')
  preview.className = 'preview'
  preview.tabIndex = 0
  preview.setAttribute('role', 'region')
  preview.setAttribute('aria-labelledby', previewTitle.id)
  const loaderCode = codeBlock(t.withLoader, t.withLoaderHint)
  const iframeCode = codeBlock(t.iframeOnly, t.iframeOnlyHint)
  root.append(form, previewTitle, preview, loaderCode.section, iframeCode.section)

  // The preview is the partner's snippet itself, run by the same loader.
  const loader = document.createElement('script')
  loader.src = '/embed/loader.js'
  loader.async = true
  document.head.append(loader)

  function update() {
    const shortcut = shortcuts.find((s) => String(s.id) === shortcutSelect.value) ?? shortcuts[0]
    if (!shortcut) return
    Object.assign(options, {
      view: view.value,
      height: height.value,
      accent: accent.value as AccentName,
      wheelZoom: wheel.input.checked,
      header: header.input.checked,
    })
    const url = new URL(
      `/embed/search-shortcut/${shortcut.id}/${encodeURIComponent(slugify(shortcut.title))}${optionsQuery(options)}`,
      location.origin,
    ).toString()
    const code = snippets(url, shortcut.title, FIXED_HEIGHT)
    loaderCode.setCode(code.withLoader)
    iframeCode.setCode(code.iframeOnly)
    const container = document.createElement('div')
    container.dataset.quoEmbed = url
    container.dataset.title = shortcut.title
    preview.replaceChildren(container)
    preview.style.setProperty('--preview-accent', ACCENTS[options.accent])
  }
  form.addEventListener('change', update)
  update()
}
