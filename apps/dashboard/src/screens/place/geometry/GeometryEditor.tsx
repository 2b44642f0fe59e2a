import type { GeojsonDocument, GeojsonTypeCode } from '@quo/contract'
import { MAP_CONTROL_LABELS } from '@quo/map-engine'
import { pinSvg } from '@quo/map-engine/pins'
import { Button } from '@quo/ui'
import { Map as MapLibreMap, Marker, NavigationControl, setWorkerUrl } from 'maplibre-gl'
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
} from 'terra-draw'
import { TerraDrawMapLibreGLAdapter } from 'terra-draw-maplibre-gl-adapter'
import { SELECT_CLASS } from '../../../forms/controlStyles.js'
import { checkDrawUpdate, type DrawRefusal } from './drawRefusal.js'
import type { LevelContext } from './levelContext.js'
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
/** Close enough for a booth's corners (about 0.2 m a pixel here). */
const START_ZOOM = 18
/** The place editor's pin colour (PositionMap): the same pin marks the place on both maps. */
const PIN_COLOR = '#7B48FF'
/** Half the selected pin's 54×74 (its viewBox scales the drawing). */
const PIN_SIZE = [27, 37] as const
/** The level plan under the drawing: visible for orientation, paler than what is being drawn. */
const CONTEXT_LAYER = 'quo-drawing-context'
const CONTEXT_OPACITY = 0.55
const EDITABLE = { draggable: true, deletable: true, midpoints: true, snappable: true }

export interface GeometryEditorProps {
  /** The shape being edited; none draws a new one. */
  initial: DrawFeature[]
  initialType: GeojsonTypeCode
  /** The place's position: the map starts there and shows the place's pin there. */
  center: [number, number]
  branchShortId: number | undefined
  /** The halls and booths already drawn on the place's level, shown pale beside the drawing. */
  levelContext: LevelContext | null
  saving: boolean
  onSave: (document: GeojsonDocument, type: GeojsonTypeCode) => void
  onCancel: () => void
}

/**
 * Draws and edits a place's shape on the self-hosted basemap with terra-draw: areas, rectangles,
 * lines and label points, snapping to corners and edges, undo and redo (also Ctrl+Z), corners
 * that would make a shape cross itself refused as they are set (and said so on the map) and
 * crossing shapes again on saving, and GeoJSON or GPX files taken in as parts of the drawing.
 * The place's pin, the level's halls and booths already drawn and zoom buttons are on the map.
 */
export default function GeometryEditor({
  initial,
  initialType,
  center,
  branchShortId,
  levelContext,
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
  /** The last change terra-draw refused; `n` counts them, so a repeated refusal is read out again. */
  const [refusal, setRefusal] = useState<{ kind: DrawRefusal; n: number } | null>(null)
  const [zoom, setZoom] = useState(START_ZOOM)
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
      zoom: START_ZOOM,
      fadeDuration: 0,
      attributionControl: { compact: true },
      locale: MAP_CONTROL_LABELS,
    })
    map.addControl(new NavigationControl({ showCompass: false }), 'top-right')
    map.on('zoomend', () => setZoom(map.getZoom()))
    map.on('error', () => {
      if (!map.isStyleLoaded()) setFailed(true)
    })
    // The pin only shows where the place is: clicks go through it to the drawing on the canvas.
    const pin = document.createElement('div')
    pin.dataset.placePin = ''
    pin.setAttribute('aria-hidden', 'true')
    pin.className = 'pointer-events-none'
    // Our own static artwork (no data in it), so markup is safe here. Half the place editor's
    // size: it stands where the shape is drawn, above the canvas and its corners.
    pin.innerHTML = pinSvg('selected', null, PIN_COLOR)
    pin.firstElementChild?.setAttribute('width', String(PIN_SIZE[0]))
    pin.firstElementChild?.setAttribute('height', String(PIN_SIZE[1]))
    new Marker({ element: pin, anchor: 'bottom' }).setLngLat(center).addTo(map)
    // terra-draw refuses a corner that makes the edges cross without a word (the corner is simply
    // not there): the refusal is said on the map, and the next corner set clears it.
    const notCrossing = (feature: GeoJSONStoreFeatures, { updateType }: { updateType: string }) => {
      const result = checkDrawUpdate(feature, updateType)
      if (!result.valid) setRefusal((last) => ({ kind: result.refusal, n: (last?.n ?? 0) + 1 }))
      else if (updateType === 'commit') setRefusal(null)
      return result.valid ? result : { valid: false, reason: result.reason }
    }
    map.on('load', () => {
      // Added before terra-draw starts, so its layers draw above the plan.
      if (levelContext) {
        map.addSource(CONTEXT_LAYER, {
          type: 'raster',
          tiles: [levelContext.tiles],
          tileSize: 256,
          maxzoom: 22,
        })
        map.addLayer({
          id: CONTEXT_LAYER,
          type: 'raster',
          source: CONTEXT_LAYER,
          paint: { 'raster-opacity': CONTEXT_OPACITY, 'raster-saturation': -0.3 },
        })
      }
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
      draw.on('history', () => {
        refresh()
        // Undone or redone (buttons or Ctrl+Z), or a corner set: the refusal is no longer the news.
        setRefusal(null)
      })
      // A problem found on saving stays until a shape is finished: the pointer's every move is a
      // change too.
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
    setRefusal(null)
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
      <div className="relative">
        <div
          ref={container}
          role="application"
          aria-label={t.label}
          data-ready={ready ? 'true' : 'false'}
          data-zoom={zoom.toFixed(2)}
          className="h-[26rem] w-full overflow-hidden rounded-lg bg-white"
        />
        {/* Over the map, not above it: a line pushed in above would move the map under the
            pointer between two clicks. Clicks pass through to the corner under it. */}
        <p
          role="alert"
          className={
            refusal
              ? 'pointer-events-none absolute top-2 right-12 left-2 rounded-md border border-error/40 bg-white/95 px-3 py-2 text-sm text-error shadow'
              : 'sr-only'
          }
        >
          {refusal && <span key={refusal.n}>{t.refusals[refusal.kind]}</span>}
        </p>
      </div>
      <p className="text-xs text-muted">{t.context(levelContext?.level ?? null)}</p>
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
