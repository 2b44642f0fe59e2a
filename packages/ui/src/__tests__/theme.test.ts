import { describe, expect, it } from 'vitest'
import {
  BRANCH_COLORS,
  branchColor,
  CATEGORY_COLORS,
  categoryColor,
  LAYOUT_SIZES,
  OPENING_HOURS_COLORS,
  PALETTE,
  PRIMARY_COLOR,
  SOCIAL_COLORS,
} from '../index.js'
import themeCss from '../theme.css?raw'

const MAIN_CATEGORIES = [
  'Activities',
  'Craft & Produce',
  'Drinking & Nightlife',
  'Eating',
  'Education & Science',
  'Entertainment & Culture',
  'Event',
  'Exhibition',
  'Experience',
  'Highway',
  'History & Politics',
  'Information',
  'Nature & Landscape',
  'Place',
  'Religion',
  'Service',
  'Shopping',
  'Sights',
  'Sleeping',
  'Transport',
]

// Same rule as the seed: kebab-case of the main category key.
const colorName = (main: string) =>
  main
    .toLowerCase()
    .replace(/[^a-z]+/g, '-')
    .replace(/^-|-$/g, '')

const cssVariable = (name: string) =>
  new RegExp(`--color-${name}:\\s*(#[0-9a-f]{6})`, 'i').exec(themeCss)?.[1]?.toUpperCase()

describe('theme', () => {
  it('uses the product violet as primary colour', () => {
    expect(PRIMARY_COLOR).toBe('#7B48FF')
    expect(PALETTE.primary).toBe(PRIMARY_COLOR)
  })

  it('holds only six-digit hex colours, usable in CSS and in MapLibre paint properties', () => {
    const all = [PALETTE, CATEGORY_COLORS, OPENING_HOURS_COLORS, SOCIAL_COLORS, BRANCH_COLORS]
    for (const colors of all)
      for (const value of Object.values(colors)) expect(value).toMatch(/^#[0-9A-F]{6}$/)
  })

  it('keeps opening-hours states apart at a glance', () => {
    const states = Object.values(OPENING_HOURS_COLORS)
    expect(new Set(states).size).toBe(states.length)
  })

  it('has a colour and a light background for every main category of the seed', () => {
    for (const main of MAIN_CATEGORIES) {
      expect(categoryColor(colorName(main))).not.toBe(PRIMARY_COLOR)
      expect(categoryColor(`${colorName(main)}-light`)).not.toBe(PRIMARY_COLOR)
    }
    expect(categoryColor('craft-produce')).toBe(CATEGORY_COLORS['craft-produce'])
  })

  it('falls back to the primary colour for unknown names and branches', () => {
    expect(categoryColor('does-not-exist')).toBe(PRIMARY_COLOR)
    expect(categoryColor('toString')).toBe(PRIMARY_COLOR)
    expect(categoryColor(null)).toBe(PRIMARY_COLOR)
    expect(branchColor(undefined)).toBe(PRIMARY_COLOR)
    expect(branchColor(2)).toBe(PRIMARY_COLOR)
    expect(branchColor(21)).toBe(BRANCH_COLORS[21])
  })

  it('ships the same colours in theme.css as in the TypeScript theme', () => {
    expect(cssVariable('primary')).toBe(PRIMARY_COLOR)
    expect(cssVariable('gold')).toBe(PALETTE.gold)
    expect(cssVariable('closing-soon')).toBe(OPENING_HOURS_COLORS.closingSoon)
    for (const [name, hex] of Object.entries(CATEGORY_COLORS)) expect(cssVariable(name), name).toBe(hex)
    for (const [name, hex] of Object.entries(SOCIAL_COLORS)) expect(cssVariable(name), name).toBe(hex)
    for (const [id, hex] of Object.entries(BRANCH_COLORS)) expect(cssVariable(`branch-${id}`), id).toBe(hex)
  })

  it('ships the layout sizes in theme.css as Tailwind spacing', () => {
    expect(themeCss).toContain(`--spacing-content: ${LAYOUT_SIZES.contentColumn}px`)
    expect(themeCss).toContain(`--spacing-header: ${LAYOUT_SIZES.header}px`)
    expect(themeCss).toContain(`--spacing-footer: ${LAYOUT_SIZES.footer}px`)
    expect(themeCss).toContain(`--spacing-nav-drawer: ${LAYOUT_SIZES.navDrawerOffset}px`)
  })
})
