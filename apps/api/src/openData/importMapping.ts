import { PLACE_IMPORT_FIELDS, type PlaceImportField } from '@quo/contract'
import { messages } from '../messages.js'

export type ImportMapping = Partial<Record<PlaceImportField, string>>

/**
 * The mapping a file gets without one: each field from the column named like it (quo's export
 * names them so), case and spacing aside; a given mapping overrides field by field.
 */
export function mappingFor(columns: readonly string[], given: ImportMapping = {}): ImportMapping {
  const key = (name: string) => name.toLowerCase().replace(/[\s_-]/g, '')
  const byKey = new Map(columns.map((column) => [key(column), column]))
  const guessed: ImportMapping = {}
  for (const field of PLACE_IMPORT_FIELDS) {
    const found = [
      field,
      messages.placeExport.header[field as keyof typeof messages.placeExport.header],
      ...messages.placeImport.aliases[field],
    ]
      .filter((name): name is string => !!name)
      .map((name) => byKey.get(key(name)))
      .find((column) => column !== undefined)
    if (found) guessed[field] = found
  }
  return { ...guessed, ...given }
}

/** A mapping that names a column the file lacks: the German sentence for it, else undefined. */
export function mappingProblem(columns: readonly string[], mapping: ImportMapping): string | undefined {
  const words = messages.placeImport.mapping
  const missing = Object.values(mapping).find((column) => column && !columns.includes(column))
  if (missing) return words.unknownColumn(missing)
  if (!mapping.externalId) return words.needs(words.fields.externalId)
  if (!mapping.title) return words.needs(words.fields.title)
  return undefined
}
