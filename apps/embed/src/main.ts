import { messages } from './messages.js'
import { shortcutFromPath } from './shortcutFromPath.js'

const app = document.querySelector<HTMLElement>('#app')
const shortcut = shortcutFromPath(window.location.pathname)
if (app) {
  const p = document.createElement('p')
  p.textContent = shortcut
    ? `${messages.embeddedMap}: ${shortcut.title || messages.searchShortcut(shortcut.id)}`
    : messages.embeddedMap
  app.replaceChildren(p)
}
