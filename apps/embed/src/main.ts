import './styles.css'
import { listenForHost, reportHeight } from './hostBridge.js'
import { messages } from './messages.js'
import { ACCENTS, parseOptions } from './options.js'
import { mountResults } from './resultsView.js'
import { shortcutFromPath } from './shortcutFromPath.js'

const app = document.querySelector<HTMLElement>('#app')
if (app) {
  const options = parseOptions(location.search)
  const shortcut = shortcutFromPath(location.pathname)
  document.documentElement.style.setProperty('--accent', ACCENTS[options.accent])
  document.documentElement.dataset.height = options.height
  document.documentElement.dataset.view = options.view
  listenForHost()
  reportHeight(app)
  if (shortcut) mountResults(app, shortcut.id, options)
  else if (/^\/embed\/?$/.test(location.pathname)) {
    // `/embed/` itself is the code generator for partners; its code stays out of the results' load.
    void import('./generator/generatorPage.js').then(({ mountGenerator }) => mountGenerator(app))
  } else {
    const p = document.createElement('p')
    p.className = 'status'
    p.textContent = messages.notFound
    app.replaceChildren(p)
  }
}
