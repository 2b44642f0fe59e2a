import { shortcutFromPath } from './shortcutFromPath.js'

const app = document.querySelector<HTMLElement>('#app')
const shortcut = shortcutFromPath(window.location.pathname)
if (app) {
  const p = document.createElement('p')
  p.textContent = shortcut
    ? `Eingebettete Karte: ${shortcut.title || `Suche ${shortcut.id}`}`
    : 'Eingebettete Karte'
  app.replaceChildren(p)
}
