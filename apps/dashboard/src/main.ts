import { messages } from './messages.js'
import { NAVIGATION } from './navigation.js'

const app = document.querySelector<HTMLElement>('#app')
if (app) {
  const header = document.createElement('header')
  header.textContent = messages.title
  const nav = document.createElement('nav')
  nav.setAttribute('aria-label', messages.mainNavigation)
  const list = document.createElement('ul')
  for (const entry of NAVIGATION) {
    const a = document.createElement('a')
    a.href = entry.href
    a.textContent = entry.label
    const li = document.createElement('li')
    li.append(a)
    list.append(li)
  }
  nav.append(list)
  app.replaceChildren(header, nav)
}
