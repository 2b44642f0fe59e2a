import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { LayerSwitcher } from '../index.js'

const STYLES = [
  { id: 'street', label: 'Strasse' },
  { id: 'topo', label: 'Topo' },
  { id: 'satellite', label: 'Satellit' },
  { id: '3d', label: '3D' },
]

describe('LayerSwitcher', () => {
  it('offers the styles as radio buttons with the selected one checked', () => {
    render(<LayerSwitcher styles={STYLES} value="topo" onChange={() => {}} />)
    expect(screen.getByRole('group', { name: 'Kartenstil' })).toBeTruthy()
    expect(screen.getAllByRole('radio')).toHaveLength(4)
    expect((screen.getByRole('radio', { name: 'Topo' }) as HTMLInputElement).checked).toBe(true)
    expect((screen.getByRole('radio', { name: 'Strasse' }) as HTMLInputElement).checked).toBe(false)
  })

  it('reports the id of the chosen style', () => {
    const onChange = vi.fn()
    render(<LayerSwitcher styles={STYLES} value="street" onChange={onChange} />)
    fireEvent.click(screen.getByRole('radio', { name: 'Satellit' }))
    expect(onChange).toHaveBeenCalledWith('satellite')
  })
})
