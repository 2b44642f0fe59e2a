import { PRIMARY_COLOR } from '@quo/ui'
import uPlot from 'uplot'
import 'uplot/dist/uPlot.min.css'
import { metricsMessages as t } from './messages.js'

// uPlot and its stylesheet: loaded by SessionsChart when a chart is first drawn, in a chunk of
// their own, so neither the dashboard's first load nor the other screens carry them.

const HEIGHT = 260

// The x values are each day's noon UTC: shown in UTC, every label is that day.
const dayLabel = new Intl.DateTimeFormat('de-CH', { day: 'numeric', month: 'numeric', timeZone: 'UTC' })
const fullDay = new Intl.DateTimeFormat('de-CH', { dateStyle: 'medium', timeZone: 'UTC' })

/** Draws the sessions per day into `target`; the caller destroys the chart. */
export function drawSessionsChart(target: HTMLElement, data: [number[], number[]], width: number): uPlot {
  const options: uPlot.Options = {
    width,
    height: HEIGHT,
    tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
    scales: {
      x: { time: true },
      // Always from 0, and at least up to 1, so a range without visits is a flat line at the bottom.
      y: { range: (_u, _min, max) => [0, Math.max(1, max)] },
    },
    series: [
      { label: t.sessions.columns.day, value: (_u, v) => (v == null ? '–' : fullDay.format(v * 1000)) },
      {
        label: t.sessions.series,
        stroke: PRIMARY_COLOR,
        fill: `${PRIMARY_COLOR}22`,
        width: 2,
        points: { show: data[0].length <= 62 },
        value: (_u, v) => (v == null ? '–' : t.count(v)),
      },
    ],
    axes: [
      { values: (_u, splits) => splits.map((s) => dayLabel.format(s * 1000)) },
      // Whole visits only: no tick at 0.5.
      { incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10_000, 20_000, 50_000, 100_000] },
    ],
    cursor: { drag: { x: false, y: false } },
  }
  return new uPlot(options, data, target)
}
