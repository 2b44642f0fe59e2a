import type { Preview } from '@storybook/react-vite'
import './preview.css'

// The dashboard is German; screen readers in the preview should read the stories as German too.
document.documentElement.lang = 'de'

const preview: Preview = {
  parameters: { layout: 'padded' },
}

export default preview
