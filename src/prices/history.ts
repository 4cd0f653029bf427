/**
 * Deals as the EU's Omnibus rule defines a price reduction: today's price against the lowest price of
 * the 30 days before today (the reference, worked out in SQL by price_reference()). Pure functions: the
 * data layer reads the rows, these say what they mean.
 */
import type { Deal, PriceHistory } from '@/data/types'

export const HISTORY_DAYS = 90

/** The deal, when `price` is below `reference`: by how much, in percent, and against which price. */
export function dealOf(
  price: number | null | undefined,
  reference: number | null | undefined,
  currency: string,
): Deal | null {
  if (price === null || price === undefined || reference === null || reference === undefined)
    return null
  if (!(price < reference) || reference <= 0) return null
  // Never more than it is: 12.96 % is "12.9 %", shown as "−12 %" (formatDiscount).
  // (The small epsilon keeps binary fractions from turning 20 % into 19.9 %.)
  // price_history.discount is this same number, which the deals are sorted by.
  const discount = Math.floor(((reference - price) / reference) * 1000 + 1e-9) / 10
  return { discount, reference, currency }
}

const DAY_MS = 86_400_000
const dayNumber = (iso: string) => Math.floor(Date.parse(`${iso.slice(0, 10)}T00:00:00Z`) / DAY_MS)
const isoDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10)

/**
 * The day-by-day series of the last `span` days up to `today` (UTC dates) from the change points:
 * each day's price is that of the last point on or before it; days before the first point are left
 * out. The last day's is `now` when given (the offers' price this moment).
 */
export function dailySeries(
  points: { day: string; price: number }[],
  today: string,
  now?: number | null,
  span = HISTORY_DAYS,
): PriceHistory['days'] {
  const sorted = [...points].sort((a, b) => dayNumber(a.day) - dayNumber(b.day))
  const last = dayNumber(today)
  const series: PriceHistory['days'] = []
  let index = -1
  for (let day = last - span + 1; day <= last; day += 1) {
    while (index + 1 < sorted.length && dayNumber(sorted[index + 1]!.day) <= day) index += 1
    if (index < 0) continue
    series.push({ day: isoDay(day), price: sorted[index]!.price })
  }
  if (now !== null && now !== undefined && series.length) series[series.length - 1]!.price = now
  return series
}
