import type { InboxEntry, ItemDetailKey } from '@quo/contract'
import { inboxMessages as t } from './messages.js'

const DETAIL = 'detail:'

/** A field's German name: Titel, Position, or the detail key's label. */
export function inboxFieldName(field: string, keys: readonly ItemDetailKey[] | undefined): string {
  if (field.startsWith(DETAIL)) {
    const key = field.slice(DETAIL.length)
    return keys?.find((k) => k.keyName === key)?.label ?? key
  }
  return t.fieldNames[field] ?? field
}

/** "Korrektur", "Neuer Ort" or "OpenStreetMap". */
export const entryKind = (entry: InboxEntry) => (entry.source === 'osm' ? t.kinds.osm : t.kinds[entry.kind])

/** The place an entry is about, or the proposed place's title. */
export const entryTitle = (entry: InboxEntry) =>
  entry.item?.title ?? entry.fields.find((f) => f.field === 'title')?.proposed ?? '—'

/** `"9.5209,47.1402"` as `{ lon, lat }`; undefined for anything else. */
export function parsePosition(value: string | null): { lon: number; lat: number } | undefined {
  const [lon, lat] = (value ?? '').split(',').map((part) => Number(part.trim()))
  return lon !== undefined &&
    lat !== undefined &&
    Number.isFinite(lon) &&
    Number.isFinite(lat) &&
    (value ?? '').includes(',')
    ? { lon, lat }
    : undefined
}

/** A position for people: latitude first, as maps show it (`47.14020, 9.52090`). */
function positionText(value: string | null): string {
  const at = parsePosition(value)
  return at ? `${at.lat.toFixed(5)}, ${at.lon.toFixed(5)}` : (value ?? t.none)
}

/** How the inbox writes a field's value. */
export function fieldValueText(field: string, value: string | null): string {
  if (value === null) return t.none
  if (field === 'position') return positionText(value)
  return value === '' ? t.remove : value
}
