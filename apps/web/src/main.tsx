import { whenStartPinsShown } from './app/firstPins.js'
import './styles.css'

// The app's code takes a second or more to run on a slow phone, and no frame is painted while
// it runs: it starts once the start-pins picture (index.html) is on screen, so the visitor
// sees the pins first. The app is preloaded meanwhile (vite.config.ts, preloadBoot).
void whenStartPinsShown().then(() => import('./boot.js'))
