import { readFileSync } from 'node:fs'
import path from 'node:path'
import { Readable } from 'node:stream'
import { gzipSync } from 'node:zlib'

import { describe, expect, it } from 'vitest'

import { offerOf } from '@/feeds/items'
import { FeedFormatError, readFeed, type FeedFormat, type RawItem } from '@/feeds/parse'

const fixture = (name: string) =>
  readFileSync(path.resolve(import.meta.dirname, '../fixtures/feeds', name))

const LIMITS = { maxBytes: 10 * 1_048_576 }

async function read(body: Buffer, chunkSize = 7) {
  const chunks: Buffer[] = []
  for (let at = 0; at < body.length; at += chunkSize) chunks.push(body.subarray(at, at + chunkSize))
  let format: FeedFormat | undefined
  const items: RawItem[] = []
  for await (const item of readFeed(Readable.from(chunks), LIMITS, (found) => (format = found))) {
    items.push(item)
  }
  return { format, items }
}

const NOW = new Date('2026-12-02T12:00:00Z')
const kettle = {
  itemId: 'KT_1001',
  title: 'Kettle 1.7 l, brushed steel',
  link: 'https://shop.example/p/kettle-1001',
  imageLink: 'https://shop.example/i/kettle-1001.jpg',
  price: 49.9,
  currency: 'EUR',
  availability: 'in_stock',
  gtin: '04006381333931',
}

describe('reading a feed', () => {
  it("reads RSS 2.0 with Google's namespace, nested shipping and RSS's own elements", async () => {
    const { format, items } = await read(fixture('rss.xml'))
    expect(format).toBe('rss')
    expect(items).toHaveLength(2)
    expect(offerOf(items[0]!, 'DE', NOW)).toEqual({
      offer: {
        ...kettle,
        position: 1,
        shipping: 4.95,
        condition: 'new',
        mpn: 'VL-KT-1001',
        brand: 'Velora',
        description: 'A kettle that boils 1.7 litres.',
        googleProductCategory: 'Home & Garden > Kitchen & Dining > Kitchen Appliances',
        productType: 'Kitchen > Kettles',
      },
    })
    // Title, link and description as RSS writes them; the sale price is what a shopper pays.
    expect(offerOf(items[1]!, 'DE', NOW)).toMatchObject({
      offer: {
        position: 2,
        itemId: 'TO_1002',
        title: 'Toaster, two slots',
        link: 'https://shop.example/p/toaster-1002',
        description: 'A toaster <b>with</b> two slots.',
        price: 29,
        availability: 'out_of_stock',
        condition: 'refurbished',
        shipping: null,
      },
    })
  })

  it('reads Atom 1.0: the link from its href, the description from its summary', async () => {
    const { format, items } = await read(fixture('atom.xml'))
    expect(format).toBe('atom')
    expect(items).toHaveLength(1)
    expect(offerOf(items[0]!, 'DE', NOW)).toMatchObject({
      offer: { ...kettle, description: 'A kettle that boils 1.7 litres.', brand: 'Velora' },
    })
  })

  it('reads the text format as TSV, plain and gzip-compressed, with lines as positions', async () => {
    for (const body of [fixture('text.tsv'), gzipSync(fixture('text.tsv'))]) {
      const { format, items } = await read(body)
      expect(format).toBe('tsv')
      expect(items.map((item) => item.position)).toEqual([2, 3])
      expect(offerOf(items[0]!, 'DE', NOW)).toMatchObject({ offer: { ...kettle, shipping: 4.95 } })
      // The group for the feed's country.
      expect(offerOf(items[0]!, 'AT', NOW)).toMatchObject({ offer: { shipping: 6.9 } })
      expect(offerOf(items[1]!, 'DE', NOW)).toMatchObject({
        offer: { itemId: 'TO_1002', condition: 'used', availability: 'preorder', gtin: null },
      })
    }
  })

  it('reads CSV with a header row and quoted commas', async () => {
    const { format, items } = await read(fixture('text.csv'))
    expect(format).toBe('csv')
    expect(offerOf(items[0]!, 'DE', NOW)).toMatchObject({ offer: { ...kettle, shipping: 4.95 } })
  })

  it('refuses what is no feed as a whole', async () => {
    const refusal = (text: string | Buffer) =>
      read(Buffer.from(text)).then(
        () => 'read',
        (error: unknown) => (error instanceof FeedFormatError ? error.message : String(error)),
      )
    expect(await refusal('')).toMatch(/empty/)
    expect(await refusal('<html><body>Not found</body></html>')).toMatch(/<html>/)
    expect(await refusal('just some words\nand more')).toMatch(/header row/)
    expect(await refusal('title\tprice\nKettle\t1.00 EUR\n')).toMatch(/"id"/)
    expect(await refusal('<rss><channel><item><g:id>1</g:id>')).toMatch(/cannot be read/)
    expect(await refusal(Buffer.from([0x1f, 0x8b, 1, 2, 3, 4]))).toMatch(/unpack/)
  })

  it('never expands entities: a document type declaration is refused', async () => {
    const laughs = `<?xml version="1.0"?>
<!DOCTYPE lolz [
 <!ENTITY lol "lol">
 <!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
 <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
]>
<rss xmlns:g="http://base.google.com/ns/1.0"><channel><item><g:id>&lol3;</g:id></item></channel></rss>`
    const external = `<?xml version="1.0"?>
<!DOCTYPE rss [<!ENTITY secret SYSTEM "file:///etc/passwd">]>
<rss xmlns:g="http://base.google.com/ns/1.0"><channel><item><g:id>&secret;</g:id></item></channel></rss>`
    for (const text of [laughs, external]) {
      await expect(read(Buffer.from(text))).rejects.toThrow(/document type/)
    }
  })

  // The limit is what matters, not the machine's speed: 4 MB unpacked at most here, and time enough
  // for a busy machine (the CI's checks run beside this suite).
  it(
    'refuses a gzip bomb once its unpacked bytes pass the limit',
    { timeout: 30_000 },
    async () => {
      // A header row, then 16 MB of the same line: about 50 KB packed.
      const bomb = gzipSync(
        Buffer.concat([
          Buffer.from('id\ttitle\n'),
          Buffer.alloc(16 * 1_048_576, `A1\t${'Kettle '.repeat(140)}\n`),
        ]),
      )
      expect(bomb.length).toBeLessThan(100_000)
      const items = readFeed(Readable.from([bomb]), { maxBytes: 4 * 1_048_576 })
      await expect(
        (async () => {
          for await (const item of items) void item
        })(),
      ).rejects.toThrow('The unpacked feed is larger than 4 MB')
    },
  )
})

describe('checking an item', () => {
  const item = (attributes: Record<string, string>, shipping: RawItem['shipping'] = []) => ({
    position: 7,
    attributes: {
      id: 'A1',
      title: 'Kettle',
      link: 'https://shop.example/a1',
      image_link: 'https://shop.example/a1.jpg',
      availability: 'in_stock',
      price: '10.00 EUR',
      ...attributes,
    },
    shipping,
  })
  const reason = (attributes: Record<string, string>, country = 'DE') => {
    const result = offerOf(item(attributes), country, NOW)
    return 'rejection' in result ? result.rejection.reason : null
  }

  it('refuses each wrong attribute with its reason', () => {
    expect(reason({})).toBeNull()
    expect(reason({ image_link: '' })).toBe('missing image_link')
    expect(reason({ price: '10,00 €' })).toMatch(/^price "10,00 €" is not a price/)
    expect(reason({ price: '10.00 SEK' })).toBe('price is in SEK, but shoppers in DE pay in EUR')
    expect(reason({ price: '100.00 SEK' }, 'SE')).toBeNull()
    expect(reason({ price: '0.00 EUR' })).toBe('price must be more than 0')
    expect(reason({ gtin: '4006381333932' })).toBe('gtin "4006381333932" has a wrong check digit')
    expect(reason({ link: 'javascript:alert(1)' })).toBe('link is not a full http(s) address')
    expect(reason({ availability: 'maybe' })).toMatch(/^availability "maybe" is not in_stock/)
    expect(reason({ condition: 'broken' })).toMatch(/^condition "broken" is not new/)
    expect(reason({ sale_price: '8.00 EUR', sale_price_effective_date: 'soon' })).toMatch(
      /sale_price_effective_date/,
    )
  })

  it('takes the sale price only while it runs', () => {
    const price = (range: string) => {
      const result = offerOf(
        item({ sale_price: '8.00 EUR', sale_price_effective_date: range }),
        'DE',
        NOW,
      )
      return 'offer' in result ? result.offer.price : null
    }
    expect(price('2026-12-01T00:00+0100/2026-12-24T23:59+0100')).toBe(8)
    expect(price('2026-11-01T00:00+0100/2026-11-30T23:59+0100')).toBe(10)
  })
})
