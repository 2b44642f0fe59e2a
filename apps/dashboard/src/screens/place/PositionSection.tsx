import type { DashboardItem, NearestCity } from '@quo/contract'
import { Field, TextInput } from '@quo/ui'
import { lazy, Suspense } from 'react'
import { SectionCard } from '../../forms/SectionCard.js'
import type { DraftSectionProps } from './BasicsSection.js'
import { placeMessages as t } from './messages.js'

const PositionMap = lazy(() => import('./PositionMap.js'))

/** A typed coordinate; an empty field is no number, so the check names it. */
const number = (value: string) => (value.trim() === '' ? Number.NaN : Number(value))

/** The pin on the map, the coordinates as numbers, and the address that follows from them. */
export function PositionSection({
  draft,
  edit,
  leave,
  item,
  city,
  branchShortId,
  error,
}: DraftSectionProps & {
  item: DashboardItem | undefined
  city: { data?: NearestCity; isError: boolean }
  /** The map whose basemap is drawn under the pin. */
  branchShortId: number | undefined
  error: string | undefined
}) {
  return (
    <SectionCard heading={t.position} intro={t.positionHint}>
      <Suspense fallback={<div className="h-72 rounded-xl bg-paper lg:h-96" />}>
        <PositionMap
          lon={draft.lon}
          lat={draft.lat}
          branchShortId={branchShortId}
          onMove={(at) => edit(at)}
        />
      </Suspense>
      <div className="grid grid-cols-2 gap-3">
        <Field label={t.lat} error={error}>
          <TextInput
            inputMode="decimal"
            defaultValue={String(draft.lat)}
            key={`lat-${draft.lat}`}
            onBlur={(e) => {
              edit({ lat: number(e.target.value) })
              leave('position')
            }}
          />
        </Field>
        <Field label={t.lon}>
          <TextInput
            inputMode="decimal"
            defaultValue={String(draft.lon)}
            key={`lon-${draft.lon}`}
            onBlur={(e) => {
              edit({ lon: number(e.target.value) })
              leave('position')
            }}
          />
        </Field>
      </div>
      <AddressLine item={item} city={city} />
    </SectionCard>
  )
}

/** The stored street, and the municipality and postcode of the city nearest to the pin. */
function AddressLine({
  item,
  city,
}: {
  item: DashboardItem | undefined
  city: { data?: NearestCity; isError: boolean }
}) {
  const stored = item?.addresses[0]
  const street = stored?.street
    ? `${stored.street}${stored.housenumber ? ` ${stored.housenumber}` : ''}, `
    : ''
  return (
    <div className="flex flex-col gap-1 rounded-xl bg-paper p-3 text-sm">
      <p className="font-medium">{t.address}</p>
      {city.isError ? (
        <p className="text-muted">{t.addressUnknown}</p>
      ) : city.data ? (
        <p>
          {street}
          {city.data.postcode ? `${city.data.postcode} ` : ''}
          {city.data.title}
          <span className="text-muted">{t.nearCity(city.data.distanceMeters)}</span>
        </p>
      ) : (
        <p className="text-muted">{t.addressLoading}</p>
      )}
      <p className="text-xs text-muted">{t.addressFromPosition}</p>
    </div>
  )
}
