import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { LevelSwitcher } from '../index.js'

describe('LevelSwitcher', () => {
  it('marks the shown level as pressed', () => {
    render(<LevelSwitcher levels={['OG', 'EG', 'UG']} value="EG" onChange={() => {}} />)
    expect(screen.getByRole('group', { name: 'Stockwerk' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'EG' }).getAttribute('aria-pressed')).toBe('true')
    expect(screen.getByRole('button', { name: 'OG' }).getAttribute('aria-pressed')).toBe('false')
  })

  it('reports the chosen level', () => {
    const onChange = vi.fn()
    render(<LevelSwitcher levels={['OG', 'EG']} value="EG" onChange={onChange} />)
    fireEvent.click(screen.getByRole('button', { name: 'OG' }))
    expect(onChange).toHaveBeenCalledWith('OG')
  })
})
