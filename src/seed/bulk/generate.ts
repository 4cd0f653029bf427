/**
 * Deterministic demo stores and products: item `index` is the same on every machine and at every
 * scale, so the demo scale is a prefix of the full scale and a re-run never produces duplicates.
 */
import { mostVisitedCountries } from '@/geo/countries'
import { currencyOf, priceIn, pricePoint, toEur, type Currency } from '@/lib/currencies'
import { gtinCheckDigit } from '@/lib/gtin'

import { categories } from '../content/categories'
import { basePriceAt } from '../content/priceRanges'
import { brands, stores as namedStores } from '../content/stores'
import type { SubcategorySeed } from '../content/types'
import { createRandom, type Random } from '../random'

export const subcategories: SubcategorySeed[] = categories.flatMap(
  (category) => category.subcategories,
)

const SEED = 20261122

function randomFor(kind: number, index: number): Random {
  // Mix kind and index into one 32-bit seed (xorshift-multiply), so neighbouring items differ.
  let seed = (SEED ^ Math.imul(kind, 0x9e3779b1) ^ Math.imul(index, 0x85ebca6b)) >>> 0
  seed = Math.imul(seed ^ (seed >>> 16), 0x7feb352d) >>> 0
  return createRandom(seed)
}

const slugify = (value: string) =>
  value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

const prefixes = [
  'Nord',
  'Casa',
  'Urban',
  'Blue',
  'Green',
  'Alpen',
  'Sol',
  'Luna',
  'Stella',
  'Terra',
  'Nova',
  'Vita',
  'Polar',
  'Cedar',
  'Maple',
  'Harbor',
  'Copper',
  'Silver',
  'Golden',
  'Rapid',
  'Bright',
  'Fjord',
  'Sierra',
  'Coral',
  'Amber',
  'Velvet',
  'Oak',
  'River',
  'Summit',
  'Meadow',
  'Atlas',
  'Echo',
]
const cores = [
  'haus',
  'mart',
  'wares',
  'works',
  'line',
  'point',
  'field',
  'craft',
  'nest',
  'port',
  'box',
  'lane',
  'base',
  'corner',
  'loft',
  'yard',
]
const suffixes = [
  '',
  '',
  ' Store',
  ' Shop',
  ' Outlet',
  ' Living',
  ' Supply',
  ' Market',
  ' & Co.',
  ' Boutique',
  ' Direct',
  ' Online',
]
const cities = [
  { city: 'Berlin', country: 'DE', lat: 52.52, lng: 13.4 },
  { city: 'Hamburg', country: 'DE', lat: 53.55, lng: 9.99 },
  { city: 'München', country: 'DE', lat: 48.14, lng: 11.58 },
  { city: 'Wien', country: 'AT', lat: 48.21, lng: 16.37 },
  { city: 'Zürich', country: 'CH', lat: 47.37, lng: 8.54 },
  { city: 'Paris', country: 'FR', lat: 48.86, lng: 2.35 },
  { city: 'Lyon', country: 'FR', lat: 45.76, lng: 4.84 },
  { city: 'Milano', country: 'IT', lat: 45.46, lng: 9.19 },
  { city: 'Roma', country: 'IT', lat: 41.9, lng: 12.5 },
  { city: 'Madrid', country: 'ES', lat: 40.42, lng: -3.7 },
  { city: 'Barcelona', country: 'ES', lat: 41.39, lng: 2.17 },
  { city: 'Amsterdam', country: 'NL', lat: 52.37, lng: 4.9 },
  { city: 'Stockholm', country: 'SE', lat: 59.33, lng: 18.07 },
  { city: 'Oslo', country: 'NO', lat: 59.91, lng: 10.75 },
  { city: 'Helsinki', country: 'FI', lat: 60.17, lng: 24.94 },
  { city: 'Warszawa', country: 'PL', lat: 52.23, lng: 21.01 },
  { city: 'Lisboa', country: 'PT', lat: 38.72, lng: -9.14 },
  { city: 'London', country: 'GB', lat: 51.51, lng: -0.13 },
  { city: 'New York', country: 'US', lat: 40.71, lng: -74.01 },
  { city: 'São Paulo', country: 'BR', lat: -23.55, lng: -46.63 },
]
const streets = [
  'Hauptstraße',
  'Market Street',
  'Rue de la Paix',
  'Via Roma',
  'Calle Mayor',
  'Kungsgatan',
  'Karl Johans gate',
  'Mannerheimintie',
  'ul. Marszałkowska',
  'Rua Augusta',
  'High Street',
  'Damrak',
]
const models = [
  'Pro',
  'Air',
  'One',
  'Max',
  'Lite',
  'S',
  'Plus',
  'Classic',
  'Mini',
  'X',
  'Eco',
  'Sport',
]

export interface GeneratedLocation {
  address: string
  postalCode: string
  city: string
  country: string
  latitude: number
  longitude: number
}

export interface GeneratedStore {
  index: number
  name: string
  slug: string
  /** Logo colour for the stores that get a logo of their own. */
  color: string
  categories: string[]
  countries: string[]
  locations: GeneratedLocation[]
  featured: boolean
  popularity: number
  createdAt: string
}

/** Store number `index` (1-based). The first ones are the hand-written retailers of content/stores.ts. */
export function generateStore(index: number): GeneratedStore {
  const random = randomFor(1, index)
  const named = namedStores[index - 1]
  const createdAt = new Date(Date.UTC(2024, 0, 1) + random.int(0, 700) * 86_400_000).toISOString()
  const locations = Array.from({ length: random.chance(0.4) ? random.int(1, 5) : 0 }, () => {
    const place = random.pick(cities)
    return {
      address: `${random.pick(streets)} ${random.int(1, 180)}`,
      postalCode: String(random.int(10000, 99999)),
      city: place.city,
      country: place.country,
      latitude: Number((place.lat + (random.next() - 0.5) * 0.2).toFixed(5)),
      longitude: Number((place.lng + (random.next() - 0.5) * 0.2).toFixed(5)),
    }
  })
  if (named) {
    return {
      index,
      name: named.name,
      slug: named.slug,
      color: named.color,
      categories: named.categories,
      countries: named.countries,
      locations,
      featured: named.featured ?? false,
      popularity: random.int(500, 1000),
      createdAt,
    }
  }
  const city = random.chance(0.3) ? ` ${random.pick(cities).city}` : ''
  const name = `${random.pick(prefixes)}${random.pick(cores)}${random.pick(suffixes)}${city}`
  return {
    index,
    name,
    slug: `${slugify(name)}-${index.toString(36)}`,
    color: `hsl(${random.int(0, 359)}, 55%, 38%)`,
    categories: random.sample(subcategories, random.int(1, 3)).map((sub) => sub.seoSlug),
    countries: random.chance(0.3) ? [] : random.sample(mostVisitedCountries, random.int(1, 8)),
    locations,
    // A few hundred at full scale (0.5 %).
    featured: random.chance(0.005),
    // Long-tailed, as real popularity is.
    popularity: Math.round(1000 * Math.pow(random.next(), 3)),
    createdAt,
  }
}

export interface GeneratedOffer {
  storeIndex: number
  country: string
  currency: Currency
  price: number
  /** In the offer's currency; 0 = free. */
  shipping: number
  deliveryDays: number
  availability: 'in_stock' | 'limited' | 'preorder' | 'out_of_stock'
  /** Days before the seed's day the price was last checked (0 to CHECKED_WITHIN_DAYS - 1). */
  checkedDaysAgo: number
}

export interface GeneratedProduct {
  index: number
  brand: string
  model: string
  /** An EAN-13 as 14 digits (src/lib/gtin.ts), one per product. */
  gtin: string
  /** The brand's part number, one per product. */
  mpn: string
  subcategory: SubcategorySeed
  slug: string
  popularity: number
  /** What the product costs in euros; every offer is this price in its currency, give or take a few percent. */
  basePrice: number
  offers: GeneratedOffer[]
  createdAt: string
}

/**
 * How far a store's price may lie from the product's base price (before it is rounded to a price
 * point): shops compete, so their prices for one product differ by a few percent, not by half.
 */
export const STORE_PRICE_SPREAD = 0.03

/**
 * From this popularity (0–1000) on, a product is sold in every one of the most-visited countries: the
 * best-known products are, and the home page's shelves are filled from them in every country.
 */
export const SOLD_EVERYWHERE_FROM = 950

/** Offers' prices were checked within this many days before the seed's day. */
export const CHECKED_WITHIN_DAYS = 7

/** Free shipping from this order value (in euros, converted), as most shops do. */
const FREE_SHIPPING_FROM_EUR = 50
/** Flat shipping fees in euros, converted into the offer's currency. */
const shippingFeesEur = [2.99, 3.95, 4.9, 5.99, 6.9]

/** Per store count: for each most-visited country (by position), the stores that deliver there. */
const servingCache = new Map<number, number[][]>()

function storesServing(storeCount: number): number[][] {
  let serving = servingCache.get(storeCount)
  if (!serving) {
    serving = mostVisitedCountries.map(() => [])
    for (let index = 1; index <= storeCount; index++) {
      const { countries } = generateStore(index)
      mostVisitedCountries.forEach((country, position) => {
        // A store that names no country delivers everywhere.
        if (countries.length === 0 || countries.includes(country)) serving![position]!.push(index)
      })
    }
    servingCache.set(storeCount, serving)
  }
  return serving
}

/**
 * Product number `index` (1-based), with 1–10 offers from stores among the first `storeCount` that
 * deliver to the offer's country; a popular product (SOLD_EVERYWHERE_FROM) has one more in each of
 * the most-visited countries. Every offer is the product's base price in the country's currency at
 * the reference rate (src/lib/currencies.ts), within STORE_PRICE_SPREAD, rounded to a price point.
 */
export function generateProduct(index: number, storeCount: number): GeneratedProduct {
  const random = randomFor(2, index)
  const brand = random.pick(brands)
  const model = `${random.pick(models)}${random.chance(0.5) ? ` ${random.int(2, 9)}` : ''}`
  const subcategory = random.pick(subcategories)
  const basePrice = pricePoint(basePriceAt(subcategory.seoSlug, random.next()))
  // Long-tailed, as real popularity is.
  const popularity = Math.round(1000 * Math.pow(random.next(), 3))
  // 1–10 offers, most products have a few (mean ≈ 3), as in real price comparisons.
  const offerCount = 1 + Math.floor(9 * Math.pow(random.next(), 3))
  // Positions in mostVisitedCountries: one per offer, and each of them for a product sold everywhere.
  const countries = Array.from({ length: offerCount }, () =>
    random.int(0, mostVisitedCountries.length - 1),
  )
  if (popularity >= SOLD_EVERYWHERE_FROM) countries.push(...mostVisitedCountries.keys())
  const serving = storesServing(storeCount)
  // Shipping, delivery and stock come from a stream of their own, so adding them changed no other value.
  const details = randomFor(4, index)
  const offers: GeneratedOffer[] = []
  // Store and country of each offer so far, as one number each (store × 1000 + the country's position).
  const taken: number[] = []
  for (const position of countries) {
    const country = mostVisitedCountries[position]!
    const currency = currencyOf(country) ?? 'EUR'
    const factor = 1 + STORE_PRICE_SPREAD * (2 * random.next() - 1)
    const stores = serving[position]!
    const storeIndex = stores[Math.floor(random.next() * stores.length)]
    const stock = details.next()
    const freeShipping = details.chance(0.3)
    const fee = details.pick(shippingFeesEur)
    const deliveryDays = details.int(1, 7)
    const checkedDaysAgo = details.int(0, CHECKED_WITHIN_DAYS - 1)
    // One offer per store and country: a second draw of the same pair is no second offer.
    if (storeIndex === undefined || taken.includes(storeIndex * 1000 + position)) continue
    taken.push(storeIndex * 1000 + position)
    const price = priceIn(basePrice * factor, currency)
    offers.push({
      storeIndex,
      country,
      currency,
      price,
      shipping:
        toEur(price, currency) >= FREE_SHIPPING_FROM_EUR || freeShipping
          ? 0
          : priceIn(fee, currency),
      deliveryDays,
      availability:
        stock < 0.8
          ? 'in_stock'
          : stock < 0.9
            ? 'limited'
            : stock < 0.96
              ? 'preorder'
              : 'out_of_stock',
      checkedDaysAgo,
    })
  }
  return {
    index,
    brand,
    model,
    gtin: generatedGtin(brand, index),
    mpn: generatedMpn(brand, model, index),
    subcategory,
    slug: `${slugify(`${brand} ${subcategory.productNoun.en} ${model}`)}-${index.toString(36)}`,
    popularity,
    basePrice,
    offers,
    createdAt: new Date(Date.UTC(2025, 0, 1) + random.int(0, 600) * 86_400_000).toISOString(),
  }
}

/** GS1 prefixes of the countries the made-up brands would register in (Germany, France, Italy, …). */
const GS1_PREFIXES = ['400', '405', '426', '301', '340', '800', '803', '841', '871', '540', '730']

/**
 * Product number `index`'s EAN-13, as 14 digits: its brand's GS1 prefix, nine digits that are a
 * one-to-one shuffle of the index (3^18 is coprime with 10^9, so no two products below 10^9 share
 * them) and the check digit.
 */
export function generatedGtin(brand: string, index: number): string {
  const prefix = GS1_PREFIXES[Math.max(0, brands.indexOf(brand)) % GS1_PREFIXES.length]!
  const item = String((index * 387_420_489 + 123_456_789) % 1_000_000_000).padStart(9, '0')
  const body = `${prefix}${item}`
  return `0${body}${gtinCheckDigit(body)}`
}

/** Product number `index`'s part number: the brand's letters, the model's and the index ("VEL-PRO2-7KS"). */
export function generatedMpn(brand: string, model: string, index: number): string {
  const letters = (text: string) => text.toUpperCase().replace(/[^A-Z0-9]/g, '')
  return `${letters(brand).slice(0, 3)}-${letters(model).slice(0, 5)}-${index.toString(36).toUpperCase()}`
}

/** A Payload-style row id for array items (24 hex characters), unique per table and position. */
export function rowId(kind: number, index: number, position: number): string {
  return `${kind.toString(16).padStart(2, '0')}${index.toString(16).padStart(14, '0')}${position
    .toString(16)
    .padStart(8, '0')}`
}

export { slugify }
