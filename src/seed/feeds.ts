/**
 * Demo merchant feeds: a handful of stores send their offers as feeds, uploaded as files (the fetch
 * rule stays strict: no feed address on this machine), two in Google's text format and two as RSS
 * 2.0, one of each gzip-compressed. Each lists the store's offers in one country with some prices
 * lowered and two items a run must reject, so a new user sees a run, its report and a price change
 * within minutes of `npm start`: the feeds are due at once, and the jobs' round runs them.
 */
import { gzipSync } from 'node:zlib'

import type { Payload } from 'payload'
import type { Sql } from 'postgres'

import { printedGtin } from '@/lib/gtin'

const FEEDS = 4
const ITEMS_PER_FEED = 300

interface OfferRow {
  productId: number
  name: string
  gtin: string | null
  brand: string | null
  mpn: string | null
  price: string
  currency: string
  shipping: string | null
  availability: string
  url: string
}

const xmlEscape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** A price as Google writes it: "15.00 EUR". */
const priceText = (amount: number, currency: string) => `${amount.toFixed(2)} ${currency}`

const availabilityOf = (value: string) =>
  value === 'limited' ? 'in_stock' : value === 'preorder' ? 'preorder' : value

interface Item {
  id: string
  title: string
  link: string
  image: string
  availability: string
  price: string
  shipping: string
  gtin: string
  brand: string
  mpn: string
}

/** The store's offers as its feed lists them, every fifth 10 % cheaper, and two bad items. */
function feedItems(rows: OfferRow[], storeSlug: string, country: string): Item[] {
  const items = rows.map((row, index) => {
    const price = Number(row.price) * (index % 5 === 0 ? 0.9 : 1)
    return {
      id: `${storeSlug.slice(0, 20)}-${row.productId}`,
      title: row.name,
      link: row.url,
      image: `${row.url}.jpg`,
      availability: availabilityOf(row.availability),
      price: priceText(Math.round(price * 100) / 100, row.currency),
      shipping: `${country}:::${priceText(Number(row.shipping ?? 0), row.currency)}`,
      gtin: row.gtin ? printedGtin(row.gtin) : '',
      brand: row.brand ?? '',
      mpn: row.mpn ?? '',
    }
  })
  const [first] = items
  if (first) {
    // A mistyped GTIN and a price in the wrong currency: the report lists both.
    const wrongDigit = first.gtin
      ? `${first.gtin.slice(0, -1)}${(Number(first.gtin.at(-1)) + 1) % 10}`
      : '4006381333932'
    items.push({ ...first, id: `${first.id}-typo`, gtin: wrongDigit })
    items.push({ ...first, id: `${first.id}-usd`, gtin: '', mpn: '', price: '19.99 USD' })
  }
  return items
}

const COLUMNS = [
  'id',
  'title',
  'link',
  'image_link',
  'availability',
  'price',
  'shipping',
  'gtin',
  'brand',
  'mpn',
] as const

function tsv(items: Item[]): string {
  const lines = items.map((item) =>
    [
      item.id,
      item.title,
      item.link,
      item.image,
      item.availability,
      item.price,
      item.shipping,
      item.gtin,
      item.brand,
      item.mpn,
    ]
      .map((value) => value.replace(/[\t\n]/g, ' '))
      .join('\t'),
  )
  return `${COLUMNS.join('\t')}\n${lines.join('\n')}\n`
}

function rss(items: Item[], store: string): string {
  const entries = items.map((item) => {
    const [country, , , shipping] = item.shipping.split(':')
    return `    <item>
      <g:id>${xmlEscape(item.id)}</g:id>
      <g:title>${xmlEscape(item.title)}</g:title>
      <g:link>${xmlEscape(item.link)}</g:link>
      <g:image_link>${xmlEscape(item.image)}</g:image_link>
      <g:availability>${item.availability}</g:availability>
      <g:price>${item.price}</g:price>
      <g:shipping><g:country>${country}</g:country><g:price>${shipping}</g:price></g:shipping>
${item.gtin ? `      <g:gtin>${item.gtin}</g:gtin>\n` : ''}${item.brand ? `      <g:brand>${xmlEscape(item.brand)}</g:brand>\n` : ''}${item.mpn ? `      <g:mpn>${xmlEscape(item.mpn)}</g:mpn>\n` : ''}    </item>`
  })
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">
  <channel>
    <title>${xmlEscape(store)}</title>
    <link>https://example.com</link>
    <description>${xmlEscape(store)}'s products</description>
${entries.join('\n')}
  </channel>
</rss>
`
}

/** Registers the demo feeds; skipped when there are feeds. */
export async function seedFeeds(payload: Payload, sql: Sql, log: (line: string) => void) {
  const { totalDocs } = await payload.count({ collection: 'feeds', overrideAccess: true })
  if (totalDocs > 0) return
  // The stores with the most offers in one country, one country each.
  const picks = await sql<{ storeId: number; name: string; slug: string; country: string }[]>`
    select s.id as "storeId", s.name, s.slug, o.country::text as country
    from products_offers o join stores s on s.id = o.store_id
    where s._status = 'published'
    group by s.id, o.country
    order by count(*) desc, s.id
    limit 40`
  const stores = new Set<number>()
  let made = 0
  for (const pick of picks) {
    if (made >= FEEDS) break
    if (stores.has(pick.storeId)) continue
    stores.add(pick.storeId)
    const rows = await sql<OfferRow[]>`
      select p.id as "productId", coalesce(l.name, p.slug) as name, p.gtin, p.brand, p.mpn,
        o.price, o.currency::text as currency, o.shipping, coalesce(o.availability::text, 'in_stock') as availability, o.url
      from products_offers o
      join products p on p.id = o._parent_id
      left join products_locales l on l._parent_id = p.id and l._locale = 'en'
      where o.store_id = ${pick.storeId} and o.country = ${pick.country} and p._status = 'published'
      order by p.popularity desc, p.id
      limit ${ITEMS_PER_FEED}`
    if (rows.length < 5) continue
    const items = feedItems([...rows], pick.slug, pick.country)
    const xml = made % 2 === 1
    const text = xml ? rss(items, pick.name) : tsv(items)
    const gzip = made >= 2
    const data = gzip ? gzipSync(text) : Buffer.from(text)
    const name = `${pick.slug}-${pick.country.toLowerCase()}.${xml ? 'xml' : 'tsv'}${gzip ? '.gz' : ''}`
    const file = await payload.create({
      collection: 'feed-files',
      data: {},
      overrideAccess: true,
      file: {
        data,
        name,
        size: data.length,
        mimetype: gzip ? 'application/gzip' : xml ? 'application/xml' : 'text/tab-separated-values',
      },
    })
    await payload.create({
      collection: 'feeds',
      overrideAccess: true,
      data: {
        store: pick.storeId,
        country: pick.country,
        file: file.id,
        schedule: 'daily',
        active: true,
      } as never,
    })
    made += 1
  }
  log(`${made} merchant feeds registered (due now: the jobs' round runs them)`)
}
