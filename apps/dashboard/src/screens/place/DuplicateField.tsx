import type { DashboardItemRow } from '@quo/contract'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { PlaceSearchBox } from '../../forms/PlaceSearchBox.js'
import { RemoveButton } from '../../forms/RemoveButton.js'
import { api } from '../../session.js'
import { placeMessages as t } from './messages.js'
import type { PlaceDraft } from './placeDraft.js'

export interface DuplicateFieldProps {
  value: PlaceDraft['duplicateOf']
  /** The place being edited cannot duplicate itself. */
  selfId: number | undefined
  onChange: (value: PlaceDraft['duplicateOf']) => void
}

/** "Doppelter Eintrag von": the stored original shown by name, or another one searched for. */
export function DuplicateField({ value, selfId, onChange }: DuplicateFieldProps) {
  const [chosen, setChosen] = useState<DashboardItemRow | null>(null)
  const nanoId = value?.nanoId ?? null
  const original = useQuery({
    queryKey: ['public-item', nanoId],
    queryFn: () => api.item(nanoId ?? ''),
    enabled: nanoId !== null,
    staleTime: 60_000,
    retry: false,
  })
  if (value?.nanoId) {
    return (
      <div className="flex flex-col gap-1">
        <p className="text-sm font-medium">{t.duplicateOf}</p>
        <div className="flex items-center gap-2 rounded-xl border border-line px-3 py-1.5 text-sm">
          <span className="flex-1 truncate">{original.data?.title ?? t.duplicateUnknown(value.nanoId)}</span>
          <RemoveButton label={t.duplicateClear} onClick={() => onChange(null)} />
        </div>
      </div>
    )
  }
  return (
    <div className="flex flex-col gap-1">
      <PlaceSearchBox
        label={t.duplicateOf}
        value={value?.id && chosen?.id === value.id ? chosen : null}
        excludeIds={selfId ? [selfId] : []}
        onChange={(place) => {
          setChosen(place)
          onChange(place ? { nanoId: null, id: place.id } : null)
        }}
      />
      <p className="text-xs text-muted">{t.duplicateHint}</p>
    </div>
  )
}
