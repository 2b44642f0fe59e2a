import type { ItemDetail, ItemDetailKey } from '@quo/contract'
import { ItemDetailCreateInput, ItemDetailUpdateInput } from '@quo/contract'
import { describe, expect, it } from 'vitest'
import { detailWrites, editableDetailKeys, numberUnit } from '../index.js'

const row = (
  id: number,
  dataKeyV2: string,
  dataValue: string,
  dataValueUnit: ItemDetail['dataValueUnit'] = null,
) =>
  ({
    id,
    itemId: 7,
    dataKeyV2,
    dataKeyGroup: null,
    dataValue,
    dataValueUnit,
    dateUpdated: '2026-11-01T10:00:00.000Z',
  }) satisfies ItemDetail

const rows = [row(1, 'phone', '+423 232 12 34'), row(2, 'elevation', '455', 'm'), row(3, 'email', 'a@b.li')]

describe('detailWrites', () => {
  it('creates only non-empty values, with itemId, dataValue, dataValueUnit and dataKeyV2', () => {
    const writes = detailWrites(7, rows, {
      url: { dataValue: ' www.adler.li ' },
      hours: { dataValue: '   ' },
      length: { dataValue: '12', dataValueUnit: 'km' },
    })
    expect(writes).toEqual([
      {
        action: 'create',
        body: { itemId: 7, dataValue: 'www.adler.li', dataValueUnit: null, dataKeyV2: 'url' },
      },
      { action: 'create', body: { itemId: 7, dataValue: '12', dataValueUnit: 'km', dataKeyV2: 'length' } },
    ])
    for (const w of writes) expect(ItemDetailCreateInput.safeParse(w.body).success).toBe(true)
  })

  it('updates changed values and units with id, dataValue and dataValueUnit', () => {
    const writes = detailWrites(7, rows, {
      phone: { dataValue: '+423 232 12 35' },
      elevation: { dataValue: '455', dataValueUnit: 'ft' },
    })
    expect(writes).toEqual([
      { action: 'update', body: { id: 1, dataValue: '+423 232 12 35', dataValueUnit: null } },
      { action: 'update', body: { id: 2, dataValue: '455', dataValueUnit: 'ft' } },
    ])
    for (const w of writes) expect(ItemDetailUpdateInput.safeParse(w.body).success).toBe(true)
  })

  it('deletes emptied values with id and itemId; unchanged and untouched keys send nothing', () => {
    expect(
      detailWrites(7, rows, {
        email: { dataValue: '' },
        phone: { dataValue: '+423 232 12 34 ' },
        elevation: { dataValue: '455', dataValueUnit: 'm' },
      }),
    ).toEqual([{ action: 'delete', body: { id: 3, itemId: 7 } }])
    expect(detailWrites(7, rows, {})).toEqual([])
  })
})

describe('editableDetailKeys', () => {
  const key = (keyName: string, sortOrder: number, isHidden = false) =>
    ({
      id: sortOrder,
      keyName,
      keyTitle: keyName,
      keyType: 'text',
      unit: null,
      iconId: null,
      colorName: null,
      isHidden,
      sortOrder,
      label: keyName,
    }) satisfies ItemDetailKey

  it('leaves out contactSource, covid19, hoursSource and hidden keys, in sort order', () => {
    const keys = [
      key('phone', 2),
      key('covid19', 1),
      key('hoursSource', 3),
      key('contactSource', 4),
      key('x', 5, true),
      key('hours', 0),
    ]
    expect(editableDetailKeys(keys).map((k) => k.keyName)).toEqual(['hours', 'phone'])
  })
})

describe('numberUnit', () => {
  it('requires a unit, m by default', () => {
    expect(numberUnit(null)).toBe('m')
    expect(numberUnit(undefined)).toBe('m')
    expect(numberUnit('hm')).toBe('hm')
  })
})
