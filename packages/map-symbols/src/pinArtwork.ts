import { ICON_SIZES } from '@quo/branch-config'
import type { BasemapItem, Category, Icon } from '@quo/contract'
import { BASEMAP_FLAGS } from '@quo/contract/constants'
import { PRIMARY_COLOR } from './primaryColor.js'

/** The three pin forms of docs/product.md §9: plain icon, selected pin with its tip, event pin. */
export type PinForm = 'icon' | 'selected' | 'event'

/**
 * Style image id of a category's pin in one form; `none` is the pin of uncategorised items.
 *
 * @example
 * pinImageId('selected', 4) // 'quo-selected-4'
 * pinImageId('icon', null) // 'quo-icon-none'
 */
export const pinImageId = (form: PinForm, categoryId: number | null) => `quo-${form}-${categoryId ?? 'none'}`

/** The icon's inner markup, re-rooted at 24×24 so any icon of the catalog fits the templates. */
function glyph(iconSvg: string, x: number, y: number, size: number, color: string): string {
  const inner = iconSvg.replace(/^[\s\S]*?<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '')
  return `<svg x="${x}" y="${y}" width="${size}" height="${size}" viewBox="0 0 24 24" color="${color}" fill="${color}">${inner}</svg>`
}

const wrap = (w: number, h: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`

/**
 * SVG of a pin: the base templates (icon 40×40 disc, selected 54×74 drop with tip, event 68×68
 * calendar tile) with the category's pictogram in white on its colour.
 *
 * @example
 * pinSvg('icon', icon.iconSvg, '#E4572E') // '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40" …'
 */
export function pinSvg(form: PinForm, iconSvg: string | null, color: string): string {
  const icon = iconSvg ?? '<svg viewBox="0 0 24 24"><circle cx="12" cy="12" r="5"/></svg>'
  if (form === 'icon') {
    const [w, h] = ICON_SIZES.icon
    return wrap(
      w,
      h,
      `<circle cx="20" cy="20" r="18" fill="${color}" stroke="#fff" stroke-width="2.5"/>${glyph(icon, 9, 9, 22, '#fff')}`,
    )
  }
  if (form === 'selected') {
    const [w, h] = ICON_SIZES.selected
    return wrap(
      w,
      h,
      `<path d="M27 72C27 72 3 44 3 27a24 24 0 0 1 48 0C51 44 27 72 27 72z" fill="${color}" stroke="#fff" stroke-width="3"/>${glyph(icon, 12, 12, 30, '#fff')}`,
    )
  }
  const [w, h] = ICON_SIZES.event
  return wrap(
    w,
    h,
    `<rect x="6" y="8" width="56" height="54" rx="10" fill="#fff" stroke="${color}" stroke-width="3"/>` +
      `<path d="M6 18a10 10 0 0 1 10-10h36a10 10 0 0 1 10 10v6H6z" fill="${color}"/>` +
      `<rect x="18" y="3" width="5" height="12" rx="2.5" fill="${color}"/><rect x="45" y="3" width="5" height="12" rx="2.5" fill="${color}"/>` +
      glyph(icon, 20, 28, 28, color),
  )
}

/** What decides a pin's image: its category, and whether it has running events. */
export type PinKind = Pick<BasemapItem, 'categoryId' | 'flags'>

/**
 * The pin images the items (or kinds of pin) need in `forms`, by image id: each category's pin once, plus the
 * pin of uncategorised items. Event pins replace plain ones for items with running events.
 *
 * @example
 * for (const [id, { form, categoryId }] of pinsWanted(items, ['icon', 'selected'])) draw(id, form, categoryId)
 */
export function pinsWanted(
  items: readonly PinKind[],
  forms: readonly PinForm[],
): Map<string, { form: PinForm; categoryId: number | null }> {
  const wanted = new Map<string, { form: PinForm; categoryId: number | null }>()
  const want = (form: PinForm, categoryId: number | null) => {
    const id = pinImageId(form, categoryId)
    if (forms.includes(form) && !wanted.has(id)) wanted.set(id, { form, categoryId })
  }
  want('icon', null)
  for (const item of items) {
    want(item.flags & BASEMAP_FLAGS.hasEvents ? 'event' : 'icon', item.categoryId)
    want('selected', item.categoryId)
  }
  return wanted
}

/**
 * SVG of a category's pin: the category's catalog icon in its colour (primary when it has none).
 *
 * @example
 * categoryPinSvg('selected', categories.get(4), iconById, (c) => categoryColor(c.colorName))
 */
export function categoryPinSvg(
  form: PinForm,
  category: Category | undefined,
  iconById: ReadonlyMap<number, Icon>,
  colorOf: ((category: Category) => string) | undefined,
): string {
  const icon = category?.iconId ? iconById.get(category.iconId) : undefined
  const color = category ? (colorOf?.(category) ?? PRIMARY_COLOR) : PRIMARY_COLOR
  return pinSvg(form, icon?.iconSvg ?? null, color)
}
