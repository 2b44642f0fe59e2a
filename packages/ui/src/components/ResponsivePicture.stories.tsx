import type { Meta, StoryObj } from '@storybook/react-vite'
import { ResponsivePicture } from './ResponsivePicture.js'

const scene = (width: number, color: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${Math.round(width * 0.66)}"><rect width="100%" height="100%" fill="${color}"/><text x="20" y="60" font-size="48" fill="#fff">${width} px</text></svg>`,
  )}`

const meta = {
  title: 'Medien/ResponsivePicture',
  component: ResponsivePicture,
  args: {
    alt: 'Rathaus Vaduz',
    sizes: '(min-width: 768px) 400px, 100vw',
    className: 'w-full rounded-xl',
    renditions: [
      { format: 'webp', width: 320, url: scene(320, '#7B48FF') },
      { format: 'webp', width: 800, url: scene(800, '#1E88E5') },
      { format: 'webp', width: 1920, url: scene(1920, '#43A047') },
    ],
  },
} satisfies Meta<typeof ResponsivePicture>

export default meta
type Story = StoryObj<typeof meta>

export const DreiBreiten: Story = { name: 'Drei Breiten' }
