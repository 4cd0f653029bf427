import type { PriceHistory } from '@/data/types'
import type { CountryPhrases } from '@/geo/countryPhrases'
import { formatDay, translator } from '@/i18n/intl'
import type { LocaleCode } from '@/i18n/locales'

import { formatPrice } from './Cards'

const WIDTH = 640
const HEIGHT = 200
// Room on the left for a price label as long as "1.234.567,89 SEK".
const PAD = { top: 12, right: 12, bottom: 28, left: 112 }

/** The days on which the price changed, with the price from then on. */
function changes(days: PriceHistory['days']) {
  return days.filter((entry, index) => index === 0 || entry.price !== days[index - 1]!.price)
}

/**
 * The lowest price per day over the last 90 days, drawn on the server as a step line with the 30-day
 * reference, described in words (the figure's caption, which the drawing is labelled by) and listed
 * as a table of its changes: nothing needs JavaScript, and a screen reader gets the same facts.
 */
export function PriceChart({
  history,
  locale,
  where,
}: {
  history: PriceHistory
  locale: LocaleCode
  /** The shopper's country as the summary names it. */
  where: CountryPhrases
}) {
  const t = translator(locale)
  const { days, currency, reference } = history
  if (days.length === 0) return null
  const price = (amount: number) => formatPrice(amount, currency, locale)
  const values = days.map((day) => day.price)
  const max = Math.max(...values, reference ?? 0)
  const min = Math.min(...values, reference ?? Infinity)
  const highest = days.find((day) => day.price === Math.max(...values))!
  const lowest = days.find((day) => day.price === Math.min(...values))!
  const span = max - min || max * 0.1 || 1
  const top = max + span * 0.1
  const bottom = Math.max(0, min - span * 0.1)
  const x = (index: number) =>
    PAD.left + (index / Math.max(1, days.length - 1)) * (WIDTH - PAD.left - PAD.right)
  const y = (value: number) =>
    PAD.top + ((top - value) / (top - bottom)) * (HEIGHT - PAD.top - PAD.bottom)
  const line = days
    .map((day, index) =>
      index === 0
        ? `M${x(0).toFixed(1)},${y(day.price).toFixed(1)}`
        : `H${x(index).toFixed(1)}V${y(day.price).toFixed(1)}`,
    )
    .join('')
  const summary = t('history.summary', {
    days: days.length,
    ...where,
    max: price(highest.price),
    maxDate: formatDay(highest.day, locale),
    min: price(lowest.price),
    minDate: formatDay(lowest.day, locale),
    now: price(days.at(-1)!.price),
  })
  return (
    <section aria-labelledby="price-history" className="price-history">
      <h2 id="price-history">{t('history.title')}</h2>
      <figure>
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          role="img"
          aria-labelledby="price-history-summary"
          className="price-chart"
        >
          {[max, min].map((value) => (
            <g key={value}>
              <line
                x1={PAD.left}
                x2={WIDTH - PAD.right}
                y1={y(value)}
                y2={y(value)}
                className="price-chart__grid"
              />
              <text
                x={PAD.left - 6}
                y={y(value) + 4}
                textAnchor="end"
                className="price-chart__label"
              >
                {price(value)}
              </text>
            </g>
          ))}
          {reference !== null ? (
            <line
              x1={x(Math.max(0, days.length - 31))}
              x2={x(days.length - 2)}
              y1={y(reference)}
              y2={y(reference)}
              className="price-chart__reference"
            />
          ) : null}
          <path d={line} className="price-chart__line" />
          <text x={PAD.left} y={HEIGHT - 8} className="price-chart__label">
            {formatDay(days[0]!.day, locale)}
          </text>
          <text
            x={WIDTH - PAD.right}
            y={HEIGHT - 8}
            textAnchor="end"
            className="price-chart__label"
          >
            {formatDay(days.at(-1)!.day, locale)}
          </text>
        </svg>
        <figcaption id="price-history-summary">
          {summary}
          {reference !== null ? ` ${t('history.reference', { price: price(reference) })}` : null}
        </figcaption>
      </figure>
      <details className="price-history__table">
        <summary>{t('history.table')}</summary>
        <table>
          <thead>
            <tr>
              <th scope="col">{t('history.date')}</th>
              <th scope="col">{t('history.price')}</th>
            </tr>
          </thead>
          <tbody>
            {changes(days).map((entry) => (
              <tr key={entry.day}>
                <td>{formatDay(entry.day, locale)}</td>
                <td>{price(entry.price)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  )
}
