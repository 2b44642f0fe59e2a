import type { BasemapItem } from '@quo/contract'
import { describe, expect, it } from 'vitest'
import { sharePins } from '../sharePins.js'

const pin = (nanoId: string, over: Partial<BasemapItem> = {}): BasemapItem => ({
  nanoId,
  title: nanoId,
  lon: 9.52,
  lat: 47.14,
  type: 'place',
  categoryId: 1,
  level: null,
  flags: 0,
  tagIds: [4, 7],
  ...over,
})

describe('sharePins', () => {
  it('keeps every equal pin the same object after pins are read again, whatever moved around it', () => {
    const before = [pin('a'), pin('b'), pin('c')]
    const read = [pin('b'), pin('c', { lat: 47.15 }), pin('d')]
    const shared = sharePins(before, read) as BasemapItem[]
    expect(shared[0]).toBe(before[1])
    expect(shared[1]).toBe(read[1])
    expect(shared[2]).toBe(read[2])
  })

  it('answers the very list it had when nothing changed, and a changed tag renews a pin', () => {
    const before = [pin('a'), pin('b')]
    expect(sharePins(before, [pin('a'), pin('b')])).toBe(before)
    const shared = sharePins(before, [pin('a'), pin('b', { tagIds: [4] })]) as BasemapItem[]
    expect(shared[0]).toBe(before[0])
    expect(shared[1]).not.toBe(before[1])
  })
})
