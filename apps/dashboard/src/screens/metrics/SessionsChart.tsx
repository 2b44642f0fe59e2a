import type { DailySessions } from '@quo/contract'
import { useEffect, useRef, useState } from 'react'
import { chartColumns } from './chartData.js'
import { metricsMessages as t } from './messages.js'

type ChartModule = typeof import('./uplotChart.js')
/**
 * uPlot on first use. The browser's module loader keeps what it loaded for the page, so each
 * chart simply asks it again (and a chart after a failed load tries anew); nothing of ours has
 * to be held between charts.
 */
const loadChart = (): Promise<ChartModule> => import('./uplotChart.js')

/**
 * The sessions per day as a uPlot line chart, drawn once uPlot has loaded and redrawn at the
 * container's width. The chart is a picture to assistive technology (`label`); the numbers are
 * in the table beside it.
 */
export function SessionsChart({ days, label }: { days: DailySessions; label: string }) {
  const ref = useRef<HTMLDivElement>(null)
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading')
  useEffect(() => {
    const target = ref.current
    if (!target) return
    let live = true
    let chart: ReturnType<ChartModule['drawSessionsChart']> | undefined
    const resize = new ResizeObserver(() => {
      if (chart && target.clientWidth > 0) chart.setSize({ width: target.clientWidth, height: chart.height })
    })
    loadChart().then(
      ({ drawSessionsChart }) => {
        if (!live) return
        chart = drawSessionsChart(target, chartColumns(days), target.clientWidth)
        resize.observe(target)
        setState('ready')
      },
      () => live && setState('failed'),
    )
    return () => {
      live = false
      resize.disconnect()
      chart?.destroy()
    }
  }, [days])
  return (
    <div className="min-w-0">
      <div
        ref={ref}
        role="img"
        aria-label={label}
        data-chart="sessions"
        data-state={state}
        className="min-h-70 w-full"
      />
      {state === 'loading' && <p className="text-sm text-muted">{t.sessions.chartLoading}</p>}
      {state === 'failed' && <p className="text-sm text-muted">{t.sessions.chartFailed}</p>}
    </div>
  )
}
