import type { ItemDetailKey } from '@quo/contract'
import { type DetailEdit, detailWrites } from '@quo/place-rules'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { DetailFieldsEditor } from './DetailFieldEditor.js'

const key = (
  id: number,
  keyName: string,
  keyType: ItemDetailKey['keyType'],
  label: string,
  unit: ItemDetailKey['unit'] = null,
): ItemDetailKey => ({
  id,
  keyName,
  keyTitle: keyName,
  keyType,
  unit,
  iconId: null,
  colorName: null,
  isHidden: false,
  sortOrder: id,
  label,
})

const KEYS = [
  key(1, 'shortDescription', 'text', 'Kurzbeschreibung'),
  key(2, 'hours', 'hours', 'Öffnungszeiten'),
  key(3, 'phone', 'phone', 'Telefon'),
  key(4, 'email', 'email', 'E-Mail'),
  key(5, 'url', 'url', 'Webseite'),
  key(6, 'elevation', 'number', 'Höhe', 'm'),
  key(7, 'menu', 'markdown', 'Speisekarte'),
  key(8, 'hoursSource', 'url', 'Quelle Öffnungszeiten'),
]

const ROWS = [
  {
    id: 11,
    itemId: 7,
    dataKeyV2: 'hours',
    dataKeyGroup: null,
    dataValue: 'Mo-Fr 08:00-12:00,13:30-18:00; Sa 09:00-12:00; PH off',
    dataValueUnit: null,
    dateUpdated: '2026-11-01T10:00:00.000Z',
  },
  {
    id: 12,
    itemId: 7,
    dataKeyV2: 'phone',
    dataKeyGroup: null,
    dataValue: '+423 232 12 34',
    dataValueUnit: null,
    dateUpdated: '2026-11-01T10:00:00.000Z',
  },
]

/** The whole form with the calls a save would send below it. */
function ItemDetailsForm() {
  const [values, setValues] = useState<Record<string, DetailEdit>>(
    Object.fromEntries(ROWS.map((row) => [row.dataKeyV2, row])),
  )
  return (
    <div className="flex max-w-xl flex-col gap-6">
      <DetailFieldsEditor
        detailKeys={KEYS}
        values={values}
        onChange={(name, value) => setValues((v) => ({ ...v, [name]: value }))}
      />
      <pre className="rounded bg-paper p-2 text-xs">
        {JSON.stringify(detailWrites(7, ROWS, values), null, 2)}
      </pre>
    </div>
  )
}

const meta = {
  title: 'Detail-Editoren/Alle Felder',
  component: ItemDetailsForm,
} satisfies Meta<typeof ItemDetailsForm>

export default meta
type Story = StoryObj<typeof meta>

export const Formular: Story = {}
