import { listenForHost, reportHeight } from './hostBridge.js'
import { messages } from './messages.js'
import { ACCENTS, parseOptions } from './options.js'
import { mountResults } from './resultsView.js'
import { shortcutFromPath } from './shortcutFromPath.js'
import css from './styles.css?inline'

// The stylesheet travels inside the script: a separate file would be one more request that the
// script waits for before it may run.
const style = document.createElement('style')
style.textContent = css
document.head.append(style)

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
    p.textContent = messages.pageNotFound
    app.replaceChildren(p)
  }
}
