export { ITEM_SOURCE_ID, toFeatureCollection } from './toFeatureCollection.js'
