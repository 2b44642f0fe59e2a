import type { BasemapItem } from '@quo/contract'
import type { StyleSpecification } from 'maplibre-gl'
import { describe, expectTypeOf, it } from 'vitest'
import {
  type CameraOptions,
  type CameraState,
  type LonLat,
  MAP_ENGINE_LABELS,
  type MapClick,
  type MapData,
  MapEngine,
  type MapEngineEvents,
  type MapEngineLabels,
  type MapEngineOptions,
  type MapMarker,
  type PinInView,
  type Selection,
  type StyleError,
} from '../index.js'

// What apps rely on in the engine's types: how it is made, what its events carry, and the
// calls they make on it. The split of MapEngine.ts into modules must leave all of it as it is.

declare const engine: MapEngine

describe('MapEngine options', () => {
  it('need a container and a style; the rest is optional', () => {
    expectTypeOf(MapEngine).constructorParameters.toEqualTypeOf<[options: MapEngineOptions]>()
    expectTypeOf<MapEngineOptions['container']>().toEqualTypeOf<HTMLElement>()
    expectTypeOf<MapEngineOptions['style']>().toEqualTypeOf<string | StyleSpecification>()
    expectTypeOf<{ container: HTMLElement; style: string }>().toExtend<MapEngineOptions>()
  })

  it('take labels in part, German ones by default', () => {
    expectTypeOf<MapEngineOptions['labels']>().toEqualTypeOf<Partial<MapEngineLabels> | undefined>()
    expectTypeOf(MAP_ENGINE_LABELS).toEqualTypeOf<Readonly<MapEngineLabels>>()
    expectTypeOf<keyof MapEngineLabels>().toEqualTypeOf<
      'longitude' | 'latitude' | 'copy' | 'copied' | 'copyFailed'
    >()
  })

  it('draw data of the contract', () => {
    expectTypeOf<MapData['items']>().toEqualTypeOf<readonly BasemapItem[]>()
    expectTypeOf(engine.setData).parameters.toEqualTypeOf<[data: MapData]>()
  })
})

describe('MapEngine events', () => {
  it('carry typed payloads', () => {
    expectTypeOf<MapEngineEvents['click']>().toEqualTypeOf<MapClick>()
    expectTypeOf<MapClick['kind']>().toEqualTypeOf<'place' | 'street' | 'building'>()
    expectTypeOf<MapEngineEvents['styleerror']>().toEqualTypeOf<StyleError>()
    expectTypeOf<MapEngineEvents['idle']>().toEqualTypeOf<CameraState>()
    expectTypeOf<MapEngineEvents['coordinates']>().toEqualTypeOf<{ lon: number; lat: number }>()
    expectTypeOf<MapEngineEvents['moveend']>().toEqualTypeOf<{ userInitiated: boolean }>()
  })

  it('reach handlers with their payload and answer an unsubscribe', () => {
    expectTypeOf(engine.on('click', (click) => expectTypeOf(click).toEqualTypeOf<MapClick>())).toEqualTypeOf<
      () => void
    >()
    expectTypeOf(
      engine.once('populated', ({ items }) => expectTypeOf(items).toEqualTypeOf<number>()),
    ).toEqualTypeOf<() => void>()
  })
})

describe('MapEngine calls', () => {
  it('select, highlight, list and activate places', () => {
    expectTypeOf(engine.select).parameters.toEqualTypeOf<[selection: Selection | null]>()
    expectTypeOf(engine.highlight).parameter(0).toEqualTypeOf<readonly string[] | null>()
    expectTypeOf(engine.pinsInView).returns.toEqualTypeOf<PinInView[]>()
    expectTypeOf(engine.activatePin).returns.toEqualTypeOf<boolean>()
    expectTypeOf(engine.currentLevel).toEqualTypeOf<string>()
  })

  it('move and read the camera', () => {
    expectTypeOf(engine.jumpTo).parameters.toEqualTypeOf<[camera: CameraOptions]>()
    expectTypeOf(engine.flyTo).parameters.toEqualTypeOf<[camera: CameraOptions]>()
    expectTypeOf(engine.fitPoints).parameter(0).toEqualTypeOf<readonly LonLat[]>()
    expectTypeOf(engine.getCenter).returns.toEqualTypeOf<LonLat>()
    expectTypeOf(engine.getZoom).returns.toEqualTypeOf<number>()
    expectTypeOf(engine.project).returns.toEqualTypeOf<{ x: number; y: number }>()
  })

  it('keep markers and end', () => {
    expectTypeOf(engine.addMarker).returns.toEqualTypeOf<MapMarker>()
    expectTypeOf(engine.destroy).returns.toEqualTypeOf<void>()
  })
})
