/** Currencies an offer can be priced in. */
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
] as const
export type Currency = (typeof currencies)[number]
