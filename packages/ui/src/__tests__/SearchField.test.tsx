import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { SearchField } from '../index.js'

describe('SearchField', () => {
  it('is labelled "Suche" and reports typed text', () => {
    const onChange = vi.fn()
    render(<SearchField value="" onChange={onChange} />)
    fireEvent.change(screen.getByRole('searchbox', { name: 'Suche' }), { target: { value: 'Bäckerei' } })
    expect(onChange).toHaveBeenCalledWith('Bäckerei')
    expect(screen.queryByRole('button', { name: 'Suche leeren' })).toBeNull()
  })

  it('submits on Enter and clears with its button', () => {
    const onChange = vi.fn()
    const onSubmit = vi.fn()
    render(<SearchField value="Museum" onChange={onChange} onSubmit={onSubmit} />)
    fireEvent.submit(screen.getByRole('searchbox'))
    expect(onSubmit).toHaveBeenCalledWith('Museum')
    fireEvent.click(screen.getByRole('button', { name: 'Suche leeren' }))
    expect(onChange).toHaveBeenCalledWith('')
  })
})
