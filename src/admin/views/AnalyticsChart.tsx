import React from 'react'

import { analyticsCopy } from '@/copy/analytics'
import type { AnalyticsDay } from '@/lib/analytics/report'
import { formatDay } from '@/lib/dates'
import { formatCount } from '@/lib/analytics/format'

type Series = { key: 'visitors' | 'donations'; label: string; unit: string; color: string }

// Readable against both admin themes (3:1 or more for graphics on white and on near-black).
const SERIES: Series[] = [
  { key: 'visitors', label: analyticsCopy.chartVisitors, unit: 'visitors', color: '#2563eb' },
  { key: 'donations', label: analyticsCopy.chartDonations, unit: 'donations', color: '#16a34a' },
]

const BAR = 10
const GAP = 2
const HEIGHT = 100

/** One bar chart of a daily count; its title and description say what a sighted reader sees. */
function DailyBars({ days, series }: { days: AnalyticsDay[]; series: Series }) {
  const values = days.map((day) => day[series.key])
  const max = Math.max(0, ...values)
  const total = values.reduce((sum, value) => sum + value, 0)
  const peakDay = days[values.indexOf(max)]
  const id = `analytics-chart-${series.key}`
  const summary = analyticsCopy.chartSummary(
    series.label,
    formatCount(total),
    formatCount(max),
    peakDay ? formatDay(peakDay.date) : '',
  )
  return (
    <figure className="fra-chart">
      <figcaption id={`${id}-caption`} className="fra-chart-caption">
        <span className="fra-swatch" style={{ background: series.color }} aria-hidden="true" />
        {series.label}
        <span className="fra-muted"> · {`highest ${formatCount(max)}`}</span>
      </figcaption>
      <svg
        className="fra-chart-svg"
        viewBox={`0 0 ${days.length * (BAR + GAP)} ${HEIGHT}`}
        preserveAspectRatio="none"
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        data-testid={id}
      >
        <title id={`${id}-title`}>{series.label}</title>
        <desc id={`${id}-desc`}>{summary}</desc>
        <line
          x1={0}
          x2={days.length * (BAR + GAP)}
          y1={HEIGHT - 0.5}
          y2={HEIGHT - 0.5}
          className="fra-axis"
          vectorEffect="non-scaling-stroke"
        />
        {days.map((day, index) => {
          const height = max === 0 ? 0 : (day[series.key] / max) * (HEIGHT - 4)
          return (
            <rect
              key={day.date}
              x={index * (BAR + GAP)}
              y={HEIGHT - height}
              width={BAR}
              height={height}
              fill={series.color}
              data-value={day[series.key]}
            >
              <title>{`${formatDay(day.date)}: ${formatCount(day[series.key])} ${series.unit}`}</title>
            </rect>
          )
        })}
      </svg>
      <div className="fra-chart-axis" aria-hidden="true">
        <span>{days.length > 0 ? formatDay(days[0].date) : ''}</span>
        <span>{days.length > 0 ? formatDay(days[days.length - 1].date) : ''}</span>
      </div>
    </figure>
  )
}

/**
 * Daily visitors and donations over the whole range: two bar charts on one time axis, each on its
 * own scale (visitors outnumber donations by far), and the same numbers as a table for anyone who
 * cannot see the bars.
 */
export function AnalyticsChart({ days }: { days: AnalyticsDay[] }) {
  return (
    <section aria-labelledby="analytics-chart-heading" className="fra-panel">
      <h2 id="analytics-chart-heading">{analyticsCopy.chart}</h2>
      {SERIES.map((series) => (
        <DailyBars key={series.key} days={days} series={series} />
      ))}
      <details className="fra-details">
        <summary>{analyticsCopy.chartData}</summary>
        <div className="fra-scroll" role="region" aria-label={analyticsCopy.chart} tabIndex={0}>
          <table className="fra-table">
            <thead>
              <tr>
                <th scope="col">{analyticsCopy.dailyColumns.date}</th>
                <th scope="col">{analyticsCopy.dailyColumns.visitors}</th>
                <th scope="col">{analyticsCopy.dailyColumns.donations}</th>
              </tr>
            </thead>
            <tbody>
              {days.map((day) => (
                <tr key={day.date}>
                  <th scope="row">{formatDay(day.date)}</th>
                  <td>{formatCount(day.visitors)}</td>
                  <td>{formatCount(day.donations)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  )
}
