export { type Asset, type BundleSizes, bundleSizes, kb, total } from './bundleSizes.js'
export { type ProductServer, startProductServer } from './productServer.js'
