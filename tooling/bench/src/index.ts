export { buildFirst } from './buildFirst.js'
export { type Asset, type BundleSizes, bundleSizes, kb, total } from './bundleSizes.js'
export { CHROMIUM_PATH, chromiumOptions } from './chromium.js'
export { type DrawnPin, drawnPins } from './drawnPins.js'
export {
  freePort,
  type ProductServer,
  type ProductServerOptions,
  type SeededData,
  startProductServer,
} from './productServer.js'
export { authorizationRequest, exchangeCode, signInOverHttp } from './signInOverHttp.js'
