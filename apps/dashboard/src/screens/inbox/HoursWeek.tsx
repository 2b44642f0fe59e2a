import { openingHoursToWeek, WEEKDAYS } from '@quo/place-rules'
import { inboxMessages as t } from './messages.js'

/**
 * Opening hours as a week (Mo 08:00–12:00, 13:30–18:00 …), so staff compare days rather than
 * rule strings; a value the week cannot show stays as it is written.
 */
export function HoursWeek({ value }: { value: string | null }) {
  const week = value ? openingHoursToWeek(value) : undefined
  if (!value || !week) return <span className="break-words">{value ?? t.none}</span>
  const ranges = (list: { from: string; to: string }[]) =>
    list.length ? list.map((r) => `${r.from}–${r.to}`).join(', ') : t.closed
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-sm">
      {WEEKDAYS.map((day) => (
        <div key={day} className="contents">
          <dt className="font-medium">{t.week[day]}</dt>
          <dd className="tabular-nums">{ranges(week.days[day])}</dd>
        </div>
      ))}
      {week.publicHolidays && (
        <div className="contents">
          <dt className="font-medium">{t.holidays}</dt>
          <dd className="tabular-nums">{ranges(week.publicHolidays)}</dd>
        </div>
      )}
    </dl>
  )
}
