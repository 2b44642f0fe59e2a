import { missingBranches } from '@quo/branch-config'
import type {
  PlaceImportAction,
  PlaceImportField,
  PlaceImportInput,
  PlaceImportResult,
  PlaceImportRow,
} from '@quo/contract'
import { detailValueError } from '@quo/place-rules'
import type { Db } from '../db/database.js'
import { messages } from '../messages.js'
import { type ImportMapping, mappingFor, mappingProblem } from '../openData/importMapping.js'
import { type ImportedRow, readCsv, readGeoJson, UnreadableFile } from '../openData/importTable.js'
import type { StaffBranches } from '../repositories/branchAccess.js'
import { DETAIL_OF, type ExportedPlace, placesWithIds } from '../repositories/placeExportRepository.js'
import {
  branchesOfItems,
  type CityRow,
  categoriesByName,
  citiesByName,
  detailKeyTypes,
  type ImportedItemChange,
  insertImportedPlaces,
  linkExternalIds,
  type NewImportedPlace,
  nameKey,
  placesOfIds,
  putAddress,
  putDetails,
  putMainCategory,
  updateImportedItems,
} from '../repositories/placeImportRepository.js'

/** The most rows one file may bring (twice the largest branch the product is built for). */
const MAX_IMPORT_ROWS = 40_000

type DetailField = keyof typeof DETAIL_OF
const DETAIL_FIELDS = Object.keys(DETAIL_OF) as DetailField[]

/** A row's values as the import will write them; absent: the file leaves the field as it is. */
interface RowValues {
  externalId: string
  title: string
  lat?: number
  lon?: number
  categoryId?: number
  category?: string
  street?: string
  housenumber?: string
  postcode?: string
  city?: CityRow
  cityName?: string
  details: Partial<Record<DetailField, string>>
}

/** A row and what the import does with it. */
interface PlannedRow {
  report: PlaceImportRow
  values?: RowValues
}

export interface ImportPlan {
  result: PlaceImportResult
  rows: PlannedRow[]
}

const label = (field: PlaceImportField) =>
  field === 'externalId' ? messages.placeImport.mapping.fields.externalId : messages.placeExport.header[field]

/** A coordinate as a file writes it (a decimal comma too), or a German problem. */
function coordinate(field: 'lat' | 'lon', text: string): number | string {
  const value = Number(text.replace(',', '.'))
  const words = messages.placeImport.row
  if (!Number.isFinite(value) || text.trim() === '') return words.notANumber(label(field), text)
  const limit = field === 'lat' ? 90 : 180
  return Math.abs(value) > limit ? words.outOfRange(label(field), limit) : value
}

/**
 * Each row checked and compared with the place it names, nothing written. A change to a place
 * that is also on a map `staff` may not edit is refused for that row, as the editor would be.
 */
export async function planImport(
  db: Db,
  branchId: number,
  input: PlaceImportInput,
  staff: StaffBranches,
): Promise<ImportPlan> {
  const table = input.format === 'csv' ? readCsv(input.content) : readGeoJson(input.content)
  if (table.rows.length > MAX_IMPORT_ROWS)
    throw new UnreadableFile(messages.placeImport.file.tooManyRows(MAX_IMPORT_ROWS))
  const mapping = mappingFor(table.columns, input.mapping)
  const problem = mappingProblem(table.columns, mapping)
  if (problem) throw new UnreadableFile(problem)

  const [categories, cities, keyTypes] = await Promise.all([
    categoriesByName(db),
    citiesByName(db),
    detailKeyTypes(db, Object.values(DETAIL_OF)),
  ])
  const cell = (row: ImportedRow, field: PlaceImportField) => {
    const column = mapping[field]
    return column ? (row.cells[column] ?? '').trim() : ''
  }
  const ids = [...new Set(table.rows.map((row) => cell(row, 'externalId')).filter(Boolean))]
  const matched = await placesOfIds(db, branchId, ids)
  const matchedIds = [...new Set(matched.values())]
  const current = new Map((await placesWithIds(db, matchedIds)).map((p) => [p.id, p]))
  const onMaps = staff === 'all' ? new Map<number, number[]>() : await branchesOfItems(db, matchedIds)
  const mayChange = (itemId: number) => {
    const missing = missingBranches(staff, onMaps.get(itemId) ?? [])
    return missing !== 'all' && missing.length === 0
  }

  const words = messages.placeImport.row
  const firstLine = new Map<string, number>()
  const rows: PlannedRow[] = []
  for (const row of table.rows) {
    const problems: string[] = []
    const externalId = cell(row, 'externalId')
    const title = cell(row, 'title')
    if (!externalId) problems.push(words.noId)
    else if (firstLine.has(externalId))
      problems.push(words.repeatedId(externalId, firstLine.get(externalId) ?? 0))
    else firstLine.set(externalId, row.line)
    if (!title) problems.push(words.noTitle)
    else if (title.length > 200) problems.push(words.longTitle)
    else {
      const markup = await detailValueError('text', title)
      if (markup) problems.push(words.detail(label('title'), markup))
    }
    const values: RowValues = { externalId, title, details: {} }

    const lat = cell(row, 'lat')
    const lon = cell(row, 'lon')
    if (lat || lon) {
      for (const [field, text] of [
        ['lat', lat],
        ['lon', lon],
      ] as const) {
        const value = coordinate(field, text)
        if (typeof value === 'string') problems.push(value)
        else values[field] = value
      }
    } else if (row.point) {
      values.lat = row.point.lat
      values.lon = row.point.lon
    }
    const category = cell(row, 'category')
    if (category) {
      values.category = category
      values.categoryId = categories.get(nameKey(category))
      if (values.categoryId === undefined) problems.push(words.unknownCategory(category))
    }
    for (const field of ['street', 'housenumber', 'postcode'] as const) {
      const value = cell(row, field)
      if (value) values[field] = value
    }
    const city = cell(row, 'city')
    if (city) {
      const named = cities.get(nameKey(city)) ?? []
      values.cityName = city
      values.city = named.find((c) => c.postcode && c.postcode === values.postcode) ?? named[0]
      if (!values.city) problems.push(words.unknownCity(city))
    }
    for (const field of DETAIL_FIELDS) {
      const value = cell(row, field)
      if (!value) continue
      const refused = await detailValueError(keyTypes.get(DETAIL_OF[field]) ?? 'text', value)
      if (refused) problems.push(words.detail(label(field), refused))
      else values.details[field] = value
    }

    const itemId = externalId ? (matched.get(externalId) ?? null) : null
    const report = (action: PlaceImportAction, changes: PlaceImportField[] = []): PlannedRow => ({
      report: {
        row: row.line,
        externalId: externalId || null,
        title: title || null,
        action,
        itemId: action === 'refused' ? null : itemId,
        changes,
        problems,
      },
      ...(action === 'refused' ? {} : { values }),
    })
    if (itemId === null && problems.length === 0 && (values.lat === undefined || values.lon === undefined))
      problems.push(words.noPoint)
    if (problems.length) {
      rows.push(report('refused'))
      continue
    }
    const place = itemId === null ? undefined : current.get(itemId)
    if (!place) {
      rows.push(report('create'))
      continue
    }
    const changes = changesOf(place, values)
    if (changes.length && !mayChange(place.id)) {
      problems.push(words.otherBranch)
      rows.push(report('refused'))
      continue
    }
    rows.push(report(changes.length ? 'update' : 'unchanged', changes))
  }

  const counts = { create: 0, update: 0, unchanged: 0, refused: 0 }
  for (const { report } of rows) counts[report.action]++
  return {
    result: {
      dryRun: input.dryRun,
      columns: table.columns,
      mapping: mapping as ImportMapping,
      counts,
      rows: rows.map((r) => r.report),
    },
    rows,
  }
}

/** The fields a row changes on its place: those it gives that differ from what is stored. */
function changesOf(place: ExportedPlace, values: RowValues): PlaceImportField[] {
  const changes: PlaceImportField[] = []
  const differs = (stored: string | null, given: string | undefined) =>
    given !== undefined && (stored ?? '') !== given
  if (values.title !== place.title) changes.push('title')
  if (values.category !== undefined && nameKey(values.category) !== nameKey(place.category ?? ''))
    changes.push('category')
  for (const field of ['street', 'housenumber', 'postcode'] as const)
    if (differs(place[field], values[field])) changes.push(field)
  if (values.cityName !== undefined && nameKey(values.cityName) !== nameKey(place.city ?? ''))
    changes.push('city')
  for (const field of ['lat', 'lon'] as const) {
    const given = values[field]
    if (given !== undefined && Math.abs(given - place[field]) > 5e-8) changes.push(field)
  }
  for (const field of DETAIL_FIELDS) if (differs(place[field], values.details[field])) changes.push(field)
  return changes
}

/** Writes a plan in the caller's transaction: new places under `topicTagId`, changes in place. */
export async function applyImport(
  tx: Db,
  branchId: number,
  topicTagId: number,
  plan: ImportPlan,
): Promise<PlaceImportResult> {
  const links: { externalId: string; itemId: number }[] = []
  const reports: PlaceImportRow[] = []
  const creates: { at: number; externalId: string; place: NewImportedPlace }[] = []
  const itemChanges: ImportedItemChange[] = []
  const detailChanges: { itemId: number; key: string; value: string }[] = []
  for (const { report, values } of plan.rows) {
    reports.push(report)
    if (!values || report.action === 'refused') continue
    if (report.action === 'unchanged') {
      // Matched by nanoId or imported before: either way the next import finds it by this id.
      if (report.itemId !== null) links.push({ externalId: values.externalId, itemId: report.itemId })
      continue
    }
    if (report.action === 'create') {
      // Made together below: one statement per table and 2,000 places, not a few per place.
      creates.push({
        at: reports.length - 1,
        externalId: values.externalId,
        place: {
          title: values.title,
          lat: values.lat ?? 0,
          lon: values.lon ?? 0,
          categoryIds: values.categoryId ? [values.categoryId] : [],
          address:
            values.street || values.housenumber || values.postcode || values.city
              ? {
                  ...(values.street ? { street: values.street } : {}),
                  ...(values.housenumber ? { housenumber: values.housenumber } : {}),
                  ...(values.postcode ? { postcode: values.postcode } : {}),
                  ...(values.city ? { city: values.city } : {}),
                }
              : undefined,
          details: Object.fromEntries(
            DETAIL_FIELDS.flatMap((field) => {
              const value = values.details[field]
              return value ? [[DETAIL_OF[field], value]] : []
            }),
          ),
        },
      })
      continue
    }
    const itemId = report.itemId
    if (itemId === null) continue
    const changed = new Set(report.changes)
    // Title, position and the details of every changed place are written together below.
    itemChanges.push({
      itemId,
      title: changed.has('title') ? values.title : null,
      lat: changed.has('lat') ? (values.lat ?? null) : null,
      lon: changed.has('lon') ? (values.lon ?? null) : null,
    })
    if (['street', 'housenumber', 'postcode', 'city'].some((f) => changed.has(f as PlaceImportField)))
      await putAddress(tx, itemId, {
        ...(changed.has('street') && values.street !== undefined ? { street: values.street } : {}),
        ...(changed.has('housenumber') && values.housenumber !== undefined
          ? { housenumber: values.housenumber }
          : {}),
        ...(changed.has('postcode') && values.postcode !== undefined ? { postcode: values.postcode } : {}),
        ...(changed.has('city') && values.city ? { city: values.city } : {}),
      })
    for (const field of DETAIL_FIELDS) {
      const value = values.details[field]
      if (changed.has(field) && value !== undefined)
        detailChanges.push({ itemId, key: DETAIL_OF[field], value })
    }
    if (changed.has('category') && values.categoryId) await putMainCategory(tx, itemId, values.categoryId)
    links.push({ externalId: values.externalId, itemId })
  }
  await updateImportedItems(tx, itemChanges)
  await putDetails(tx, detailChanges)
  const created = await insertImportedPlaces(
    tx,
    topicTagId,
    creates.map((c) => c.place),
  )
  creates.forEach(({ at, externalId }, i) => {
    const itemId = created[i] as number
    reports[at] = { ...(reports[at] as PlaceImportRow), itemId }
    links.push({ externalId, itemId })
  })
  await linkExternalIds(tx, branchId, links)
  return { ...plan.result, dryRun: false, rows: reports }
}
