import { ValidationError, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { getProduct } from '@/data/products'
import { productData } from '@/lib/structuredData'

import { createCategory, testPayload, unique } from '../helpers/payload'

/**
 * A product's GTIN and part number: the keys a retailer's feed is matched by. Kept as 14 digits,
 * checked at save under the field, one product per GTIN and per brand and MPN.
 */

let payload: Payload
let category: { id: number }
const created: number[] = []

beforeAll(async () => {
  payload = await testPayload()
  category = await createCategory(payload)
})

afterAll(async () => {
  for (const id of created) await payload.delete({ collection: 'products', id })
  await payload.delete({ collection: 'post-categories', id: category.id })
})

async function save(data: Record<string, unknown>, draft = false) {
  const doc = await payload.create({
    collection: 'products',
    draft,
    data: {
      name: 'Kettle',
      slug: unique('kettle'),
      category: category.id,
      _status: draft ? 'draft' : 'published',
      ...data,
    },
  } as never)
  created.push(doc.id)
  return doc as unknown as { id: number; slug: string; gtin: string | null; mpn: string | null }
}

async function refusal(data: Record<string, unknown>, draft = false) {
  const error = await save(data, draft).then(
    () => null,
    (caught: unknown) => caught,
  )
  expect(error).toBeInstanceOf(ValidationError)
  return (error as ValidationError).data.errors
}

/** A fresh valid EAN-13 (prefix 400 and a random item number, with its check digit). */
function freshEan(): string {
  const body = `400${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`
  let sum = 0
  for (let i = 0; i < 12; i++) sum += Number(body[11 - i]) * (i % 2 === 0 ? 3 : 1)
  return `${body}${(10 - (sum % 10)) % 10}`
}

describe('product identifiers', () => {
  it('keeps a GTIN in any of its written forms as 14 digits', async () => {
    const ean = freshEan()
    const product = await save({
      gtin: `${ean.slice(0, 1)} ${ean.slice(1, 7)}-${ean.slice(7)}`,
      brand: 'Velora',
      mpn: ' VL-1 ',
    })
    expect(product.gtin).toBe(`0${ean}`)
    expect(product.mpn).toBe('VL-1')
  })

  it('refuses a wrong check digit under the field, on a draft too', async () => {
    const ean = freshEan()
    const wrong = `${ean.slice(0, 12)}${(Number(ean[12]) + 1) % 10}`
    for (const draft of [false, true]) {
      const errors = await refusal({ gtin: wrong }, draft)
      expect(errors).toEqual([
        expect.objectContaining({ path: 'gtin', message: expect.stringMatching(/check digit/) }),
      ])
    }
    expect((await refusal({ gtin: '12345' }))[0]).toMatchObject({
      path: 'gtin',
      message: expect.stringMatching(/8, 12, 13 or 14 digits/),
    })
  })

  it('gives one GTIN to one product, and one part number to one product of a brand', async () => {
    const ean = freshEan()
    await save({ gtin: ean, brand: 'Kavio', mpn: `KV-${ean}` })
    // The same number as UPC-less EAN-13 and as GTIN-14 is the same article.
    expect(await refusal({ gtin: `0${ean}` })).toEqual([expect.objectContaining({ path: 'gtin' })])
    expect(await refusal({ brand: 'Kavio', mpn: `KV-${ean}` })).toEqual([
      expect.objectContaining({ path: 'mpn', message: expect.stringMatching(/part number/) }),
    ])
    // Another brand may use the same part number.
    const other = await save({ brand: 'Velora', mpn: `KV-${ean}` })
    expect(other.mpn).toBe(`KV-${ean}`)
  })

  it('lets an editor find a product by its GTIN in any form', async () => {
    const ean = freshEan()
    const product = await save({ gtin: ean })
    // The admin list's search box asks for the name.
    const { docs } = await payload.find({
      collection: 'products',
      where: { or: [{ name: { like: `${ean.slice(0, 7)} ${ean.slice(7)}` } }] },
      depth: 0,
    })
    expect(docs.map((doc) => doc.id)).toEqual([product.id])
  })

  it('tells search engines the GTIN and part number', async () => {
    const ean = freshEan()
    const product = await save({ gtin: ean, brand: 'Tindra', mpn: `TD-${ean}` })
    const detail = await getProduct(product.slug, 'en', 'DE')
    expect(detail).toMatchObject({ gtin: `0${ean}`, mpn: `TD-${ean}` })
    expect(productData(detail!, 'en')).toMatchObject({ gtin13: ean, mpn: `TD-${ean}` })
  })
})
