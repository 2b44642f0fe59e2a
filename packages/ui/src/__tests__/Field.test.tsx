import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Field, TextArea, TextInput } from '../index.js'

describe('Field', () => {
  it('labels its input', () => {
    render(
      <Field label="Titel">
        <TextInput defaultValue="" />
      </Field>,
    )
    const input = screen.getByLabelText('Titel')
    expect(input.tagName).toBe('INPUT')
    expect(input.hasAttribute('aria-invalid')).toBe(false)
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('announces the German error and marks the input invalid', () => {
    render(
      <Field label="Kurzbeschreibung" error="Höchstens 150 Zeichen">
        <TextArea defaultValue="x" />
      </Field>,
    )
    const alert = screen.getByRole('alert')
    expect(alert.textContent).toBe('Höchstens 150 Zeichen')
    const textarea = screen.getByLabelText('Kurzbeschreibung')
    expect(textarea.getAttribute('aria-invalid')).toBe('true')
    expect(textarea.getAttribute('aria-describedby')?.split(' ')).toContain(alert.id)
  })

  it('describes the input with the hint and keeps descriptions set on the input', () => {
    render(
      <>
        <p id="extra">Pflichtfeld</p>
        <Field label="E-Mail" hint="Wird nicht veröffentlicht">
          <TextInput aria-describedby="extra" />
        </Field>
      </>,
    )
    const input = screen.getByLabelText('E-Mail')
    const ids = input.getAttribute('aria-describedby')?.split(' ') ?? []
    expect(ids[0]).toBe('extra')
    expect(document.getElementById(ids[1] ?? '')?.textContent).toBe('Wird nicht veröffentlicht')
  })
})
