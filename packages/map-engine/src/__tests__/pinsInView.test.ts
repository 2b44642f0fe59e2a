import { describe, expect, it } from 'vitest'
import { orderPins, type PinHit } from '../interaction/pinsInView.js'
import { LAYER_IDS } from '../layers/layerSpecs.js'

const hit = (
  layer: string,
  nanoId: string,
  x: number,
  y: number,
  sortKey = 10,
  icon = 'quo-icon-1',
): PinHit => ({
  layer,
  properties: { nanoId, title: `Ort ${nanoId}`, icon, sortKey },
  lonLat: [9.5, 47.1],
  point: { x, y },
})

describe('orderPins', () => {
  it('lists the selected pin, the focused place, results, pins and dots, each by sort key, then top to bottom', () => {
    const order = orderPins(
      [
        hit(LAYER_IDS.dots, 'dot', 10, 10, 0),
        hit(LAYER_IDS.items, 'low', 50, 300, 12),
        hit(LAYER_IDS.items, 'lower', 50, 100, 12),
        hit(LAYER_IDS.items, 'top', 400, 400, 3),
        hit(LAYER_IDS.highlighted, 'result', 200, 200, 20),
        hit(LAYER_IDS.focused, 'focused', 300, 300),
        hit(LAYER_IDS.selected, 'selected', 100, 100, 30),
      ],
      500,
      500,
      100,
    )
    expect(order.map((p) => p.nanoId)).toEqual([
      'selected',
      'focused',
      'result',
      'top',
      'lower',
      'low',
      'dot',
    ])
  })

  it('lists a place once, in the form it shows most prominently', () => {
    // A selected or highlighted place is also on the pin layer (faded out there).
    const [only, ...rest] = orderPins(
      [
        hit(LAYER_IDS.items, 'a', 10, 10),
        hit(LAYER_IDS.selected, 'a', 10, 10),
        hit(LAYER_IDS.items, 'a', 10, 10),
      ],
      100,
      100,
      10,
    )
    expect(rest).toEqual([])
    expect(only?.form).toBe('selected')
  })

  it('gives each form the box its symbol covers', () => {
    const [selected, event, pin, dot] = orderPins(
      [
        hit(LAYER_IDS.selected, 's', 100, 100),
        hit(LAYER_IDS.items, 'e', 200, 100, 1, 'quo-event-4'),
        hit(LAYER_IDS.items, 'p', 300, 100, 2),
        hit(LAYER_IDS.dots, 'd', 400, 100),
      ],
      500,
      500,
      10,
    )
    // The selected pin stands on its tip; the others are centred.
    expect(selected?.box).toEqual({ left: 73, top: 26, width: 54, height: 74 })
    expect(event).toMatchObject({ form: 'event', box: { left: 166, top: 66, width: 68, height: 68 } })
    expect(pin).toMatchObject({ form: 'pin', box: { left: 280, top: 80, width: 40, height: 40 } })
    expect(dot).toMatchObject({ form: 'dot', box: { left: 393, top: 93, width: 14, height: 14 } })
  })

  it('leaves out places whose position is off the canvas, and stops at the limit', () => {
    const hits = [
      hit(LAYER_IDS.items, 'in', 5, 5),
      hit(LAYER_IDS.items, 'left', -1, 5),
      hit(LAYER_IDS.items, 'below', 5, 101),
      hit(LAYER_IDS.items, 'nan', Number.NaN, 5),
      hit(LAYER_IDS.items, 'in2', 100, 100),
    ]
    expect(orderPins(hits, 100, 100, 10).map((p) => p.nanoId)).toEqual(['in', 'in2'])
    expect(orderPins(hits, 100, 100, 1).map((p) => p.nanoId)).toEqual(['in'])
    expect(orderPins(hits, 100, 100, -3)).toEqual([])
  })
})
