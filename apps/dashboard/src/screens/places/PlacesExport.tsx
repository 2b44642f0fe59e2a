import type { Branch } from '@quo/contract'
import { Button } from '@quo/ui'
import { useState } from 'react'
import { LINK_CLASS } from '../../forms/controlStyles.js'
import { MapChoice } from '../../forms/MapChoice.js'
import { messages } from '../../messages.js'
import { branchShortName } from '../../referenceData.js'
import { downloadStaffFile } from '../../session.js'

const t = messages.places.export

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
    </details>
  )
}
