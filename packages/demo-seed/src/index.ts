/**
 * The demo of quo as plain rows, for `npm start` and the tests: 30 branches (trade fair,
 * municipalities, tourism), places, events, streets, buildings and a basemap around
 * Liechtenstein. Nothing here reads the clock or the database: the same options give the same
 * rows, and the API writes them.
 */
export { DEMO_TABLE_ORDER, type DemoData, type Geometry } from './demoData.js'
export { type DemoMembership, demoMembership } from './demoMembership.js'
export { type DemoOptions, generateDemo, startOfUtcDay } from './generateDemo.js'
