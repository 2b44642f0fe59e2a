import { type DetailEdit, SHORT_DESCRIPTION_LIMIT } from '@quo/place-rules'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { type ComponentType, useState } from 'react'
import { EmailDetailEditor, PhoneDetailEditor, UrlDetailEditor } from './LinkDetailEditors.js'
import { MarkdownDetailEditor } from './MarkdownDetailEditor.js'
import { NumberDetailEditor } from './NumberDetailEditor.js'
import { OpeningHoursEditor } from './OpeningHoursEditor.js'
import { TextDetailEditor } from './TextDetailEditor.js'
import type { DetailEditorProps } from './types.js'

interface LiveProps {
  editor: ComponentType<DetailEditorProps & { limit?: number }>
  label: string
  initial: DetailEdit
  limit?: number
}

/** An editor holding its own value, as the dashboard form does. */
function Live({ editor: Editor, label, initial, limit }: LiveProps) {
  const [value, setValue] = useState(initial)
  return (
    <div className="max-w-xl">
      <Editor label={label} value={value} onChange={setValue} limit={limit} />
    </div>
  )
}

const meta = {
  title: 'Detail-Editoren/Einzelne Felder',
  component: Live,
} satisfies Meta<typeof Live>

export default meta
type Story = StoryObj<typeof meta>

export const Text: Story = {
  args: { editor: TextDetailEditor, label: 'Titel auf der Karte', initial: { dataValue: 'Café Landtag' } },
}
export const Kurzbeschreibung: Story = {
  args: {
    editor: TextDetailEditor,
    label: 'Kurzbeschreibung',
    limit: SHORT_DESCRIPTION_LIMIT,
    initial: { dataValue: 'Gemütliches Café im Städtle mit Blick auf das Schloss.' },
  },
}
export const ZahlMitEinheit: Story = {
  name: 'Zahl mit Einheit',
  args: { editor: NumberDetailEditor, label: 'Länge', initial: { dataValue: '12,5', dataValueUnit: 'km' } },
}
export const Webseite: Story = {
  args: { editor: UrlDetailEditor, label: 'Webseite', initial: { dataValue: 'www.adler.li' } },
}
export const EMail: Story = {
  name: 'E-Mail',
  args: { editor: EmailDetailEditor, label: 'E-Mail', initial: { dataValue: 'info@adler.li' } },
}
export const Telefon: Story = {
  args: { editor: PhoneDetailEditor, label: 'Telefon', initial: { dataValue: '+423 232 12 34' } },
}
export const Oeffnungszeiten: Story = {
  name: 'Öffnungszeiten',
  args: {
    editor: OpeningHoursEditor,
    label: 'Öffnungszeiten',
    initial: { dataValue: 'Mo-Fr 08:00-12:00,13:30-18:00; Sa 09:00-12:00; PH off' },
  },
}
export const OeffnungszeitenMitHinweis: Story = {
  name: 'Öffnungszeiten mit Hinweis',
  args: { editor: OpeningHoursEditor, label: 'Öffnungszeiten', initial: { dataValue: 'Mo-Fr 8-18' } },
}
export const Markdown: Story = {
  args: {
    editor: MarkdownDetailEditor,
    label: 'Speisekarte',
    initial: { dataValue: '**Fondue** und _Raclette_' },
  },
}
export const MarkdownAbgelehnt: Story = {
  name: 'Markdown abgelehnt',
  args: {
    editor: MarkdownDetailEditor,
    label: 'Speisekarte',
    initial: { dataValue: 'Fondue <img src=x onerror=alert(1)>' },
  },
}
