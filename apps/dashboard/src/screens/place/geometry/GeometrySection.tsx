import type { DashboardItem, GeojsonDocument, GeojsonTypeCode, ItemGeojson } from '@quo/contract'
import { Button } from '@quo/ui'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { lazy, Suspense, useEffect, useState } from 'react'
import { ConfirmDialog } from '../../../forms/ConfirmDialog.js'
import { SectionCard, SectionError } from '../../../forms/SectionCard.js'
import { saveFailure } from '../../../forms/saveError.js'
import { messages } from '../../../messages.js'
import { branchesQuery } from '../../../referenceData.js'
import { api } from '../../../session.js'
import { placeQuery } from '../placeQuery.js'
import { FloorPlanPanel } from './FloorPlanPanel.js'
import { levelContextOf } from './levelContext.js'
import { geometryMessages as t } from './messages.js'
import { toDrawFeatures } from './shapeDocument.js'
import { shapeType } from './shapeTypes.js'

const GeometryEditor = lazy(() => import('./GeometryEditor.js'))

/** Which shape is open in the editor: a new one, or one of the place's by its link. */
type Editing = { kind: 'new' } | { kind: 'existing'; shape: ItemGeojson } | null

const partsOf = (document: GeojsonDocument) =>
  document.type === 'FeatureCollection' ? document.features.length : 1

/**
 * The place's shapes (docs/product.md §9 type codes): listed with their type and level, drawn and edited
 * on the map (terra-draw, loaded only when opened) beside the level's halls and booths, taken off
 * the place. Tells the editor while the drawing is open (`onDrawingChange`).
 */
export function GeometrySection({
  item,
  branchShortId,
  onDrawingChange,
}: {
  item: DashboardItem
  branchShortId: number | undefined
  onDrawingChange?: (open: boolean) => void
}) {
  const queryClient = useQueryClient()
  const branches = useQuery(branchesQuery)
  const [editing, setEditing] = useState<Editing>(null)
  const drawing = editing !== null
  useEffect(() => {
    onDrawingChange?.(drawing)
    return () => onDrawingChange?.(false)
  }, [drawing, onDrawingChange])
  const [removing, setRemoving] = useState<ItemGeojson | null>(null)
  const [error, setError] = useState<string | null>(null)
  const level = item.itemDetails.find((d) => d.dataKeyV2 === 'level')?.dataValue
  const reload = () => queryClient.invalidateQueries({ queryKey: placeQuery(item.id).queryKey })

  const save = useMutation({
    mutationFn: async ({ document, type }: { document: GeojsonDocument; type: GeojsonTypeCode }) => {
      if (editing?.kind === 'existing') {
        await api.updateGeojson(editing.shape.geojsonId, { geojson: document, geojsonType: type })
        if (editing.shape.itemGeojsonType !== type)
          await api.updateItemGeojson(editing.shape.itemGeojsonId, { type })
        return
      }
      const created = await api.createGeojson({ geojson: document, geojsonType: type })
      await api.linkItemGeojson({ itemId: item.id, geojsonId: created.id, type })
    },
    onSuccess: async () => {
      setEditing(null)
      setError(null)
      await reload()
    },
    onError: (e) => setError(saveFailure(e).summary),
  })
  const remove = useMutation({
    mutationFn: (shape: ItemGeojson) => api.unlinkItemGeojson(shape.itemGeojsonId),
    onSuccess: async () => {
      setRemoving(null)
      await reload()
    },
    onError: (e) => {
      setRemoving(null)
      setError(saveFailure(e).summary)
    },
  })

  const name = (shape: ItemGeojson) => shapeType(shape.geojsonType)?.name ?? String(shape.geojsonType)

  return (
    <SectionCard heading={t.heading} intro={t.intro}>
      <SectionError message={error} />
      <p className="text-sm text-muted">{level ? t.level(level) : t.noLevel}</p>
      {item.geojsons.length === 0 ? (
        <p className="text-sm text-muted">{t.empty}</p>
      ) : (
        <ul aria-label={t.listLabel} className="flex flex-col divide-y divide-line">
          {item.geojsons.map((shape) => (
            <li key={shape.itemGeojsonId} className="flex flex-wrap items-center gap-3 py-2">
              <span className="min-w-0 flex-1 text-sm">
                <span className="font-medium text-ink">{name(shape)}</span>{' '}
                <span className="text-muted">{t.parts(partsOf(shape.geojson))}</span>
              </span>
              <Button
                variant="secondary"
                aria-label={t.editLabel(name(shape))}
                disabled={editing !== null}
                onClick={() => setEditing({ kind: 'existing', shape })}
              >
                {t.edit}
              </Button>
              <Button
                variant="secondary"
                aria-label={t.removeLabel(name(shape))}
                onClick={() => setRemoving(shape)}
              >
                {t.remove}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {editing === null ? (
        <div>
          <Button variant="secondary" onClick={() => setEditing({ kind: 'new' })}>
            {t.draw}
          </Button>
        </div>
      ) : (
        <Suspense fallback={<div className="h-[30rem] rounded-xl bg-paper" />}>
          <GeometryEditor
            key={editing.kind === 'existing' ? editing.shape.itemGeojsonId : 'new'}
            initial={editing.kind === 'existing' ? toDrawFeatures(editing.shape.geojson) : []}
            initialType={editing.kind === 'existing' ? editing.shape.geojsonType : level ? 140 : 1000}
            center={[item.lon, item.lat]}
            branchShortId={branchShortId}
            levelContext={levelContextOf(
              branches.data?.branches,
              branchShortId,
              level,
              new URL('/api/', window.location.origin).href,
            )}
            saving={save.isPending}
            onSave={(document, type) => save.mutate({ document, type })}
            onCancel={() => setEditing(null)}
          />
        </Suspense>
      )}
      <FloorPlanPanel item={item} />
      <ConfirmDialog
        open={removing !== null}
        title={t.removeTitle}
        confirmLabel={t.remove}
        cancelLabel={messages.forms.cancel}
        destructive
        busy={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => removing && remove.mutate(removing)}
      >
        {t.removeText}
      </ConfirmDialog>
    </SectionCard>
  )
}
