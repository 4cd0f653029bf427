/** Currencies an offer can be priced in, the country each shopper pays in, and fixed exchange rates. */

export const currencies = [
  'EUR',
  'USD',
  'GBP',
  'CHF',
  'SEK',
  'NOK',
  'DKK',
  'PLN',
  'BRL',
  'CAD',
  'AUD',
] as const
export type Currency = (typeof currencies)[number]

/**
 * What 1 EUR buys in each currency: fixed reference rates (rounded, close to the ECB's reference
 * rates of 2025), so the demo data price a product alike in every country and tests can convert back.
 * They are not live rates; real offers carry the store's own price.
 */
export const eurRates: Readonly<Record<Currency, number>> = {
  EUR: 1,
  USD: 1.1,
  GBP: 0.85,
  CHF: 0.94,
  SEK: 11.2,
  NOK: 11.6,
  DKK: 7.46,
  PLN: 4.28,
  BRL: 6.2,
  CAD: 1.52,
  AUD: 1.66,
}

/** Countries that pay in a currency other than the euro (their territories included). */
const nonEuro: Readonly<Record<string, Exclude<Currency, 'EUR'>>> = {
  US: 'USD',
  PR: 'USD',
  GU: 'USD',
  VI: 'USD',
  AS: 'USD',
  MP: 'USD',
  UM: 'USD',
  GB: 'GBP',
  IM: 'GBP',
  JE: 'GBP',
  GG: 'GBP',
  CH: 'CHF',
  LI: 'CHF',
  SE: 'SEK',
  NO: 'NOK',
  SJ: 'NOK',
  DK: 'DKK',
  FO: 'DKK',
  GL: 'DKK',
  PL: 'PLN',
  BR: 'BRL',
  CA: 'CAD',
  AU: 'AUD',
  CX: 'AUD',
  CC: 'AUD',
  NF: 'AUD',
}

/** Euro-area members and the places that use the euro without being members. */
const euro = new Set([
  'AT',
  'BE',
  'CY',
  'DE',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PT',
  'SI',
  'SK',
  'AD',
  'MC',
  'SM',
  'VA',
  'ME',
  'XK',
  'AX',
  'GF',
  'GP',
  'MQ',
  'RE',
  'YT',
  'BL',
  'MF',
  'PM',
  'EU',
])

/** The currency shoppers in `country` pay in, or null for a country whose currency offers cannot use. */
export function currencyOf(country: string): Currency | null {
  return nonEuro[country] ?? (euro.has(country) ? 'EUR' : null)
}

/** `amount` euros in `currency` at the reference rate (unrounded). */
export function fromEur(amount: number, currency: Currency): number {
  return amount * eurRates[currency]
}

/** `amount` in `currency` as euros at the reference rate (unrounded). */
export function toEur(amount: number, currency: Currency): number {
  return amount / eurRates[currency]
}

/**
 * The step prices move in at each size: shops price a novel at 12.99 or 12.49, a sofa at 1 299.00,
 * never at 1 293.47. Half a step is at most 2.5 % of an amount of 2 or more.
 */
const priceSteps: readonly [below: number, step: number][] = [
  [20, 0.1],
  [100, 0.5],
  [200, 1],
  [5000, 10],
  [Infinity, 50],
]

/**
 * `amount` as a price a shop would ask: to the nearest step of its size (see above), ending in 9
 * (charm pricing) — 4.99, 12.49, 49.99, 129.99, 249.00, 1 299.00, 2 499 kr — in any currency: the
 * steps are in the currency's own units, so 2 499 SEK and 219.00 EUR both look right.
 */
export function pricePoint(amount: number): number {
  if (!(amount > 0)) return 0
  const step = priceSteps.find(([below]) => amount < below)![1]
  // Whole steps as integers of cents, so 0.1 steps leave no floating-point dust (12.490000001).
  const stepCents = Math.round(step * 100)
  const steps = Math.max(1, Math.round((amount * 100) / stepCents))
  // One cent under the step (12.49, 129.99), or one unit under it from 200 on (249.00, 1 299.00).
  const charm = step >= 10 ? 100 : 1
  const cents = steps * stepCents - (steps * stepCents > charm ? charm : 0)
  return cents / 100
}

/** A price in euros as a shop in `currency` would ask it: converted at the reference rate, then a price point. */
export function priceIn(amountEur: number, currency: Currency): number {
  return pricePoint(fromEur(amountEur, currency))
}
