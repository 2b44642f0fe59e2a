import type { Meta, StoryObj } from '@storybook/react-vite'
import { Field } from './Field.js'
import { TextArea } from './TextArea.js'
import { TextInput } from './TextInput.js'

const meta = {
  title: 'Formulare/Field',
  component: Field,
  args: { label: 'Titel', children: <TextInput placeholder="z. B. Café Landtag" /> },
  decorators: [
    (Story) => (
      <div className="w-content">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Field>

export default meta
type Story = StoryObj<typeof meta>

export const Eingabe: Story = {}
export const MitHinweis: Story = {
  name: 'Mit Hinweis',
  args: {
    label: 'Kurzbeschreibung',
    hint: '42 / 150 Zeichen',
    children: <TextArea defaultValue="Gemütliches Café im Städtle." />,
  },
}
export const MitFehler: Story = {
  name: 'Mit Fehler',
  args: {
    label: 'Webseite',
    error: 'Bitte eine gültige Adresse eingeben.',
    children: <TextInput type="url" defaultValue="www example li" />,
  },
}
