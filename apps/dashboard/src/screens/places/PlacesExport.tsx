import { type Branch, DATA_LICENCES, type DataLicence } from '@quo/contract'
import { Button } from '@quo/ui'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { LINK_CLASS, SELECT_CLASS } from '../../forms/controlStyles.js'
import { MapChoice } from '../../forms/MapChoice.js'
import { messages } from '../../messages.js'
import { branchesQuery, branchShortName } from '../../referenceData.js'
import { api, downloadStaffFile } from '../../session.js'

const t = messages.places.export

/** The open licence of the map's own data, saved as soon as it is chosen. */
function DataLicenceChoice({ branch }: { branch: Branch }) {
  const id = useId()
  const queryClient = useQueryClient()
  const save = useMutation({
    mutationFn: (dataLicence: DataLicence) => api.setDataLicence(branch.shortId, { dataLicence }),
    // Written into the cached list: a list fetched at once could still be the server's cached one.
    onSuccess: ({ dataLicence }) =>
      queryClient.setQueryData(branchesQuery.queryKey, (old) =>
        old
          ? {
              ...old,
              branches: old.branches.map((b) => (b.shortId === branch.shortId ? { ...b, dataLicence } : b)),
            }
          : old,
      ),
  })
  const value = save.isPending && save.variables ? save.variables : branch.dataLicence
  return (
    <div className="mt-3 flex flex-col gap-1.5">
      <label className="font-medium" htmlFor={id}>
        {t.licence}
      </label>
      <select
        id={id}
        className={`${SELECT_CLASS} max-w-md`}
        value={value}
        disabled={save.isPending}
        onChange={(event) => save.mutate(event.target.value as DataLicence)}
      >
        {DATA_LICENCES.map((licence) => (
          <option key={licence} value={licence}>
            {t.licences[licence]}
          </option>
        ))}
      </select>
      <p className={save.isError ? 'text-error' : 'text-muted'} role={save.isError ? 'alert' : 'status'}>
        {save.isError ? t.licenceFailed : save.isSuccess ? t.licenceSaved : t.licenceHint}
      </p>
    </div>
  )
}

/**
 * A map's places as a file (GeoJSON for a GIS, CSV for a spreadsheet), for the maps the
 * account may act on; the download carries the account's token, so it cannot be a plain link.
 */
export function PlacesExport({ branches }: { branches: readonly Branch[] }) {
  const [shortId, setShortId] = useState<number | undefined>(undefined)
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle')
  const chosen = branches.find((b) => b.shortId === shortId) ?? branches[0]
  if (!chosen) return null

  const download = (format: 'geojson' | 'csv') => {
    setState('loading')
    const name = chosen.hostKeywords[0] ?? String(chosen.shortId)
    downloadStaffFile(`branches/${chosen.shortId}/places.${format}`, `orte-${name}.${format}`).then(
      () => setState('idle'),
      () => setState('failed'),
    )
  }

  return (
    <details className="text-sm open:basis-full">
      <summary className={`cursor-pointer ${LINK_CLASS}`}>{t.summary}</summary>
      <div className="mt-2 flex flex-wrap items-end gap-2">
        <MapChoice branches={branches} value={chosen.shortId} onChange={setShortId} />
        <Button variant="secondary" disabled={state === 'loading'} onClick={() => download('csv')}>
          {t.csv}
        </Button>
        <Button variant="secondary" disabled={state === 'loading'} onClick={() => download('geojson')}>
          {t.geojson}
        </Button>
      </div>
      <p className="mt-1 text-muted" role={state === 'failed' ? 'alert' : undefined}>
        {state === 'failed' ? t.failed : t.hint(branchShortName(chosen))}
      </p>
      <DataLicenceChoice key={chosen.shortId} branch={chosen} />
    </details>
  )
}
