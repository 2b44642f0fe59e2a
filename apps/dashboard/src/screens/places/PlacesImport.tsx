import { ApiError } from '@quo/api-client'
import {
  type Branch,
  PLACE_IMPORT_FIELDS,
  type PlaceImportField,
  type PlaceImportResult,
  type Tag,
} from '@quo/contract'
import { Button } from '@quo/ui'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { LINK_CLASS, SELECT_CLASS } from '../../forms/controlStyles.js'
import { MapChoice } from '../../forms/MapChoice.js'
import { saveFailure } from '../../forms/saveError.js'
import { messages } from '../../messages.js'
import { tagName } from '../../referenceData.js'
import { api } from '../../session.js'

const t = messages.places.import

/** Rows the preview lists at most; the counts above it cover every row. */
const SHOWN_ROWS = 200

type Mapping = Partial<Record<PlaceImportField, string>>

/** The German sentence of a refused import: the file's problem as the API names it, else the status's. */
function failureText(error: unknown): string {
  // The import's problems with the file are written for the person who chose it (in German).
  if (error instanceof ApiError && error.status === 400 && error.fieldErrors[0])
    return error.fieldErrors[0].message
  return saveFailure(error).summary
}

/**
 * Places from a file onto a map: the file is checked first (a dry run: what would be created,
 * changed, left or refused, row by row, with the columns it read each field from); the mapping
 * can be changed and checked again; "Importieren" then writes it all in one go. A failed call
 * keeps the file, the mapping and the preview.
 */
export function PlacesImport({ branches, tags }: { branches: readonly Branch[]; tags: readonly Tag[] }) {
  const queryClient = useQueryClient()
  const [shortId, setShortId] = useState<number | undefined>(undefined)
  const branch = branches.find((b) => b.shortId === shortId) ?? branches[0]
  const topics = tags.filter((tag) => tag.tagKey === branch?.tagKey)
  const [topicId, setTopicId] = useState<number | undefined>(undefined)
  const topic = topics.find((tag) => tag.id === topicId) ?? topics[0]
  const [file, setFile] = useState<{ name: string; content: string; format: 'csv' | 'geojson' }>()
  const [mapping, setMapping] = useState<Mapping | undefined>(undefined)
  const [preview, setPreview] = useState<PlaceImportResult>()
  const [done, setDone] = useState<PlaceImportResult>()
  const ids = { topic: useId(), file: useId() }

  const run = useMutation({
    mutationFn: (dryRun: boolean) => {
      if (!branch || !topic || !file) throw new Error('nothing to import')
      return api.importPlaces(branch.shortId, {
        format: file.format,
        content: file.content,
        topicTagId: topic.id,
        dryRun,
        ...(mapping ? { mapping } : {}),
      })
    },
    onSuccess: (result) => {
      if (result.dryRun) {
        setPreview(result)
        setMapping(result.mapping)
        setDone(undefined)
        return
      }
      setDone(result)
      setPreview(undefined)
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] })
    },
  })

  if (!branch) return null
  const choose = async (chosen: File | undefined) => {
    setPreview(undefined)
    setDone(undefined)
    setMapping(undefined)
    run.reset()
    if (!chosen) return setFile(undefined)
    const format = /\.csv$/i.test(chosen.name) ? 'csv' : 'geojson'
    setFile({ name: chosen.name, content: await chosen.text(), format })
  }
  const counts = preview?.counts
  const writes = counts ? counts.create + counts.update : 0

  return (
    <details className="text-sm open:basis-full">
      <summary className={`cursor-pointer ${LINK_CLASS}`}>{t.summary}</summary>
      <div className="mt-2 flex flex-col gap-3">
        <p className="text-muted">{t.intro}</p>
        <div className="flex flex-wrap items-end gap-2">
          <MapChoice
            branches={branches}
            value={branch.shortId}
            onChange={(chosen) => {
              setShortId(chosen)
              setTopicId(undefined)
              setPreview(undefined)
            }}
          />
          <label className="flex flex-col gap-1.5 font-medium" htmlFor={ids.topic}>
            {t.topic}
            <select
              id={ids.topic}
              className={SELECT_CLASS}
              value={topic?.id ?? ''}
              onChange={(event) => setTopicId(Number(event.target.value))}
            >
              {topics.map((tag) => (
                <option key={tag.id} value={tag.id}>
                  {tagName(tag)}
                </option>
              ))}
            </select>
          </label>
          <label className="flex flex-col gap-1.5 font-medium" htmlFor={ids.file}>
            {t.file}
            <input
              id={ids.file}
              type="file"
              accept=".csv,.geojson,.json,text/csv,application/geo+json,application/json"
              onChange={(event) => void choose(event.target.files?.[0])}
            />
          </label>
          <Button
            variant="secondary"
            disabled={!file || !topic || run.isPending}
            onClick={() => run.mutate(true)}
          >
            {preview ? t.checkAgain : t.check}
          </Button>
        </div>

        {run.isError && (
          <p role="alert" className="text-error">
            {failureText(run.error)}
          </p>
        )}
        {done && (
          <p role="status" className="font-medium">
            {t.done(done.counts.create, done.counts.update, done.counts.refused)}
          </p>
        )}

        {preview && counts && (
          <section aria-label={t.preview} className="flex flex-col gap-3">
            <p role="status">{t.counts(counts.create, counts.update, counts.unchanged, counts.refused)}</p>
            <fieldset className="grid gap-2 sm:grid-cols-2 xl:grid-cols-4">
              <legend className="mb-1 font-medium">{t.mapping}</legend>
              {PLACE_IMPORT_FIELDS.map((field) => (
                <label key={field} className="flex flex-col gap-1">
                  {t.fields[field]}
                  <select
                    className={SELECT_CLASS}
                    value={mapping?.[field] ?? ''}
                    onChange={(event) => {
                      const { [field]: _, ...rest } = mapping ?? {}
                      setMapping(event.target.value ? { ...rest, [field]: event.target.value } : rest)
                    }}
                  >
                    <option value="">{t.noColumn}</option>
                    {preview.columns.map((column) => (
                      <option key={column} value={column}>
                        {column}
                      </option>
                    ))}
                  </select>
                </label>
              ))}
            </fieldset>
            <div className="overflow-x-auto">
              <table className="w-full text-left">
                <thead>
                  <tr>
                    <th className="pr-3">{t.columns.row}</th>
                    <th className="pr-3">{t.columns.id}</th>
                    <th className="pr-3">{t.columns.title}</th>
                    <th>{t.columns.result}</th>
                  </tr>
                </thead>
                <tbody>
                  {preview.rows
                    .filter((row) => row.action !== 'unchanged')
                    .slice(0, SHOWN_ROWS)
                    .map((row) => (
                      <tr key={row.row} className="border-t border-line align-top">
                        <td className="pr-3">{row.row}</td>
                        <td className="pr-3">{row.externalId ?? '–'}</td>
                        <td className="pr-3">{row.title ?? '–'}</td>
                        <td className={row.action === 'refused' ? 'text-error' : undefined}>
                          {row.action === 'refused'
                            ? row.problems.join(' ')
                            : row.action === 'update'
                              ? t.changes(row.changes.map((field) => t.fields[field]))
                              : t.actions.create}
                        </td>
                      </tr>
                    ))}
                </tbody>
              </table>
            </div>
            <div>
              <Button disabled={writes === 0 || run.isPending} onClick={() => run.mutate(false)}>
                {t.apply(writes)}
              </Button>
            </div>
          </section>
        )}
      </div>
    </details>
  )
}
