import { describe, expect, it } from 'vitest'
import { previewedItem } from '../previewMessage.js'
import { placeItem } from './placeFixture.js'

const parent = {} as Window
const stranger = {} as Window

describe('the card preview takes a place only from the editor that frames it', () => {
  it('shows the place its parent sends', () => {
    const item = placeItem({ title: 'Bäckerei Neu' })
    expect(previewedItem({ source: parent, data: { type: 'quo:card-preview', item } }, parent)).toEqual(item)
  })

  it('ignores another window, another kind of message and a malformed place', () => {
    const item = placeItem()
    expect(previewedItem({ source: stranger, data: { type: 'quo:card-preview', item } }, parent)).toBeNull()
    expect(previewedItem({ source: parent, data: { type: 'quo:other', item } }, parent)).toBeNull()
    expect(
      previewedItem(
        { source: parent, data: { type: 'quo:card-preview', item: { ...item, lat: 'x' } } },
        parent,
      ),
    ).toBeNull()
    expect(previewedItem({ source: parent, data: 'quo:card-preview' }, parent)).toBeNull()
  })
})
