import type { Preview } from '@storybook/react-vite'
import './preview.css'

// The site is German; screen readers in the preview should read the stories as German too.
document.documentElement.lang = 'de'

const preview: Preview = {
  parameters: {
    layout: 'padded',
    backgrounds: {
      options: {
        map: { name: 'Karte', value: '#e8efe3' },
        paper: { name: 'Papier', value: '#f6f4fb' },
      },
    },
  },
  initialGlobals: { backgrounds: { value: 'map' } },
}

export default preview
