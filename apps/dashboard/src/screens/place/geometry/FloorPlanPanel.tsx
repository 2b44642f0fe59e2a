import { type DashboardItem, FloorPlanInput, type MediaAsset } from '@quo/contract'
import { Button, Field, ResponsivePicture, TextInput } from '@quo/ui'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { SELECT_CLASS } from '../../../forms/controlStyles.js'
import { SectionError, SubHeading } from '../../../forms/SectionCard.js'
import { saveFailure } from '../../../forms/saveError.js'
import { api } from '../../../session.js'
import { MediaPicker } from '../../media/MediaPicker.js'
import { placeQuery } from '../placeQuery.js'
import { coordinateText } from './coordinateText.js'
import { geometryMessages } from './messages.js'
import { toDrawFeatures } from './shapeDocument.js'

const t = geometryMessages.floorPlan
const SIDES = ['west', 'south', 'east', 'north'] as const
type Bounds = [number, number, number, number]

/** Where a new plan lies: over the place's first drawn area, else about 80 m around its pin. */
function defaultBounds(item: DashboardItem): Bounds {
  const corners = item.geojsons
    .flatMap((g) => toDrawFeatures(g.geojson))
    .filter((f) => f.geometry.type === 'Polygon')
    .slice(0, 1)
    .flatMap((f) => (f.geometry.type === 'Polygon' ? (f.geometry.coordinates[0] ?? []) : []))
  if (corners.length) {
    const lons = corners.map((p) => p[0] as number)
    const lats = corners.map((p) => p[1] as number)
    return [Math.min(...lons), Math.min(...lats), Math.max(...lons), Math.max(...lats)]
  }
  return [item.lon - 0.0005, item.lat - 0.0004, item.lon + 0.0005, item.lat + 0.0004]
}

/**
 * The place's floor plan: an image of the library laid over bounds (west, south, east, north)
 * into its maps' level tiles at the place's level, under the drawn halls and booths.
 */
export function FloorPlanPanel({ item }: { item: DashboardItem }) {
  const queryClient = useQueryClient()
  const current = item.floorPlan ?? null
  const [picking, setPicking] = useState(false)
  const [asset, setAsset] = useState<Pick<MediaAsset, 'id' | 'title' | 'variants'> | null>(null)
  const [bounds, setBounds] = useState<string[]>(() =>
    (current?.bounds ?? defaultBounds(item)).map(coordinateText),
  )
  const [touched, setTouched] = useState(false)
  const proposed = defaultBounds(item).map(coordinateText).join(',')
  // Until staff type bounds or a plan is saved, the proposal follows the place's drawn areas.
  useEffect(() => {
    if (!touched && !current) setBounds(proposed.split(','))
  }, [proposed, touched, current])
  const [opacity, setOpacity] = useState(String(current?.opacity ?? 1))
  const [fields, setFields] = useState<Record<string, string>>({})
  const [error, setError] = useState<string | null>(null)
  const reload = () => queryClient.invalidateQueries({ queryKey: placeQuery(item.id).queryKey })

  const save = useMutation({
    mutationFn: (input: FloorPlanInput) => api.setFloorPlan(item.id, input),
    onSuccess: async () => {
      setAsset(null)
      await reload()
    },
    onError: (e) => setError(saveFailure(e).summary),
  })
  const remove = useMutation({
    mutationFn: () => api.removeFloorPlan(item.id),
    onSuccess: reload,
    onError: (e) => setError(saveFailure(e).summary),
  })

  const assetId = asset?.id ?? current?.assetId
  const preview = asset?.variants ?? current?.variants ?? []

  function submit() {
    setError(null)
    const checked = FloorPlanInput.safeParse({
      assetId,
      bounds: bounds.map((b) => (b.trim() === '' ? Number.NaN : Number(b))),
      opacity: Number(opacity),
    })
    if (!checked.success) {
      setFields(
        Object.fromEntries(
          checked.error.issues.map((i) => [
            i.path[0] === 'assetId' ? 'assetId' : 'bounds',
            i.path[0] === 'assetId' ? t.imageRequired : t.boundsInvalid,
          ]),
        ),
      )
      return
    }
    setFields({})
    save.mutate(checked.data)
  }

  return (
    <div className="flex flex-col gap-3 border-t border-line pt-4">
      <SubHeading>{t.heading}</SubHeading>
      <p className="text-sm text-muted">{t.intro}</p>
      <SectionError message={error} />
      <div className="flex flex-wrap items-center gap-3">
        {preview.length > 0 ? (
          <span className="h-16 w-24 overflow-hidden rounded-lg bg-paper">
            <ResponsivePicture
              renditions={preview.filter((v) => v.name === 'thumb')}
              alt={t.preview}
              sizes="6rem"
              className="h-16 w-24 object-cover"
            />
          </span>
        ) : (
          <span className="text-sm text-muted">{t.none}</span>
        )}
        <Button variant="secondary" onClick={() => setPicking(true)}>
          {t.choose}
        </Button>
        {current && (
          <Button variant="secondary" busy={remove.isPending} onClick={() => remove.mutate()}>
            {t.remove}
          </Button>
        )}
      </div>
      {fields.assetId && (
        <p role="alert" className="text-sm text-error">
          {fields.assetId}
        </p>
      )}
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {SIDES.map((side, i) => (
          <Field key={side} label={t.sides[side]} error={i === 0 ? fields.bounds : undefined}>
            <TextInput
              inputMode="decimal"
              value={bounds[i] ?? ''}
              onChange={(e) => {
                setTouched(true)
                setBounds(bounds.map((b, j) => (j === i ? e.target.value : b)))
              }}
            />
          </Field>
        ))}
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1.5 text-sm font-medium">
          {t.opacity}
          <select className={SELECT_CLASS} value={opacity} onChange={(e) => setOpacity(e.target.value)}>
            {['1', '0.75', '0.5'].map((o) => (
              <option key={o} value={o}>
                {t.opacities[o as keyof typeof t.opacities]}
              </option>
            ))}
          </select>
        </label>
        <Button onClick={submit} busy={save.isPending}>
          {t.save}
        </Button>
      </div>
      {picking && (
        <MediaPicker
          onPick={(picked) => {
            setAsset(picked)
            setPicking(false)
          }}
          onClose={() => setPicking(false)}
        />
      )}
    </div>
  )
}
