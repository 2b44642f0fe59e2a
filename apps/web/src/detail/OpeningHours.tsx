import { REGION_TIME_ZONE } from '@quo/contract'
import type { HoursPlace } from '@quo/place-rules'
import { OpeningHoursBadge } from '@quo/ui'
import { useEffect, useState } from 'react'
import { messages } from '../messages.js'
import { CLOSED_DAY, loadOpeningWeek, type OpeningWeek } from './openingWeek.js'

const MINUTE_MS = 60_000

/** The current minute, so the status line turns from "öffnet um 08:00" to open by itself. */
function useMinute(): number {
  const [minute, setMinute] = useState(() => Math.floor(Date.now() / MINUTE_MS))
  useEffect(() => {
    const timer = setInterval(() => setMinute(Math.floor(Date.now() / MINUTE_MS)), 5000)
    return () => clearInterval(timer)
  }, [])
  return minute
}

/**
 * Opening hours as a German week with today marked and the state at the place now
 * ("Geöffnet · schliesst um 18:00", on the badge of @quo/ui); a value the library cannot read shows as written.
 */
export function OpeningHours({ value, place }: { value: string; place: HoursPlace }) {
  const minute = useMinute()
  const [week, setWeek] = useState<OpeningWeek | undefined | 'loading'>('loading')
  const { lat, lon, holidayRegion } = place
  const countryCode = holidayRegion?.countryCode
  const state = holidayRegion?.state ?? null
  useEffect(() => {
    let live = true
    const at = { lat, lon, ...(countryCode ? { holidayRegion: { countryCode, state } } : {}) }
    void loadOpeningWeek(value, at, new Date(minute * MINUTE_MS), REGION_TIME_ZONE).then(
      (loaded) => live && setWeek(loaded),
    )
    return () => {
      live = false
    }
  }, [value, lat, lon, countryCode, state, minute])
  if (week === 'loading') return <span className="text-sm text-muted">{messages.place.hoursLoading}</span>
  if (!week) return <span>{value}</span>
  return (
    <div>
      <OpeningHoursBadge state={week.state} {...(week.change ? { text: week.change } : {})} />
      {week.holiday && (
        // Why the day differs from its weekday: the holiday's own rule is in force.
        <p className="mt-1 text-sm font-medium text-ink">{messages.hours.holidayToday(week.holiday)}</p>
      )}
      <table className="mt-1.5 w-full text-sm">
        <tbody>
          {week.rows.map((row) => (
            <tr
              key={row.day}
              aria-current={row.today ? 'date' : undefined}
              className={row.today ? 'bg-primary/10 font-semibold' : undefined}
            >
              <th scope="row" className="w-12 rounded-l-md py-0.5 pl-2 text-left font-[inherit]">
                <abbr title={row.name} className="no-underline">
                  {row.day}
                </abbr>
              </th>
              <td className={`rounded-r-md py-0.5 pr-2 ${row.text === CLOSED_DAY ? 'text-muted' : ''}`}>
                {row.text}
                {row.holiday && (
                  <span className="block text-xs text-muted">{messages.hours.holidayRow(row.holiday)}</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
