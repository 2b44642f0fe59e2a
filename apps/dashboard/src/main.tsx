import { installChunkReload } from '@quo/ui'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App, ConfigFailed } from './app/App.js'
import { api, createUserManager } from './session.js'
import './styles.css'

// After a deploy the old screens' chunks are gone: reload once rather than break (docs/product.md §8).
installChunkReload()

const root = document.getElementById('app')
if (root) {
  const view = createRoot(root)
  // The issuer and client come from the API at run time, so one build serves every deployment.
  api
    .authConfig()
    .then((config) =>
      view.render(
        <StrictMode>
          <App config={config} userManager={createUserManager(config)} />
        </StrictMode>,
      ),
    )
    .catch(() => view.render(<ConfigFailed />))
}
