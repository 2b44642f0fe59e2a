import { type TimeRange, WEEKDAYS, type WeekHours } from '@quo/place-rules'
import { Button } from '@quo/ui'
import { MESSAGES } from '../messages.js'

export interface WeekHoursEditorProps {
  value: WeekHours
  onChange: (value: WeekHours) => void
}

const DEFAULT_RANGE: TimeRange = { from: '08:00', to: '17:00' }
/** The days Monday's hours are copied to. */
const WORKDAYS = ['Tu', 'We', 'Th', 'Fr'] as const

interface RangesProps {
  name: string
  ranges: TimeRange[]
  onChange: (ranges: TimeRange[]) => void
}

function Ranges({ name, ranges, onChange }: RangesProps) {
  const set = (index: number, range: TimeRange) => onChange(ranges.map((r, i) => (i === index ? range : r)))
  return (
    <div className="flex flex-wrap items-center gap-2">
      <label className="flex items-center gap-1 text-sm">
        <input
          type="checkbox"
          checked={ranges.length === 0}
          onChange={(e) => onChange(e.target.checked ? [] : [DEFAULT_RANGE])}
        />
        {/* Seven boxes all called "geschlossen" are told apart by their day. */}
        <span className="sr-only">{name} </span>
        {MESSAGES.closed}
      </label>
      {ranges.map((range, index) => (
        // Ranges have no identity but their place in the day.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <span key={index} className="flex flex-wrap items-center gap-1">
          <input
            type="time"
            aria-label={`${name} ${MESSAGES.from}`}
            className="rounded border border-line px-1 text-sm"
            value={range.from}
            onChange={(e) => set(index, { ...range, from: e.target.value })}
          />
          <span aria-hidden="true">–</span>
          <input
            type="time"
            aria-label={`${name} ${MESSAGES.to}`}
            className="rounded border border-line px-1 text-sm"
            value={range.to}
            onChange={(e) => set(index, { ...range, to: e.target.value })}
          />
          <Button
            variant="secondary"
            className="min-h-8 px-2"
            aria-label={`${name} ${MESSAGES.removeRange}`}
            onClick={() => onChange(ranges.filter((_, i) => i !== index))}
          >
            ×
          </Button>
        </span>
      ))}
      {ranges.length > 0 && (
        <Button
          variant="secondary"
          className="min-h-8 px-2"
          aria-label={`${name} ${MESSAGES.addRange}`}
          onClick={() => onChange([...ranges, ranges.at(-1) ?? DEFAULT_RANGE])}
        >
          {MESSAGES.addRangeSymbol}
        </Button>
      )}
    </div>
  )
}

/**
 * Structured opening hours: per weekday its time ranges or "geschlossen", and a rule for
 * public holidays. Pair it with `weekToOpeningHours` / `openingHoursToWeek`, as
 * `OpeningHoursEditor` does.
 */
export function WeekHoursEditor({ value, onChange }: WeekHoursEditorProps) {
  const holidays = value.publicHolidays
  // Most places keep the same hours Monday to Friday: typed once, copied with one key press.
  const copyMonday = () =>
    onChange({
      ...value,
      days: { ...value.days, ...Object.fromEntries(WORKDAYS.map((day) => [day, value.days.Mo])) },
    })
  return (
    <fieldset className="flex min-w-0 flex-col gap-2 rounded-md border border-line p-3">
      <legend className="px-1 text-sm font-medium text-ink">{MESSAGES.week}</legend>
      {WEEKDAYS.map((day) => (
        // On a phone the day stands above its hours, so the row never runs wider than the screen.
        <div key={day} className="grid grid-cols-1 items-center gap-1 sm:grid-cols-[7rem_1fr] sm:gap-2">
          <span className="text-sm">{MESSAGES.weekdays[day]}</span>
          <Ranges
            name={MESSAGES.weekdays[day]}
            ranges={value.days[day]}
            onChange={(ranges) => onChange({ ...value, days: { ...value.days, [day]: ranges } })}
          />
        </div>
      ))}
      <div>
        <Button variant="secondary" className="min-h-8 px-2 text-sm" onClick={copyMonday}>
          {MESSAGES.copyMonday}
        </Button>
      </div>
      <div className="grid grid-cols-1 items-center gap-1 sm:grid-cols-[7rem_1fr] sm:gap-2">
        <span className="text-sm">{MESSAGES.publicHolidays}</span>
        <div className="flex flex-wrap items-center gap-2">
          <label className="flex items-center gap-1 text-sm">
            <input
              type="checkbox"
              checked={holidays === null}
              onChange={(e) => onChange({ ...value, publicHolidays: e.target.checked ? null : [] })}
            />
            {MESSAGES.publicHolidaysNoRule}
          </label>
          {holidays && (
            <Ranges
              name={MESSAGES.publicHolidays}
              ranges={holidays}
              onChange={(ranges) => onChange({ ...value, publicHolidays: ranges })}
            />
          )}
        </div>
      </div>
    </fieldset>
  )
}
