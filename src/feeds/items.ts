/**
 * A feed item's attributes checked against Google's product data specification and turned into an
 * offer for the feed's one country, or refused with the reason a retailer can act on.
 */
import { currencyOf } from '@/lib/currencies'
import { MPN_MAX_LENGTH, readGtin } from '@/lib/gtin'
import { isSafeUrl } from '@/lib/safeUrl'

import type { RawItem, RawShipping } from './parse'

export const CONDITIONS = ['new', 'refurbished', 'used'] as const
export type Condition = (typeof CONDITIONS)[number]

/** Google's availability values; a backorder is shown as one. */
export const FEED_AVAILABILITY = ['in_stock', 'out_of_stock', 'preorder', 'backorder'] as const
export type FeedAvailability = (typeof FEED_AVAILABILITY)[number]

/** What Google limits an item id and a title to. */
const ID_MAX_LENGTH = 50
const TITLE_MAX_LENGTH = 150

export interface FeedOffer {
  position: number
  itemId: string
  title: string
  link: string
  imageLink: string
  /** What a shopper pays now: the sale price while it runs, else the price. */
  price: number
  currency: string
  /** Shipping to the feed's country in its currency; null when the feed names none for it. */
  shipping: number | null
  availability: FeedAvailability
  condition: Condition
  gtin: string | null
  mpn: string | null
  brand: string | null
  description: string | null
  googleProductCategory: string | null
  productType: string | null
}

export interface Rejection {
  position: number
  id: string | null
  reason: string
}

/** "15.00 EUR", as Google writes a price: a number with a point and the ISO 4217 code. */
function readPrice(value: string): { amount: number; currency: string } | null {
  const match = /^(\d{1,9}(?:\.\d{1,2})?)\s*([A-Z]{3})$/.exec(value.trim())
  if (!match) return null
  return { amount: Number(match[1]), currency: match[2]! }
}

/**
 * Whether `now` lies in Google's `sale_price_effective_date`: two ISO 8601 times with a slash
 * ("2026-12-01T00:00+0100/2026-12-24T23:59+0100"). No date: the sale price holds.
 */
function saleRuns(range: string | undefined, now: Date): boolean | null {
  if (!range) return true
  const [start, end] = range.split('/').map((part) => Date.parse(normaliseOffset(part.trim())))
  if (start === undefined || end === undefined || Number.isNaN(start) || Number.isNaN(end)) {
    return null
  }
  return start <= now.getTime() && now.getTime() < end
}

/** "+0100" as "+01:00": the form Date.parse reads. */
const normaliseOffset = (time: string) => time.replace(/([+-]\d{2})(\d{2})$/, '$1:$2')

/** The shipping group for `country`: one naming it, else one naming no country. */
function shippingFor(groups: RawShipping[], country: string): RawShipping | undefined {
  return (
    groups.find((group) => group.country.toUpperCase() === country && !group.region) ??
    groups.find((group) => group.country.toUpperCase() === country) ??
    groups.find((group) => !group.country)
  )
}

/** A reason for each way an item can be wrong; each rejected item is listed with one of these. */
export const reasons = {
  missing: (attribute: string) => `missing ${attribute}`,
  malformed: (attribute: string, value: string, expected: string) =>
    `${attribute} "${value.slice(0, 60)}" is not ${expected}`,
  currency: (attribute: string, currency: string, country: string, expected: string | null) =>
    expected
      ? `${attribute} is in ${currency}, but shoppers in ${country} pay in ${expected}`
      : `${country} has no currency offers can be priced in`,
  notPositive: (attribute: string) => `${attribute} must be more than 0`,
  checkDigit: (value: string) => `gtin "${value}" has a wrong check digit`,
  unsafeLink: (attribute: string) => `${attribute} is not a full http(s) address`,
  duplicate: (id: string, first: number) => `id "${id}" is given twice (first at ${first})`,
  extraColumns: (count: string) => `the line has ${count} more value(s) than the header names`,
}

/** The offer an item makes in `country`, or why it is refused. */
export function offerOf(
  item: RawItem,
  country: string,
  now: Date,
): { offer: FeedOffer } | { rejection: Rejection } {
  const a = item.attributes
  const id = a.id?.trim() || null
  const refuse = (reason: string) => ({ rejection: { position: item.position, id, reason } })
  if (a['#extra']) return refuse(reasons.extraColumns(a['#extra']))
  for (const required of ['id', 'title', 'link', 'price', 'availability', 'image_link']) {
    if (!a[required]) return refuse(reasons.missing(required))
  }
  if (id!.length > ID_MAX_LENGTH) {
    return refuse(reasons.malformed('id', id!, `at most ${ID_MAX_LENGTH} characters`))
  }
  const expected = currencyOf(country)
  const price = readPrice(a.price!)
  if (!price) return refuse(reasons.malformed('price', a.price!, 'a price such as "15.00 EUR"'))
  if (price.currency !== expected) {
    return refuse(reasons.currency('price', price.currency, country, expected))
  }
  if (price.amount <= 0) return refuse(reasons.notPositive('price'))
  let amount = price.amount
  if (a.sale_price) {
    const sale = readPrice(a.sale_price)
    if (!sale) {
      return refuse(reasons.malformed('sale_price', a.sale_price, 'a price such as "12.00 EUR"'))
    }
    if (sale.currency !== expected) {
      return refuse(reasons.currency('sale_price', sale.currency, country, expected))
    }
    if (sale.amount <= 0) return refuse(reasons.notPositive('sale_price'))
    const runs = saleRuns(a.sale_price_effective_date, now)
    if (runs === null) {
      return refuse(
        reasons.malformed(
          'sale_price_effective_date',
          a.sale_price_effective_date!,
          'two ISO 8601 times with a slash',
        ),
      )
    }
    if (runs) amount = sale.amount
  }
  const availability = a.availability!.toLowerCase().replace(/ /g, '_')
  if (!(FEED_AVAILABILITY as readonly string[]).includes(availability)) {
    return refuse(reasons.malformed('availability', a.availability!, FEED_AVAILABILITY.join(', ')))
  }
  const condition = (a.condition ?? 'new').toLowerCase()
  if (!(CONDITIONS as readonly string[]).includes(condition)) {
    return refuse(reasons.malformed('condition', a.condition!, CONDITIONS.join(', ')))
  }
  for (const attribute of ['link', 'image_link']) {
    if (!isSafeUrl(a[attribute])) return refuse(reasons.unsafeLink(attribute))
  }
  let gtin: string | null = null
  if (a.gtin) {
    const reading = readGtin(a.gtin)
    if (!reading.ok) {
      return refuse(
        reading.reason === 'check-digit'
          ? reasons.checkDigit(a.gtin)
          : reasons.malformed('gtin', a.gtin, 'a GTIN of 8, 12, 13 or 14 digits'),
      )
    }
    gtin = reading.gtin
  }
  if (a.mpn && a.mpn.length > MPN_MAX_LENGTH) {
    return refuse(reasons.malformed('mpn', a.mpn, `at most ${MPN_MAX_LENGTH} characters`))
  }
  let shipping: number | null = null
  const group = shippingFor(item.shipping, country)
  if (group) {
    const cost = readPrice(group.price)
    if (!cost)
      return refuse(reasons.malformed('shipping', group.price, 'a price such as "4.95 EUR"'))
    if (cost.currency !== expected) {
      return refuse(reasons.currency('shipping', cost.currency, country, expected))
    }
    shipping = cost.amount
  }
  return {
    offer: {
      position: item.position,
      itemId: id!,
      title: a.title!.slice(0, TITLE_MAX_LENGTH),
      link: a.link!,
      imageLink: a.image_link!,
      price: amount,
      currency: price.currency,
      shipping,
      availability: availability as FeedAvailability,
      condition: condition as Condition,
      gtin,
      mpn: a.mpn?.trim() || null,
      brand: a.brand?.trim() || null,
      description: a.description ?? null,
      googleProductCategory: a.google_product_category ?? null,
      productType: a.product_type ?? null,
    },
  }
}
