import type {
  ItemDetail,
  ItemDetailCreateInput,
  ItemDetailKey,
  ItemDetailUpdateInput,
  Unit,
} from '@quo/contract'

/** What an editor holds for one detail key: the typed value and, for number keys, its unit. */
export type DetailEdit = Pick<ItemDetailCreateInput, 'dataValue' | 'dataValueUnit'>

/** Body of a detail delete (docs/product.md §7: id and itemId). */
export type ItemDetailDeleteInput = Pick<ItemDetail, 'id' | 'itemId'>

/** One call of the detail editor (docs/product.md §7), in the order they should be sent. */
export type DetailWrite =
  | { action: 'create'; body: ItemDetailCreateInput }
  | { action: 'update'; body: ItemDetailUpdateInput & Pick<ItemDetail, 'id'> }
  | { action: 'delete'; body: ItemDetailDeleteInput }

/** Keys never offered in the editor (docs/product.md §3), whatever their `isHidden` says. */
const HIDDEN_KEYS: ReadonlySet<string> = new Set(['contactSource', 'covid19', 'hoursSource'])

/** The keys the editor offers, in their sort order: hidden ones left out (docs/product.md §3). */
export function editableDetailKeys(keys: readonly ItemDetailKey[]): ItemDetailKey[] {
  return keys
    .filter((key) => !key.isHidden && !HIDDEN_KEYS.has(key.keyName))
    .sort((a, b) => a.sortOrder - b.sortOrder)
}

/** Units of length a measure in metres may be given in; a duration is in hours only. */
const LENGTH_UNITS: readonly Unit[] = ['m', 'hm', 'km', 'ft']
const DURATION_UNITS: readonly Unit[] = ['h']

/**
 * The units a number key takes, by its own unit (docs/product.md §3): an elevation in m, hm,
 * km or ft, a duration in h only, a count in none. "455 h" is no elevation.
 * @example unitsOfKey('m') // ['m', 'hm', 'km', 'ft']
 */
export function unitsOfKey(keyUnit: Unit | null | undefined): readonly Unit[] {
  if (!keyUnit) return []
  return DURATION_UNITS.includes(keyUnit) ? DURATION_UNITS : LENGTH_UNITS
}

/** Unit of a number detail: required, `m` when none is chosen (docs/product.md §5). */
export function numberUnit(unit: Unit | null | undefined): Unit {
  return unit ?? 'm'
}

/**
 * The creates, updates and deletes that turn an item's detail rows into the edited values,
 * keyed by `dataKeyV2`. Keys absent from `edited` stay as they are. A create or update is sent
 * only for a non-empty value (docs/product.md §5); emptying a stored value deletes its row. Unchanged
 * values send nothing.
 *
 * @example
 * detailWrites(7, rows, { phone: { dataValue: '+423 232 12 34' } })
 * // [{ action: 'create', body: { itemId: 7, dataKeyV2: 'phone', dataValue: '+423 232 12 34', dataValueUnit: null } }]
 */
export function detailWrites(
  itemId: ItemDetail['itemId'],
  original: readonly ItemDetail[],
  edited: Readonly<Record<string, DetailEdit>>,
): DetailWrite[] {
  const rows = new Map(original.map((row) => [row.dataKeyV2, row]))
  const writes: DetailWrite[] = []
  for (const [dataKeyV2, edit] of Object.entries(edited)) {
    const row = rows.get(dataKeyV2)
    const dataValue = edit.dataValue.trim()
    const dataValueUnit = edit.dataValueUnit ?? null
    if (!dataValue) {
      if (row) writes.push({ action: 'delete', body: { id: row.id, itemId: row.itemId } })
    } else if (!row) {
      writes.push({ action: 'create', body: { itemId, dataValue, dataValueUnit, dataKeyV2 } })
    } else if (row.dataValue !== dataValue || row.dataValueUnit !== dataValueUnit) {
      writes.push({ action: 'update', body: { id: row.id, dataValue, dataValueUnit } })
    }
  }
  return writes
}
