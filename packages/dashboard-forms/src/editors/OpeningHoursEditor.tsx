import {
  DEFAULT_HOLIDAY_REGION,
  DEFAULT_HOURS_PLACE,
  type HoursPlace,
  openingHoursPreview,
  openingHoursSuggestion,
  openingHoursToWeek,
  openingHoursWarnings,
  type PublicHoliday,
  publicHolidaysFrom,
  weekToOpeningHours,
} from '@quo/place-rules'
import { Field, TextInput } from '@quo/ui'
import { useEffect, useMemo, useState } from 'react'
import { MESSAGES } from '../messages.js'
import { AlertIcon } from './AlertIcon.js'
import type { DetailEditorProps } from './types.js'
import { useDetailError } from './useDetailError.js'
import { WeekHoursEditor } from './WeekHoursEditor.js'

export interface OpeningHoursEditorProps extends DetailEditorProps {
  /** Where the hours apply (holidays, sunrise); Liechtenstein by default. Keep it stable (memoised). */
  place?: HoursPlace | undefined
  /** Day the preview starts at; today by default. */
  now?: Date
}

interface Checked {
  value: string
  warnings: string[]
  preview: string[]
  /** How the library writes the value it read with warnings, to take over. */
  suggestion: string | undefined
}

/**
 * Opening hours in `opening_hours` syntax, checked live with the library (docs/product.md §5): errors
 * below the field, warnings with an alert icon, nothing for an empty value. Below it the week
 * editor, which writes the same syntax and reads it back where it can, and the next seven
 * days in German.
 *
 * @example
 * <OpeningHoursEditor label="Öffnungszeiten" value={v} onChange={setV} />
 */
export function OpeningHoursEditor({
  label,
  value,
  onChange,
  error: found,
  place,
  now,
}: OpeningHoursEditorProps) {
  const text = value.dataValue
  const error = useDetailError('hours', text, found)
  const week = useMemo(() => openingHoursToWeek(text), [text])
  const [checked, setChecked] = useState<Checked>()
  const nowTime = now?.getTime()

  useEffect(() => {
    if (!text.trim()) return
    let current = true
    void Promise.all([
      openingHoursWarnings(text),
      openingHoursPreview(text, nowTime === undefined ? undefined : new Date(nowTime), place).catch(() => []),
      openingHoursSuggestion(text),
    ]).then(([warnings, preview, suggestion]) => {
      if (current) setChecked({ value: text, warnings, preview, suggestion })
    })
    return () => {
      current = false
    }
  }, [text, nowTime, place])

  const holidays = usePublicHolidays(place, nowTime)
  const shown = text.trim() && checked?.value === text && !error ? checked : undefined
  const change = (dataValue: string) => onChange({ dataValue, dataValueUnit: null })

  return (
    <div className="flex flex-col gap-3">
      <Field label={label} error={error}>
        <TextInput className="font-mono" value={text} onChange={(e) => change(e.target.value)} />
      </Field>
      {shown && shown.warnings.length > 0 && (
        <ul aria-label={MESSAGES.hoursWarning} className="flex flex-col gap-1 text-sm text-ink">
          {shown.warnings.map((warning) => (
            <li key={warning} className="flex gap-2">
              <AlertIcon />
              <span>{warning}</span>
            </li>
          ))}
        </ul>
      )}
      {shown?.suggestion && (
        // The library's own way of writing what it read: one click takes it over.
        <p className="flex flex-wrap items-center gap-2 text-sm text-ink">
          <span>
            {MESSAGES.hoursSuggestion} <code className="font-mono">{shown.suggestion}</code>
          </span>
          <button
            type="button"
            className="rounded-md border border-line px-2 py-0.5 font-medium text-primary-strong hover:bg-paper"
            onClick={() => shown.suggestion && change(shown.suggestion)}
          >
            {MESSAGES.hoursTakeSuggestion}
          </button>
        </p>
      )}
      {week ? (
        <WeekHoursEditor value={week} onChange={(next) => change(weekToOpeningHours(next))} />
      ) : (
        <p className="text-sm text-muted">{MESSAGES.weekUnreadable}</p>
      )}
      {holidays && <HolidayList place={place} holidays={holidays} />}
      {shown && shown.preview.length > 0 && (
        <section aria-label={MESSAGES.preview} className="text-sm">
          <h3 className="font-medium text-ink">{MESSAGES.preview}</h3>
          <ul className="text-muted">
            {shown.preview.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
      )}
    </div>
  )
}

const YEAR_DAYS = 365

/** The public holidays of the coming twelve months at the place, once loaded. */
function usePublicHolidays(place: HoursPlace | undefined, nowTime: number | undefined) {
  const [holidays, setHolidays] = useState<PublicHoliday[]>()
  const { lat, lon } = place ?? DEFAULT_HOURS_PLACE
  const countryCode = place?.holidayRegion?.countryCode
  const state = place?.holidayRegion?.state ?? null
  useEffect(() => {
    let current = true
    const at = { lat, lon, ...(countryCode ? { holidayRegion: { countryCode, state } } : {}) }
    void publicHolidaysFrom(at, nowTime === undefined ? new Date() : new Date(nowTime), YEAR_DAYS).then(
      (list) => current && setHolidays(list),
    )
    return () => {
      current = false
    }
  }, [lat, lon, countryCode, state, nowTime])
  return holidays
}

/** What `PH` (the week's "Feiertage" row) means where the place is, folded away. */
function HolidayList({ place, holidays }: { place: HoursPlace | undefined; holidays: PublicHoliday[] }) {
  const { countryCode, state } = place?.holidayRegion ?? DEFAULT_HOLIDAY_REGION
  const region = MESSAGES.holidayRegion(countryCode, state)
  if (holidays.length === 0) return <p className="text-sm text-muted">{MESSAGES.holidaysNone(region)}</p>
  return (
    <details className="text-sm">
      <summary className="cursor-pointer text-ink">
        {MESSAGES.holidaysSummary(region, holidays.length)}
      </summary>
      <ul className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-muted">
        {holidays.map((holiday) => (
          <li key={holiday.date} className="contents">
            <span>{MESSAGES.holidayDate(holiday.date)}</span>
            <span>{holiday.name}</span>
          </li>
        ))}
      </ul>
    </details>
  )
}
