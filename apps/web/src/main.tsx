import { whenStartPinsShown } from './app/firstPins.js'
import { whenStylesLoaded } from './app/staticShell.js'
import './styles.css'

// The app's code takes a second or more to run on a slow phone, and no frame is painted while
// it runs: it starts once the start-pins picture (index.html) is on screen, so the visitor
// sees the pins first, and once its stylesheet is there. The app is preloaded meanwhile
// (vite.config.ts, startAfterFirstPaint).
void Promise.all([whenStartPinsShown(), whenStylesLoaded()]).then(() => import('./boot.js'))
