import type { CatalogIcon } from './types.js'

/*
 * Pictograms drawn for this catalog on a 24×24 grid. Each icon is a list of shapes; every shape becomes
 * its own <path> with the even-odd rule, so holes (windows, lenses, letters) are cut-out sub-paths of
 * one shape, while separate shapes simply overlap.
 */

const n = (v: number): string => String(Math.round(v * 100) / 100)

/** A full circle as path data. */
function circle(cx: number, cy: number, r: number): string {
  return `M${n(cx - r)} ${n(cy)}a${n(r)} ${n(r)} 0 1 0 ${n(2 * r)} 0a${n(r)} ${n(r)} 0 1 0 ${n(-2 * r)} 0z`
}

/** A ring (circle with a round hole) of stroke width `w`. */
function ring(cx: number, cy: number, r: number, w: number): string {
  return circle(cx, cy, r) + circle(cx, cy, r - w)
}

/** A straight bar of width `w` from (x1, y1) to (x2, y2). */
function bar(x1: number, y1: number, x2: number, y2: number, w: number): string {
  const len = Math.hypot(x2 - x1, y2 - y1)
  const ox = (-(y2 - y1) / len) * (w / 2)
  const oy = ((x2 - x1) / len) * (w / 2)
  return (
    `M${n(x1 + ox)} ${n(y1 + oy)}L${n(x2 + ox)} ${n(y2 + oy)}` +
    `L${n(x2 - ox)} ${n(y2 - oy)}L${n(x1 - ox)} ${n(y1 - oy)}z`
  )
}

/** An annular sector of width `w` from angle `a0` to `a1` (degrees, clockwise from 3 o'clock). */
function arc(cx: number, cy: number, r: number, w: number, a0: number, a1: number): string {
  const p = (radius: number, a: number) => {
    const rad = (a * Math.PI) / 180
    return `${n(cx + radius * Math.cos(rad))} ${n(cy + radius * Math.sin(rad))}`
  }
  const large = a1 - a0 > 180 ? 1 : 0
  const ri = r - w
  return (
    `M${p(r, a0)}A${n(r)} ${n(r)} 0 ${large} 1 ${p(r, a1)}` +
    `L${p(ri, a1)}A${n(ri)} ${n(ri)} 0 ${large} 0 ${p(ri, a0)}z`
  )
}

/** One shape from several sub-paths; sub-paths inside the first one cut holes (even-odd rule). */
const cut = (...parts: string[]): string => parts.join('')

/** A band of water waves across the grid, 2 units thick, starting at height `y`. */
function wave(y: number): string {
  return (
    `M2 ${n(y)}c1.7 0 2.5-1.3 4-1.3s2.3 1.3 4 1.3 2.5-1.3 4-1.3 2.3 1.3 4 1.3 2.5-1.3 4-1.3v2` +
    'c-1.5 0-2.3 1.3-4 1.3s-2.5-1.3-4-1.3-2.3 1.3-4 1.3-2.5-1.3-4-1.3-2.3 1.3-4 1.3z'
  )
}

/** A five-pointed star. */
function star(cx: number, cy: number, outer: number, inner: number): string {
  const points: string[] = []
  for (let i = 0; i < 10; i++) {
    const r = i % 2 === 0 ? outer : inner
    const a = ((-90 + i * 36) * Math.PI) / 180
    points.push(`${n(cx + r * Math.cos(a))} ${n(cy + r * Math.sin(a))}`)
  }
  return `M${points.join('L')}z`
}

const SHAPES: Record<string, string[]> = {
  // Food and drink
  'fork-knife': [
    'M4.5 2H6v5h1V2h1.5v5h1V2H11v7a2 2 0 0 1-2 2h-.25v11h-2V11H6.5a2 2 0 0 1-2-2z',
    'M19.5 2C16.5 2 14.5 5 14.5 9v4.5H17V22h2.5z',
  ],
  cup: [
    'M3 8h13v4.5a5.5 5.5 0 0 1-5.5 5.5h-2A5.5 5.5 0 0 1 3 12.5z',
    'M15 9h2.5a3 3 0 0 1 0 6H15v-2h2.5a1 1 0 0 0 0-2H15z',
    'M2 20h16v2H2z',
    'M7.5 2.2c1.3 1.3 1.3 2.6 0 4l-1-1c.7-.7.7-1.3 0-2zm4 0c1.3 1.3 1.3 2.6 0 4l-1-1c.7-.7.7-1.3 0-2z',
  ],
  beer: [
    'M4 7h11v13a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2zm3 3v9h1.5v-9zm3.5 0v9H12v-9z',
    'M4 7a3 3 0 0 1 3.5-4A3.5 3.5 0 0 1 13 3.5 2.5 2.5 0 0 1 15 7z',
    'M15 9h2.5a2.5 2.5 0 0 1 2.5 2.5v4a2.5 2.5 0 0 1-2.5 2.5H15v-2h2.5a.5.5 0 0 0 .5-.5v-4' +
      'a.5.5 0 0 0-.5-.5H15z',
  ],
  wine: ['M7 2h10v5a5 5 0 0 1-4 4.9V19h3v2.5H8V19h3v-7.1A5 5 0 0 1 7 7zm2 2v3h6V4z'],
  bread: [
    'M5 9.5A3.8 3.8 0 0 1 7.5 3h9A3.8 3.8 0 0 1 19 9.5V20a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1z' +
      'M8.5 8.5l1.2-1.2 2 2-1.2 1.2zm4 3l1.2-1.2 2 2-1.2 1.2z',
  ],
  leaf: [
    'M20.5 3C10.5 3 4.5 8 4.5 15c0 1.6.3 3 .9 4.2L3.3 21.3l1.4 1.4 2.1-2.1' +
      'c1.2.6 2.6.9 4.2.9 6.5 0 9.5-7 9.5-18.5z' +
      'M8 18.4c2.5-4.3 5.2-7.1 9-9.6l-.7-.9c-4 2.6-6.8 5.5-9.4 10z',
  ],

  // Sleeping and housing
  bed: ['M2 5h2v9h18v6h-2v-3H4v3H2z', circle(7.5, 10.5, 2.3), 'M11 8.5h7a4 4 0 0 1 4 4v.5H11z'],
  tent: ['M12 3L22.5 21h-7L12 12.5 8.5 21h-7z', bar(12, 3, 10.5, 0.8, 1.2), bar(12, 3, 13.5, 0.8, 1.2)],
  house: ['M12 2.5l10 9h-2.5v10h-5.5v-6h-4v6H4.5v-10H2z'],
  building: [
    'M4 2h11v7h5v13h-6v-4h-3v4H4z' +
      'M6.5 5h2v2h-2zm4 0h2v2h-2zm-4 4h2v2h-2zm4 0h2v2h-2zm-4 4h2v2h-2zm4 0h2v2h-2zm6-1h2v2h-2zm0 4h2v2h-2z',
  ],

  // Nature
  mountain: ['M1.5 20.5L9 7l3.8 6.8L15.5 9.5l7 11z'],
  tree: ['M12 1.5l6 8h-3l5 7h-7V22h-2v-5.5H4l5-7H6z'],
  flower: [
    circle(12, 8, 1.5),
    circle(12, 4.4, 1.9),
    circle(15.42, 6.89, 1.9),
    circle(14.12, 10.91, 1.9),
    circle(9.88, 10.91, 1.9),
    circle(8.58, 6.89, 1.9),
    'M11.2 12.5h1.6V22h-1.6z',
    'M12.8 19c0-3 2.2-4.8 5.4-4.8 0 3-2.2 4.8-5.4 4.8z',
  ],
  'water-drop': [
    cut('M12 2.5S5 10.5 5 15a7 7 0 0 0 14 0c0-4.5-7-12.5-7-12.5z', arc(12, 15, 4.6, 1.4, 100, 170)),
  ],
  binoculars: [
    ring(6.5, 16, 4.5, 2),
    ring(17.5, 16, 4.5, 2),
    'M4.5 4h4v8.6H2.3z',
    'M15.5 4h4l2.2 8.6h-6.2z',
    'M9.5 8.5h5v5h-5z',
  ],
  fire: [
    'M12 2c1 3.5 5.5 6 5.5 11.5a5.5 5.5 0 0 1-11 0c0-2.7 1.3-4.5 2.8-5.8 0 2 .8 3.3 2 3.8' +
      'C11.5 8.5 10.5 5.5 12 2z' +
      'M12 14.2c-1.4 1.2-2 2.3-2 3.3a2 2 0 0 0 4 0c0-1-.6-2.1-2-3.3z',
    'M4 20.5l16 2v-1.8l-16-2z',
    'M20 20.5l-16 2v-1.8l16-2z',
  ],

  // Culture, religion and history
  church: [
    cut(
      'M11 1h2v2h2v2h-2v2.2l5 4.3V22h-4.5v-4a1.5 1.5 0 0 0-3 0v4H6V11.5l5-4.3V5H9V3h2z',
      circle(12, 12.5, 1.4),
    ),
  ],
  cross: ['M10.5 2h3v5h5v3h-5v12h-3V10h-5V7h5z'],
  castle: [
    'M2 22V9h2.5v2H6V9h2.5v2H9V5h2v2h2V5h2v6h.5V9H18v2h1.5V9H22v13h-7.5v-4a2.5 2.5 0 0 0-5 0v4z' +
      'M11 9.5h2V12h-2z',
  ],
  museum: [
    'M12 2l10 5v2H2V7z',
    'M3 10h18v1.5H3z',
    'M4 12.5h2.5V18H4zm4.5 0H11V18H8.5zm4.5 0h2.5V18H13zm4.5 0H20V18h-2.5z',
    'M2 19h20v3H2z',
  ],
  theater: ['M4 3h16v8a8 8 0 0 1-16 0z' + 'M7 7.5h3.5V9H7zm6.5 0H17V9h-3.5zM8 13h8a4 4 0 0 1-8 0z'],
  music: ['M8 4.5l12-2.5v13.5a3 3 0 1 1-2-2.83V6.4l-8 1.7v9.4a3 3 0 1 1-2-2.83z'],
  palette: [
    cut(
      'M12 2C6.5 2 2 6.3 2 11.5S6.3 21 11 21c1.5 0 2.2-.9 2.2-2 0-.6-.3-1.1-.6-1.5-.3-.4-.5-.8-.5-1.3 0-1 ' +
        '.8-1.7 1.8-1.7H16c3.3 0 6-2.5 6-5.8C22 5.8 17.5 2 12 2z',
      circle(6.8, 11.2, 1.5),
      circle(9.3, 6.8, 1.5),
      circle(14.5, 6.6, 1.5),
      circle(17.6, 10.6, 1.5),
    ),
  ],
  ticket: [
    'M2 6h20v3.5a2.5 2.5 0 0 0 0 5V18H2v-3.5a2.5 2.5 0 0 0 0-5z' +
      'M15 7h1.5v2H15zm0 4h1.5v2H15zm0 4h1.5v2H15z',
  ],
  star: [star(12, 12.6, 10.5, 4.3)],
  flag: ['M4 2h2v20H4z', 'M7 3h12l-2.5 4.5L19 12H7z'],
  book: [
    'M2 5c3.5-1 6.5-.5 9 1.5V20c-2.5-2-5.5-2.5-9-1.5z',
    'M22 5c-3.5-1-6.5-.5-9 1.5V20c2.5-2 5.5-2.5 9-1.5z',
  ],
  school: [
    'M12 3l11 5.5-11 5.5L1 8.5z',
    'M5.5 12v4.5c0 1.7 3 3.5 6.5 3.5s6.5-1.8 6.5-3.5V12L12 15.3z',
    'M19.9 9.6h1.2v6.4h-1.2z',
  ],
  camera: [
    cut(
      'M3 7h4l1.8-2.5h6.4L17 7h4a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1z',
      circle(12, 13.5, 4.8),
      circle(12, 13.5, 2.8),
    ),
  ],
  info: [cut(circle(12, 12, 10), circle(12, 7.3, 1.4), 'M10.8 10.3h2.4v7.4h-2.4z')],

  // Transport
  bus: [
    cut(
      'M6 2h12a3 3 0 0 1 3 3v12a1 1 0 0 1-1 1h-1v2.5a1 1 0 0 1-1 1h-1.5a1 1 0 0 1-1-1V18h-7v2.5' +
        'a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1V18H4a1 1 0 0 1-1-1V5a3 3 0 0 1 3-3z',
      'M5.5 5.5h13v6h-13z',
      circle(7.5, 14.5, 1.3),
      circle(16.5, 14.5, 1.3),
    ),
  ],
  train: [
    cut(
      'M7 2h10a4 4 0 0 1 4 4v9a3 3 0 0 1-3 3H6a3 3 0 0 1-3-3V6a4 4 0 0 1 4-4z',
      'M6 5.5h12v5H6z',
      circle(7.5, 14.3, 1.3),
      circle(16.5, 14.3, 1.3),
    ),
    'M7.5 19h2.3L8 22H5.7zm6.7 0h2.3l1.8 3h-2.3z',
  ],
  car: [
    cut(
      'M6.2 4h11.6a2 2 0 0 1 1.9 1.4l1.8 5.6h.5v7a1 1 0 0 1-1 1h-.5v1.5a1 1 0 0 1-1 1H18' +
        'a1 1 0 0 1-1-1V19H7v1.5a1 1 0 0 1-1 1H4.5a1 1 0 0 1-1-1V19H3a1 1 0 0 1-1-1v-7h.5' +
        'l1.8-5.6A2 2 0 0 1 6.2 4z',
      'M6.5 6h11l1.3 4.5H5.2z',
      circle(6, 14.5, 1.5),
      circle(18, 14.5, 1.5),
    ),
  ],
  parking: [
    'M5 2h14a3 3 0 0 1 3 3v14a3 3 0 0 1-3 3H5a3 3 0 0 1-3-3V5a3 3 0 0 1 3-3z' +
      'M8.5 6h4.5a4 4 0 0 1 0 8h-2v4H8.5z' +
      'M11 8.5v3h2a1.5 1.5 0 0 0 0-3z',
  ],
  bike: [
    ring(5.5, 16, 4, 1.6),
    ring(18.5, 16, 4, 1.6),
    bar(5.5, 16, 11, 16, 1.6),
    bar(5.5, 16, 9.5, 9, 1.6),
    bar(11, 16, 9.5, 9, 1.6),
    bar(11, 16, 16.2, 9, 1.6),
    bar(9.5, 9, 16.2, 9, 1.6),
    bar(16.5, 6, 18.5, 16, 1.6),
    bar(15, 5.5, 18.5, 5.5, 1.6),
    bar(7.5, 8, 11, 8, 1.8),
  ],
  'cable-car': [
    bar(1.5, 5.2, 22.5, 2, 1.2),
    bar(12, 3.6, 12, 8.5, 1.4),
    'M6 8h12a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2v-9a2 2 0 0 1 2-2z' + 'M6 10.5h5v4H6zm7 0h5v4h-5z',
  ],
  charging: [
    'M4 3a1 1 0 0 1 1-1h9a1 1 0 0 1 1 1v18h1v1.5H3V21h1z' + 'M10.5 4.5L7 11.3h2.7l-1.2 5.2 4-7h-2.7l1.3-5z',
    bar(15, 8, 18.2, 8, 1.4),
    bar(17.5, 8, 17.5, 17.5, 1.4),
    bar(16.8, 17.5, 20.7, 17.5, 1.4),
    bar(20, 18.2, 20, 6, 1.4),
    'M18.8 3.5h2.4v3h-2.4z',
  ],
  road: ['M9 2h6l6 20H3z' + 'M11.4 4h1.2l.2 3.5h-1.6zm-.3 6h1.8l.2 4.5h-2.2zm-.4 7h2.6l.2 4H10.5z'],
  ski: [
    circle(16, 4, 2),
    bar(14.5, 7.2, 10.8, 12, 2.6),
    bar(10.8, 12, 14.2, 14.6, 2.5),
    bar(14.2, 14.6, 11.6, 19, 2.3),
    bar(14, 8.2, 18, 11, 1.8),
    bar(18, 10, 16.8, 19.5, 1),
    bar(3, 17.3, 21, 21.6, 1.3),
  ],
  hiker: [
    circle(13, 3.5, 2),
    bar(12.5, 7, 11, 13.5, 2.8),
    'M8.2 7.5h2.5l-.8 5.5H7.2z',
    bar(11, 13.5, 14, 17.5, 2.4),
    bar(14, 17, 14, 22, 2.2),
    bar(11, 13.5, 9, 18, 2.4),
    bar(9.2, 17.5, 8, 22, 2.2),
    bar(12.5, 8, 15.5, 12, 1.8),
    bar(15.8, 10, 17.5, 22, 1.1),
  ],
  swim: [circle(17.5, 6.5, 2), bar(5, 12.5, 11, 9, 2.2), bar(11, 9, 14.5, 12.5, 2.2), wave(16.5), wave(20.5)],
  playground: [
    bar(2.5, 4, 21.5, 4, 2),
    bar(4.5, 4, 2.5, 22, 1.8),
    bar(19.5, 4, 21.5, 22, 1.8),
    bar(9, 4, 9, 15, 1.1),
    bar(15, 4, 15, 15, 1.1),
    'M7.5 14.5h9v2.2h-9z',
  ],
  bench: ['M3 5.5h18V8H3z', 'M2 11.5h20V14H2z', 'M5 8h2v3.5H5zm12 0h2v3.5h-2zM4.5 14h2v6h-2zm13 0h2v6h-2z'],
  wheelchair: [
    circle(10, 3.5, 2),
    bar(10, 6.8, 10, 13, 2.4),
    bar(8.8, 13, 16, 13, 2.2),
    bar(15.2, 12.5, 17.6, 19, 2.2),
    bar(16.6, 19, 20.5, 18, 2),
    bar(10, 9.2, 14.5, 9.2, 1.8),
    arc(9.5, 16, 5.8, 1.8, 150, 400),
  ],

  // Shopping and services
  'shopping-bag': ['M5 7h14l1 15H4z', 'M8.5 7V6a3.5 3.5 0 0 1 7 0v1h-2V6a1.5 1.5 0 0 0-3 0v1z'],
  cart: [
    'M1.5 3H5l.7 2.5H22l-2.3 8.3a1.5 1.5 0 0 1-1.4 1.1H8.4l.5 1.6H19v2H7.4L3.5 5h-2z' +
      'M7.3 7.5h12l-1.5 5.4H8.8z',
    circle(9, 20.5, 1.7),
    circle(18, 20.5, 1.7),
  ],
  gift: [
    'M3 8h8v4H3zm10 0h8v4h-8z',
    'M4 13h7v9H4zm9 0h7v9h-7z',
    'M12 8C10.5 4 6.5 3.5 6.5 5.8 6.5 7.5 10 8 12 8zm0 0c1.5-4 5.5-4.5 5.5-2.2 0 1.7-3.5 2.2-5.5 2.2z',
  ],
  wrench: [
    'M16.5 2.5a5 5 0 0 0-4.8 6.3l-8.1 8.1a2.2 2.2 0 0 0 3.1 3.1l8.1-8.1A5 5 0 0 0 21.3 7.2l-2.9 2.9-2.8-.7' +
      '-.7-2.8 2.9-2.9a5 5 0 0 0-1.3-.2z',
  ],
  bin: ['M9 2h6v2h5v2H4V4h5z', 'M5.5 7.5h13l-1.2 14.5H6.7z' + 'M9 10h1.5v9.5H9zm4.5 0H15v9.5h-1.5z'],
  'medical-cross': ['M9 2h6v7h7v6h-7v7H9v-7H2V9h7z'],
  pharmacy: [
    'M8 2h8v3H8z',
    'M7 6h10a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2z' +
      'M10.8 10h2.4v2.8H16v2.4h-2.8V18h-2.4v-2.8H8v-2.4h2.8z',
  ],
  bank: [
    cut('M12 1.5l10 5.5v2.5H2V7z', circle(12, 6.3, 1.4)),
    'M4 11h3v7H4zm6.5 0h3v7h-3zM17 11h3v7h-3z',
    'M3 18.5h18V20H3zM2 20.5h20V22H2z',
  ],
  mail: ['M2 5h20v14H2z' + 'M4 8.3V17h16V8.3l-8 5.7z' + 'M5.5 7h13L12 11.6z'],
  phone: [
    'M7 2.5l3 .5 1.5 4.5-2.3 1.7a11 11 0 0 0 5.6 5.6l1.7-2.3 4.5 1.5.5 3v2.5a2 2 0 0 1-2 2' +
      'C10.3 21.5 2.5 13.7 2.5 4.5a2 2 0 0 1 2-2z',
  ],
  globe: [
    ring(12, 12, 10, 1.8),
    'M12 2c-3 2.7-4.5 6.3-4.5 10s1.5 7.3 4.5 10c3-2.7 4.5-6.3 4.5-10S15 4.7 12 2z' +
      'M12 4.6c-1.9 2.2-2.7 4.7-2.7 7.4s.8 5.2 2.7 7.4c1.9-2.2 2.7-4.7 2.7-7.4S13.9 6.8 12 4.6z',
    bar(2.5, 12, 21.5, 12, 1.6),
    bar(4, 7.5, 20, 7.5, 1.4),
    bar(4, 16.5, 20, 16.5, 1.4),
  ],
  clock: [ring(12, 12, 10, 2), bar(12, 12.8, 12, 6, 2), bar(11.3, 11.4, 16.5, 14.6, 2)],
  calendar: [
    'M3 5a1 1 0 0 1 1-1h16a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1z' + 'M5 9.5h14V20H5z',
    'M7 2h2v4.5H7zm8 0h2v4.5h-2z',
    'M7 12h4v4H7z',
  ],
  euro: [arc(13.5, 12, 8.5, 2.2, 45, 315), bar(3.5, 10, 13, 10, 1.8), bar(3.5, 14, 12, 14, 1.8)],
}

const svg = (inner: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">${inner}</svg>`

const paths = (shapes: string[]): string => shapes.map((d) => `<path d="${d}"/>`).join('')

export const ICON_CATALOG: CatalogIcon[] = Object.entries(SHAPES).map(([title, shapes]) => ({
  title,
  iconSvg: svg(`<g fill="currentColor" fill-rule="evenodd">${paths(shapes)}</g>`),
  symbolSvg: svg(
    '<circle cx="12" cy="12" r="12" fill="currentColor"/>' +
      `<g fill="#fff" fill-rule="evenodd" transform="translate(4.8 4.8) scale(.6)">${paths(shapes)}</g>`,
  ),
}))
