import type { ItemDetailKey } from '@quo/contract'
import { TEXT_MESSAGES } from '@quo/contract'
import { type DetailEdit, emptyWeek, MARKDOWN_NOT_ALLOWED, SHORT_DESCRIPTION_LIMIT } from '@quo/place-rules'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import {
  DetailFieldsEditor,
  EmailDetailEditor,
  MarkdownDetailEditor,
  NumberDetailEditor,
  OpeningHoursEditor,
  PhoneDetailEditor,
  TextDetailEditor,
  UrlDetailEditor,
  WeekHoursEditor,
} from '../editors/index.js'

/** Renders an editor that keeps its own value, as an app would. */
function Controlled({ initial, editor: Editor }: { initial: string; editor: typeof TextDetailEditor }) {
  const [value, setValue] = useState<DetailEdit>({ dataValue: initial, dataValueUnit: null })
  return <Editor label="Feld" value={value} onChange={setValue} />
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } })

describe('TextDetailEditor', () => {
  it('counts characters up to 150 and refuses more', () => {
    const { rerender } = render(
      <TextDetailEditor
        label="Kurzbeschreibung"
        limit={SHORT_DESCRIPTION_LIMIT}
        value={{ dataValue: 'x'.repeat(150) }}
        onChange={() => {}}
      />,
    )
    expect(screen.getByText('150 / 150 Zeichen')).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
    rerender(
      <TextDetailEditor
        label="Kurzbeschreibung"
        limit={SHORT_DESCRIPTION_LIMIT}
        value={{ dataValue: 'x'.repeat(151) }}
        onChange={() => {}}
      />,
    )
    expect(screen.getByText('151 / 150 Zeichen')).toBeTruthy()
    expect(screen.getByRole('alert').textContent).toBe('Höchstens 150 Zeichen')
  })

  it('refuses markup live', async () => {
    render(<Controlled initial="" editor={TextDetailEditor} />)
    type('Feld', '<b>fett</b>')
    expect((await screen.findByRole('alert')).textContent).toBe(TEXT_MESSAGES.markup)
  })
})

describe('NumberDetailEditor', () => {
  it('shows m when no unit is stored and always sends a unit', () => {
    const onChange = vi.fn()
    render(
      <NumberDetailEditor label="Höhe" value={{ dataValue: '', dataValueUnit: null }} onChange={onChange} />,
    )
    const unit = screen.getByLabelText('Einheit') as HTMLSelectElement
    expect(unit.value).toBe('m')
    expect(unit.required).toBe(true)
    expect([...unit.options].map((o) => o.value)).toEqual(['m', 'hm', 'km', 'ft', 'h'])
    type('Höhe', '455')
    expect(onChange).toHaveBeenLastCalledWith({ dataValue: '455', dataValueUnit: 'm' })
    fireEvent.change(unit, { target: { value: 'km' } })
    expect(onChange).toHaveBeenLastCalledWith({ dataValue: '', dataValueUnit: 'km' })
  })

  it("offers only the units of the key's kind: an elevation no hours, a duration only hours, a count none", () => {
    const { unmount } = render(
      <NumberDetailEditor
        label="Höhe"
        keyUnit="m"
        value={{ dataValue: '455', dataValueUnit: null }}
        onChange={vi.fn()}
      />,
    )
    expect([...(screen.getByLabelText('Einheit') as HTMLSelectElement).options].map((o) => o.value)).toEqual([
      'm',
      'hm',
      'km',
      'ft',
    ])
    unmount()
    const duration = render(
      <NumberDetailEditor
        label="Dauer"
        keyUnit="h"
        value={{ dataValue: '2', dataValueUnit: null }}
        onChange={vi.fn()}
      />,
    )
    expect((screen.getByLabelText('Einheit') as HTMLSelectElement).value).toBe('h')
    duration.unmount()
    const onChange = vi.fn()
    render(
      <NumberDetailEditor
        label="Plätze"
        keyUnit={null}
        value={{ dataValue: '', dataValueUnit: null }}
        onChange={onChange}
      />,
    )
    expect(screen.queryByLabelText('Einheit')).toBeNull()
    type('Plätze', '40')
    expect(onChange).toHaveBeenLastCalledWith({ dataValue: '40', dataValueUnit: null })
  })
})

describe('link editors', () => {
  it('prefixes http:// when the URL field is left and links to it', () => {
    render(<Controlled initial="" editor={UrlDetailEditor} />)
    type('Feld', 'www.adler.li')
    fireEvent.blur(screen.getByLabelText('Feld'))
    expect((screen.getByLabelText('Feld') as HTMLInputElement).value).toBe('http://www.adler.li')
    expect(screen.getByRole('link').getAttribute('href')).toBe('http://www.adler.li')
  })

  it('refuses script links', async () => {
    render(<Controlled initial="javascript:alert(1)" editor={UrlDetailEditor} />)
    expect((await screen.findByRole('alert')).textContent).toBe(TEXT_MESSAGES.scheme)
    expect(screen.queryByRole('link')).toBeNull()
  })

  it('links e-mails with mailto: and phones with tel:', () => {
    render(<Controlled initial="info@adler.li" editor={EmailDetailEditor} />)
    expect(screen.getByRole('link').getAttribute('href')).toBe('mailto:info@adler.li')
    render(<Controlled initial="+423 232 12 34" editor={PhoneDetailEditor} />)
    expect(screen.getAllByRole('link')[1]?.getAttribute('href')).toBe('tel:+4232321234')
  })
})

describe('MarkdownDetailEditor', () => {
  it("refuses markdown the site's sanitiser would change, live", async () => {
    render(<Controlled initial="**Fondue**" editor={MarkdownDetailEditor} />)
    await new Promise((r) => setTimeout(r, 20))
    expect(screen.queryByRole('alert')).toBeNull()
    type('Feld', 'Hallo <script>alert(1)</script> [hier](javascript:alert(2))')
    // In German: what the site would take away, and how to write it instead.
    const refusal = (await screen.findByRole('alert')).textContent ?? ''
    expect(refusal).toMatch(/^So wird der Text nicht gespeichert: <script>, ein Link, der kein http/)
    expect(refusal).not.toContain(MARKDOWN_NOT_ALLOWED)
    type('Feld', '**Raclette** mit [Kartoffeln](https://beispiel.li)')
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull())
    // The preview is the text as the public card shows it.
    const preview = screen.getByRole('figure')
    await waitFor(() => expect(preview.querySelector('strong')?.textContent).toBe('Raclette'))
    expect(preview.querySelector('a')?.getAttribute('href')).toBe('https://beispiel.li')
  })
})

// Monday, 23 November 2026, 10:00 local time.
const MONDAY = new Date(2026, 10, 23, 10)

function Hours({ initial }: { initial: string }) {
  const [value, setValue] = useState<DetailEdit>({ dataValue: initial })
  return <OpeningHoursEditor label="Öffnungszeiten" value={value} onChange={setValue} now={MONDAY} />
}

describe('OpeningHoursEditor', () => {
  it('shows errors and warnings with an alert icon live; an empty value clears them', async () => {
    render(<Hours initial="" />)
    type('Öffnungszeiten', 'Mo-Fr 08:00-24:60')
    expect((await screen.findByRole('alert')).textContent).toMatch(/Die Minuten sind grösser als 59/)
    type('Öffnungszeiten', 'Mo-Fr 8-18')
    const warnings = await screen.findByRole('list', { name: 'Hinweis' })
    expect(warnings.querySelector('svg')).not.toBeNull()
    expect(screen.queryByRole('alert')).toBeNull()
    type('Öffnungszeiten', '')
    expect(screen.queryByRole('list', { name: 'Hinweis' })).toBeNull()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it("offers the library's way of writing a value it reads with warnings, and names times past midnight", async () => {
    render(<Hours initial="" />)
    type('Öffnungszeiten', 'Mo bis Fr 8-18')
    const warnings = await screen.findByRole('list', { name: 'Hinweis' })
    expect(warnings.textContent).toContain('Bitte verwende "-" anstelle von "bis".')
    fireEvent.click(await screen.findByRole('button', { name: 'Übernehmen' }))
    expect((screen.getByLabelText('Öffnungszeiten') as HTMLInputElement).value).toBe('Mo-Fr 08:00-18:00')

    type('Öffnungszeiten', 'Mo-Fr 08:00-25:00')
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'Hinweis' }).textContent).toContain(
        '25:00 liegt nach Mitternacht und gilt als 01:00 am folgenden Tag.',
      ),
    )
  })

  it('previews the next seven days in German', async () => {
    render(<Hours initial="Mo-Fr 08:00-12:00,13:30-18:00; Sa 09:00-12:00; PH off" />)
    const preview = await screen.findByRole('region', { name: 'Die nächsten sieben Tage' })
    const lines = [...preview.querySelectorAll('li')].map((li) => li.textContent)
    expect(lines[0]).toBe('heute 08:00–12:00, 13:30–18:00')
    expect(lines[6]).toBe('Sonntag geschlossen')
  })

  it('writes the week editor into the text and reads the text back', () => {
    render(<Hours initial="Mo-Fr 08:00-12:00" />)
    const input = screen.getByLabelText('Öffnungszeiten') as HTMLInputElement
    const saturday = screen.getByRole('checkbox', { name: 'Samstag geschlossen' }) as HTMLInputElement
    expect(saturday.checked).toBe(true)
    fireEvent.click(saturday)
    expect(input.value).toBe('Mo-Fr 08:00-12:00; Sa 08:00-17:00')
    fireEvent.change(screen.getByLabelText('Samstag bis'), { target: { value: '12:00' } })
    expect(input.value).toBe('Mo-Sa 08:00-12:00')
    type('Öffnungszeiten', 'Mo-Su 09:00-18:00; PH off')
    expect((screen.getByLabelText('Sonntag von') as HTMLInputElement).value).toBe('09:00')
    expect((screen.getByRole('checkbox', { name: 'keine Angabe' }) as HTMLInputElement).checked).toBe(false)
  })

  it("copies Monday's hours to Tuesday to Friday with one button", () => {
    render(<Hours initial="Mo 07:30-12:00,13:00-18:00; Tu-Fr 09:00-17:00" />)
    fireEvent.click(screen.getByRole('button', { name: 'Montag für Dienstag bis Freitag übernehmen' }))
    expect((screen.getByLabelText('Öffnungszeiten') as HTMLInputElement).value).toBe(
      'Mo-Fr 07:30-12:00,13:00-18:00',
    )
  })

  it('says which days count as holidays (PH) where the place is, and names them in the preview', async () => {
    // Monday 7 December 2026: Tuesday is Mariä Empfängnis in Liechtenstein, not in St. Gallen.
    const monday = new Date(2026, 11, 7, 10)
    const value = { dataValue: 'Mo-Fr 08:00-18:00; PH off' }
    const { rerender } = render(
      <OpeningHoursEditor label="Öffnungszeiten" value={value} onChange={() => {}} now={monday} />,
    )
    const summary = await screen.findByText(/Als Feiertag \(PH\) gelten in Liechtenstein/)
    expect(summary.textContent).toBe(
      'Als Feiertag (PH) gelten in Liechtenstein in den nächsten zwölf Monaten 17 Tage:',
    )
    const list = summary.closest('details')?.querySelectorAll('li') ?? []
    expect([...list].slice(0, 3).map((li) => li.textContent)).toEqual([
      '8.12.2026Mariä Empfängnis',
      '25.12.2026Weihnachten',
      '26.12.2026Stephanstag',
    ])
    const preview = await screen.findByRole('region', { name: 'Die nächsten sieben Tage' })
    await waitFor(() =>
      expect(preview.querySelectorAll('li')[1]?.textContent).toBe('morgen (Mariä Empfängnis) geschlossen'),
    )

    const buchs = { lat: 47.1674, lon: 9.4779, holidayRegion: { countryCode: 'ch', state: 'St. Gallen' } }
    rerender(
      <OpeningHoursEditor
        label="Öffnungszeiten"
        value={value}
        onChange={() => {}}
        now={monday}
        place={buchs}
      />,
    )
    await screen.findByText(/Als Feiertag \(PH\) gelten im Kanton St. Gallen/)
    await waitFor(() => expect(preview.querySelectorAll('li')[1]?.textContent).toBe('morgen 08:00–18:00'))
  })

  it('says when the week editor cannot show a value', () => {
    render(<Hours initial="Mo-Fr sunrise-sunset" />)
    expect(screen.getByText(/kann der Wochenplan nicht darstellen/)).toBeTruthy()
  })
})

describe('WeekHoursEditor', () => {
  it('edits days, ranges and holidays', () => {
    const onChange = vi.fn()
    render(<WeekHoursEditor value={emptyWeek()} onChange={onChange} />)
    const monday = screen.getByRole('checkbox', { name: 'Montag geschlossen' }) as HTMLInputElement
    expect(monday.checked).toBe(true)
    fireEvent.click(monday)
    expect(onChange.mock.lastCall?.[0].days.Mo).toEqual([{ from: '08:00', to: '17:00' }])
    fireEvent.click(screen.getByRole('checkbox', { name: 'keine Angabe' }))
    expect(onChange.mock.lastCall?.[0].publicHolidays).toEqual([])
  })
})

describe('DetailFieldsEditor', () => {
  const key = (keyName: string, keyType: ItemDetailKey['keyType'], label: string, sortOrder: number) =>
    ({
      id: sortOrder,
      keyName,
      keyTitle: keyName,
      keyType,
      unit: null,
      iconId: null,
      colorName: null,
      isHidden: false,
      sortOrder,
      label,
    }) satisfies ItemDetailKey

  it('offers one editor per key with its German title, hidden keys left out', () => {
    render(
      <DetailFieldsEditor
        detailKeys={[
          key('phone', 'phone', 'Telefon', 1),
          key('covid19', 'text', 'Covid-19', 2),
          key('hoursSource', 'url', 'Quelle Öffnungszeiten', 3),
          key('contactSource', 'url', 'Quelle Kontakt', 4),
          key('elevation', 'number', 'Höhe', 5),
          key('shortDescription', 'text', 'Kurzbeschreibung', 6),
        ]}
        values={{ shortDescription: { dataValue: 'Café' } }}
        onChange={() => {}}
      />,
    )
    expect(screen.getByLabelText('Telefon')).toBeTruthy()
    expect(screen.getByLabelText('Höhe')).toBeTruthy()
    expect(screen.getByText('4 / 150 Zeichen')).toBeTruthy()
    for (const hidden of ['Covid-19', 'Quelle Öffnungszeiten', 'Quelle Kontakt']) {
      expect(screen.queryByLabelText(hidden)).toBeNull()
    }
  })
})
