import type { DetailKeyType, Unit } from '@quo/contract'
import { detailValueError, unitsOfKey } from '@quo/place-rules'
import { inArray } from 'drizzle-orm'
import type { Db } from '../db/database.js'
import { itemDetailKeys } from '../db/schema/index.js'
import { InvalidInput } from './domainErrors.js'

/** A detail as a write sends it; `path` names it in a refusal (`body`, `body.details.2`). */
export interface DetailToCheck {
  dataKeyV2: string
  dataValue: string
  dataValueUnit?: Unit | null | undefined
  path: string
}

type KeyRule = { keyType: string; unit: string | null }

const fieldError = (path: string, message: string) => new InvalidInput(message, [{ path, message }])

/**
 * Checks a detail value against its key's type with the editor's rule (markdown the shared
 * sanitiser would change, unreadable opening hours, non-http links, markup in plain text are
 * refused; docs/product.md §5); numbers must be numbers, measures carry a unit and counts none.
 */
async function checkedValue(key: KeyRule, detail: DetailToCheck) {
  const { dataValue: value, dataValueUnit: unit, path } = detail
  const refused = await detailValueError(key.keyType as DetailKeyType, value)
  if (refused) throw fieldError(`${path}.dataValue`, refused)
  if (key.keyType === 'number') {
    const number = value.replace(',', '.')
    if (!Number.isFinite(Number(number))) throw fieldError(`${path}.dataValue`, 'Value must be a number')
    // Measures carry a unit (the key's default unless another is chosen); counts carry none.
    if (key.unit) {
      const allowed = unitsOfKey(key.unit as Unit)
      if (unit && !allowed.includes(unit))
        throw fieldError(`${path}.dataValueUnit`, `This detail takes ${allowed.join(', ')}, not ${unit}`)
      return { dataValue: number, dataValueUnit: unit ?? (key.unit as Unit) }
    }
    if (unit) throw fieldError(`${path}.dataValueUnit`, 'This detail has no unit')
    return { dataValue: number, dataValueUnit: null }
  }
  if (unit) throw fieldError(`${path}.dataValueUnit`, 'Only number details carry a unit')
  return { dataValue: value, dataValueUnit: null }
}

/**
 * The stored form of each detail (value and unit), its key's rules read in one query; the
 * first refused detail throws, named by its path, so nothing of the write is stored.
 */
export async function checkedDetailValues(
  db: Db,
  details: readonly DetailToCheck[],
): Promise<{ dataKeyV2: string; dataValue: string; dataValueUnit: Unit | null }[]> {
  if (details.length === 0) return []
  const names = [...new Set(details.map((d) => d.dataKeyV2))]
  const rows = await db
    .select({ keyName: itemDetailKeys.keyName, keyType: itemDetailKeys.keyType, unit: itemDetailKeys.unit })
    .from(itemDetailKeys)
    .where(inArray(itemDetailKeys.keyName, names))
  const keys = new Map(rows.map((row) => [row.keyName, row]))
  const checked = []
  for (const detail of details) {
    const key = keys.get(detail.dataKeyV2)
    if (!key) {
      const message = `Unknown detail key '${detail.dataKeyV2}'`
      throw new InvalidInput('Unknown detail key', [{ path: `${detail.path}.dataKeyV2`, message }])
    }
    checked.push({ dataKeyV2: detail.dataKeyV2, ...(await checkedValue(key, detail)) })
  }
  return checked
}

/** One detail's stored form, as `checkedDetailValues` gives it. */
export async function checkedDetailValue(db: Db, detail: DetailToCheck) {
  const [checked] = await checkedDetailValues(db, [detail])
  if (!checked) throw new Error('a checked detail went missing')
  return checked
}
