import type { GeojsonDocument, GeojsonTypeCode } from '@quo/contract'
import { Button } from '@quo/ui'
import { Map as MapLibreMap, setWorkerUrl } from 'maplibre-gl'
import 'maplibre-gl/dist/maplibre-gl.css'
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url'
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react'
import {
  type GeoJSONStoreFeatures,
  TerraDraw,
  TerraDrawLineStringMode,
  TerraDrawPointMode,
  TerraDrawPolygonMode,
  TerraDrawRectangleMode,
  TerraDrawSelectMode,
  TerraDrawSessionUndoRedo,
  TerraDrawUndoRedoKeyboardShortcuts,
  ValidateNotSelfIntersecting,
} from 'terra-draw'
import { TerraDrawMapLibreGLAdapter } from 'terra-draw-maplibre-gl-adapter'
import { SELECT_CLASS } from '../../../forms/controlStyles.js'
import { geometryMessages } from './messages.js'
import { type DrawFeature, parseShapeFile, type ShapeProblem, toDocument } from './shapeDocument.js'
import { SHAPE_TYPES } from './shapeTypes.js'

setWorkerUrl(workerUrl)

const t = geometryMessages.editor
const TOOLS = ['polygon', 'rectangle', 'linestring', 'point', 'select'] as const
type Tool = (typeof TOOLS)[number]
const TOOL_NAMES: Record<Tool, string> = {
  polygon: t.polygon,
  rectangle: t.rectangle,
  linestring: t.line,
  point: t.point,
  select: t.select,
}
const SNAP = { toLine: true, toCoordinate: true }
const EDITABLE = { draggable: true, deletable: true, midpoints: true, snappable: true }

export interface GeometryEditorProps {
  /** The shape being edited; none draws a new one. */
  initial: DrawFeature[]
  initialType: GeojsonTypeCode
  center: [number, number]
  branchShortId: number | undefined
  saving: boolean
  onSave: (document: GeojsonDocument, type: GeojsonTypeCode) => void
  onCancel: () => void
}

/**
 * Draws and edits a place's shape on the self-hosted basemap with terra-draw: areas, rectangles,
 * lines and label points, snapping to corners and edges, undo and redo (also Ctrl+Z), areas
 * that cross themselves refused as they are closed and again on saving, and GeoJSON or GPX files
 * taken in as parts of the drawing.
 */
export default function GeometryEditor({
  initial,
  initialType,
  center,
  branchShortId,
  saving,
  onSave,
  onCancel,
}: GeometryEditorProps) {
  const container = useRef<HTMLDivElement>(null)
  const drawRef = useRef<TerraDraw | null>(null)
  const typeId = useId()
  const [type, setType] = useState<GeojsonTypeCode>(initialType)
  const [tool, setTool] = useState<Tool>(initial.length ? 'select' : 'polygon')
  const [ready, setReady] = useState(false)
  const [failed, setFailed] = useState(false)
  const [history, setHistory] = useState({ undo: false, redo: false })
  const [selected, setSelected] = useState<string | number | null>(null)
  const [problem, setProblem] = useState<ShapeProblem | null>(null)
  const [note, setNote] = useState<string | null>(null)

  // biome-ignore lint/correctness/useExhaustiveDependencies: one map and drawing per editor
  useEffect(() => {
    if (!container.current) return
    const map = new MapLibreMap({
      container: container.current,
      style: new URL(
        branchShortId === undefined ? '/api/basemap/style.json' : `/api/basemap/style/${branchShortId}.json`,
        window.location.origin,
      ).toString(),
      center,
      zoom: 18,
      fadeDuration: 0,
      attributionControl: { compact: true },
    })
    map.on('error', () => {
      if (!map.isStyleLoaded()) setFailed(true)
    })
    // Refused as it is closed: an area whose edges cross cannot be finished.
    const notCrossing = (feature: GeoJSONStoreFeatures, { updateType }: { updateType: string }) => {
      if (updateType !== 'finish' && updateType !== 'commit') return { valid: true }
      const result = ValidateNotSelfIntersecting(feature)
      if (!result.valid) setProblem('selfIntersecting')
      return result
    }
    map.on('load', () => {
      const draw = new TerraDraw({
        adapter: new TerraDrawMapLibreGLAdapter({ map }),
        modes: [
          new TerraDrawPolygonMode({ snapping: SNAP, validation: notCrossing }),
          new TerraDrawRectangleMode(),
          new TerraDrawLineStringMode({ snapping: SNAP, validation: notCrossing }),
          new TerraDrawPointMode(),
          new TerraDrawSelectMode({
            flags: {
              polygon: { feature: { draggable: true, coordinates: EDITABLE } },
              rectangle: {
                feature: { draggable: true, coordinates: { draggable: true, resizable: 'opposite' } },
              },
              linestring: { feature: { draggable: true, coordinates: EDITABLE } },
              point: { feature: { draggable: true } },
            },
          }),
        ],
        undoRedo: {
          sessionLevel: new TerraDrawSessionUndoRedo(),
          keyboardShortcuts: new TerraDrawUndoRedoKeyboardShortcuts(),
        },
      })
      draw.start()
      draw.addFeatures(initial as GeoJSONStoreFeatures[])
      draw.setMode(initial.length ? 'select' : 'polygon')
      const refresh = () => setHistory({ undo: draw.canUndo(), redo: draw.canRedo() })
      draw.on('history', refresh)
      // A refusal stays until a shape is finished: the pointer's every move is a change too.
      draw.on('change', refresh)
      draw.on('finish', () => setProblem(null))
      draw.on('select', (id) => setSelected(id))
      draw.on('deselect', () => setSelected(null))
      drawRef.current = draw
      setReady(true)
    })
    return () => {
      drawRef.current?.stop()
      drawRef.current = null
      map.remove()
    }
  }, [])

  function choose(next: Tool) {
    setTool(next)
    drawRef.current?.setMode(next)
  }

  function drawn(): DrawFeature[] {
    return (drawRef.current?.getSnapshot() ?? []) as unknown as DrawFeature[]
  }

  function save() {
    const result = toDocument(drawn(), type)
    if ('problem' in result) {
      setProblem(result.problem)
      return
    }
    setProblem(null)
    onSave(result.document, type)
  }

  async function importFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    const features = await parseShapeFile(await file.text(), file.name)
    if (!features?.some((f) => f.geometry.type !== 'Point')) {
      setNote(t.importFailed)
      return
    }
    const results = drawRef.current?.addFeatures(features as GeoJSONStoreFeatures[]) ?? []
    setNote(t.imported(results.filter((r) => r.valid).length))
    // A track's kind decides the type when the drawing was empty before.
    if (features.every((f) => f.geometry.type !== 'Polygon') && type !== 150 && type !== 2000) setType(150)
    choose('select')
  }

  return (
    <div className="flex flex-col gap-3 rounded-xl bg-paper p-3">
      <div className="flex flex-wrap items-end gap-3">
        <label htmlFor={typeId} className="flex flex-col gap-1.5 text-sm font-medium">
          {t.type}
          <select
            id={typeId}
            className={SELECT_CLASS}
            value={type}
            onChange={(e) => {
              setType(Number(e.target.value) as GeojsonTypeCode)
              setProblem(null)
            }}
          >
            {SHAPE_TYPES.map((s) => (
              <option key={s.code} value={s.code}>
                {s.name}
              </option>
            ))}
          </select>
        </label>
        <label className="flex cursor-pointer flex-col gap-1.5 text-sm font-medium text-primary-strong underline">
          {t.import}
          <input
            type="file"
            accept=".geojson,.json,.gpx,application/geo+json,application/gpx+xml"
            className="sr-only"
            onChange={importFile}
          />
        </label>
      </div>
      <div role="toolbar" aria-label={t.tools} className="flex flex-wrap gap-2">
        {TOOLS.map((name) => (
          <Button
            key={name}
            variant={tool === name ? 'primary' : 'secondary'}
            aria-pressed={tool === name}
            disabled={!ready}
            onClick={() => choose(name)}
          >
            {TOOL_NAMES[name]}
          </Button>
        ))}
        <Button variant="secondary" disabled={!history.undo} onClick={() => drawRef.current?.undo()}>
          {t.undo}
        </Button>
        <Button variant="secondary" disabled={!history.redo} onClick={() => drawRef.current?.redo()}>
          {t.redo}
        </Button>
        <Button
          variant="secondary"
          disabled={selected === null}
          onClick={() => {
            if (selected !== null) drawRef.current?.removeFeatures([selected])
            setSelected(null)
          }}
        >
          {t.deleteSelected}
        </Button>
      </div>
      <p className="text-xs text-muted">{t.hint}</p>
      {failed && <p className="text-sm text-error">{t.mapFailed}</p>}
      <div
        ref={container}
        role="application"
        aria-label={t.label}
        data-ready={ready ? 'true' : 'false'}
        className="h-[26rem] w-full overflow-hidden rounded-lg bg-white"
      />
      {problem && (
        <p role="alert" className="text-sm text-error">
          {t.problems[problem]}
        </p>
      )}
      {note && (
        <p role="status" className="text-sm text-muted">
          {note}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button onClick={save} busy={saving} disabled={!ready}>
          {saving ? t.saving : t.save}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={saving}>
          {t.cancel}
        </Button>
      </div>
    </div>
  )
}
