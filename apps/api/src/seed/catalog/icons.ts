import type { CatalogIcon } from './types.js'

/** Pictograms as 24×24 path data, drawn for this catalog. */
const PATHS: Record<string, string> = {
  'fork-knife':
    'M7 2v8a2 2 0 0 0 1.5 1.9V22h2V11.9A2 2 0 0 0 12 10V2h-1.5v6h-1V2h-1v6h-1V2zm9 0c-1.7 0-3 2.2-3 5v5h2v10h2V2z',
  cup: 'M4 6h13v2h1.5a2.5 2.5 0 0 1 0 5H17a6 6 0 0 1-6 5H10a6 6 0 0 1-6-6zm13 4v1h1.5a.5.5 0 0 0 0-1zM3 20h16v2H3z',
  beer: 'M5 4h10v2h2a3 3 0 0 1 3 3v4a3 3 0 0 1-3 3h-2v4H5zm10 4v6h2a1 1 0 0 0 1-1V9a1 1 0 0 0-1-1z',
  bed: 'M2 5h2v8h7V8h7a4 4 0 0 1 4 4v7h-2v-3H4v3H2zm5 2.5A2.5 2.5 0 1 1 7 12.5a2.5 2.5 0 0 1 0-5z',
  tent: 'M12 3l10 17H2zm0 5l-5 10h10z',
  mountain: 'M2 20L9 7l4 7 2-3 7 9z',
  tree: 'M12 2l7 10h-4l4 6h-6v4h-2v-4H5l4-6H5z',
  'water-drop': 'M12 2s7 8 7 13a7 7 0 0 1-14 0c0-5 7-13 7-13z',
  church: 'M11 2h2v3h3v2h-3v3l5 3v9h-5v-5h-2v5H6v-9l5-3V7H8V5h3z',
  castle: 'M3 22V8h3v3h2V8h3v3h2V8h3v3h2V8h3v14h-8v-5h-2v5z',
  museum: 'M12 2l10 5v2H2V7zM4 10h3v8H4zm6.5 0h3v8h-3zM17 10h3v8h-3zM2 19h20v3H2z',
  theater: 'M4 3h16v8a8 8 0 0 1-16 0zm4 5a1.5 1.5 0 1 0 0 .1zm8 0a1.5 1.5 0 1 0 0 .1zM8 13a4 4 0 0 0 8 0z',
  music: 'M9 3l12-2v14a3 3 0 1 1-2-2.8V5l-8 1.3V17a3 3 0 1 1-2-2.8z',
  ticket: 'M2 6h20v4a2 2 0 0 0 0 4v4H2v-4a2 2 0 0 0 0-4zm12 1v2h2V7zm0 4v2h2v-2zm0 4v2h2v-2z',
  star: 'M12 2l3 7h7l-5.5 4.5 2 7.5L12 16.5 5.5 21l2-7.5L2 9h7z',
  info: 'M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20zm-1 8v8h2v-8zm0-4v2h2V6z',
  bus: 'M5 3h14a2 2 0 0 1 2 2v12h-2v3h-3v-3H8v3H5v-3H3V5a2 2 0 0 1 2-2zm0 3v5h14V6zm1.5 7a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zm11 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3z',
  train:
    'M7 2h10a3 3 0 0 1 3 3v10a3 3 0 0 1-3 3l2 4h-2.5l-2-4h-5l-2 4H5l2-4a3 3 0 0 1-3-3V5a3 3 0 0 1 3-3zm-1 4v5h12V6zm2 8a1.5 1.5 0 1 0 0 .1zm8 0a1.5 1.5 0 1 0 0 .1z',
  car: 'M6 5h12l3 7v7h-3v-2H6v2H3v-7zm1.2 2l-1.7 4h13l-1.7-4zM6.5 13a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zm11 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3z',
  parking: 'M5 2h8a6 6 0 0 1 0 12H9v8H5zm4 4v4h4a2 2 0 0 0 0-4z',
  bike: 'M5 12a5 5 0 1 1 0 10 5 5 0 0 1 0-10zm0 2a3 3 0 1 0 0 6 3 3 0 0 0 0-6zm14-2a5 5 0 1 1 0 10 5 5 0 0 1 0-10zm0 2a3 3 0 1 0 0 6 3 3 0 0 0 0-6zM9 5h4v2h-1.2l1.6 4H17l-2-4h3l3 6-1.7 1-1-2h-3.6L12 18h-2l1.5-4.4L10.3 10 6 17l-1.7-1 5-8z',
  'cable-car':
    'M2 4l20-3v2L13 4.4V8h5a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V10a2 2 0 0 1 2-2h5V4.7L2 6zm4 6v5h5v-5zm7 0v5h5v-5z',
  ski: 'M14 2a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM4 18l16 4v-2L4 16zm4-9l5-2 3 4-3 2 2 4-2 1-3-5 2-1.5L11 9l-2 1z',
  hiker:
    'M13 2a2 2 0 1 1 0 4 2 2 0 0 1 0-4zm-2 5h3l2 4 3 1-.5 2-4-1.5-1-1.5-1 4 3 3v5h-2v-4l-3-2.5L9 22H7l3-10-1 1v3H7v-4z',
  playground: 'M3 22V6l4-4 4 4v16H9v-7H5v7zm2-9h4V7H5zm9-3h7v2h-2l-1 10h-2l1-10h-3z',
  school: 'M12 3l11 6-11 6L1 9zm-6 8.5l6 3.3 6-3.3V17l-6 3.5L6 17z',
  book: 'M4 3h7a3 3 0 0 1 3 3v15a2 2 0 0 0-2-2H4zm16 0h-4v16h4z',
  'shopping-bag': 'M6 7h3a3 3 0 0 1 6 0h3l1 15H5zm5 0h2a1 1 0 0 0-2 0z',
  cart: 'M2 3h3l3 11h11l2-8H7.5L7 4H2zm6 15a2 2 0 1 0 0 4 2 2 0 0 0 0-4zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4z',
  gift: 'M3 8h18v4H3zm1 5h7v9H4zm9 0h7v9h-7zM12 7C10 3 6 3 6 5.5S10 7 12 7zm0 0c2-4 6-4 6-1.5S14 7 12 7z',
  wrench: 'M21 7a5 5 0 0 1-7 4.6L6 19.6a2 2 0 0 1-2.8-2.8l8-8A5 5 0 0 1 17.4 2L14 5.4 15 9l3.6 1z',
  'medical-cross': 'M9 2h6v7h7v6h-7v7H9v-7H2V9h7z',
  pharmacy: 'M5 4h14v16H5zm5 3v3H7v3h3v3h3v-3h3v-3h-3V7z',
  bank: 'M12 2l10 5v2H2V7zM4 10h3v8H4zm6.5 0h3v8h-3zM17 10h3v8h-3zM2 19h20v3H2z',
  mail: 'M2 5h20v14H2zm2 2v.5l8 5.5 8-5.5V7zm0 3v7h16v-7l-8 5.5z',
  phone: 'M6 2h4l2 5-2.5 1.5a12 12 0 0 0 6 6L17 12l5 2v4a3 3 0 0 1-3 3A17 17 0 0 1 3 5a3 3 0 0 1 3-3z',
  globe:
    'M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20zm-1.5 2.2A8 8 0 0 0 4.1 11H8a15 15 0 0 1 2.5-6.8zm3 0A15 15 0 0 1 16 11h3.9a8 8 0 0 0-6.4-6.8zM10 11h4a13 13 0 0 0-2-5.6A13 13 0 0 0 10 11zm-5.9 2a8 8 0 0 0 6.4 6.8A15 15 0 0 1 8 13zm5.9 0a13 13 0 0 0 2 5.6 13 13 0 0 0 2-5.6zm6 0a15 15 0 0 1-2.5 6.8 8 8 0 0 0 6.4-6.8z',
  clock:
    'M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20zm0 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16zm-1 3h2v5l4 2.5-1 1.7-5-3.2z',
  wheelchair:
    'M10 2a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM9 8h2v5h5l3 6-1.8.9L14.8 15H9zm-2 3.3v2.3a4 4 0 1 0 6.6 4.4h2.2A6 6 0 1 1 7 11.3z',
  euro: 'M15 4a8 8 0 0 1 5 1.8l-1.3 1.6A6 6 0 0 0 9.4 10H15v2H9v1h6v2H9.4a6 6 0 0 0 9.3 2.6L20 19.2A8 8 0 0 1 7.3 15H4v-2h3v-1H4v-2h3.3A8 8 0 0 1 15 4z',
  calendar:
    'M7 2h2v2h6V2h2v2h3a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h3zm-2 8v10h14V10zm2 2h4v4H7z',
  flag: 'M5 2h2v20H5zm3 1h11l-3 4.5 3 4.5H8z',
  building:
    'M4 2h12v6h4v14h-7v-4h-2v4H4zm3 3v2h2V5zm4 0v2h2V5zM7 9v2h2V9zm4 0v2h2V9zm-4 4v2h2v-2zm4 0v2h2v-2zm6-2v2h2v-2zm0 4v2h2v-2z',
  road: 'M9 2h2l-1 20H4zm4 0h2l5 20h-6zm-1.5 3h1v3h-1zm0 5h1v4h-1zm0 6h1v4h-1z',
  camera:
    'M8 4h8l1.5 2H21a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h3.5zm4 4a5 5 0 1 0 0 10 5 5 0 0 0 0-10zm0 2a3 3 0 1 1 0 6 3 3 0 0 1 0-6z',
  flower:
    'M12 7a3 3 0 1 1 0 6 3 3 0 0 1 0-6zm0-5a3 3 0 0 1 3 3 3 3 0 0 1 4.5 2.6A3 3 0 0 1 19 13a3 3 0 0 1-4 3.5V22h-2v-5.5A3 3 0 0 1 9 13a3 3 0 0 1-.5-5.4A3 3 0 0 1 9 5a3 3 0 0 1 3-3z',
  swim: 'M15 4a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM2 17c2 0 2-1.5 4-1.5S8 17 10 17s2-1.5 4-1.5 2 1.5 4 1.5 2-1.5 4-1.5v2c-2 0-2 1.5-4 1.5s-2-1.5-4-1.5-2 1.5-4 1.5-2-1.5-4-1.5-2 1.5-4 1.5zm4-3l4-6 4 1.5-1 1.7-2.5-.9L9.3 13.6z',
}

const svg = (inner: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">${inner}</svg>`

export const ICON_CATALOG: CatalogIcon[] = Object.entries(PATHS).map(([title, d]) => ({
  title,
  iconSvg: svg(`<path fill="currentColor" d="${d}"/>`),
  symbolSvg: svg(
    `<circle cx="12" cy="12" r="12" fill="currentColor"/><path fill="#fff" transform="translate(4.8 4.8) scale(.6)" d="${d}"/>`,
  ),
}))
