import { readFileSync } from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { env } from '@/config/env'
import { suggest } from '@/data/search/suggestions'
import type { User } from '@/payload-types'

import { createCategory, createUser, testPayload, unique } from '../helpers/payload'

let payload: Payload
let editor: User

beforeAll(async () => {
  payload = await testPayload()
  editor = await createUser(payload, 'editor')
})

interface Summary {
  imported: number
  updated: number
  total: number
  issues: number
  issueDetails?: { row: number; error: string }[]
}

/** Uploads a file into the plugin's `imports` collection as an editor, the way the admin does. */
async function upload(
  collectionSlug: 'stores' | 'products',
  contents: string | Buffer,
  options: { importMode?: 'create' | 'update' | 'upsert'; json?: boolean } = {},
) {
  const data = Buffer.isBuffer(contents) ? contents : Buffer.from(contents, 'utf8')
  const doc = await payload.create({
    collection: 'imports',
    data: { collectionSlug, importMode: options.importMode ?? 'create' },
    file: {
      data,
      mimetype: options.json ? 'application/json' : 'text/csv',
      name: options.json ? 'import.json' : 'import.csv',
      size: data.length,
    },
    overrideAccess: false,
    user: editor,
  })
  return doc as unknown as { status: string; summary: Summary }
}

const storeBySlug = async (slug: string, locale: 'en' | 'de' = 'en') =>
  (
    await payload.find({
      collection: 'stores',
      where: { slug: { equals: slug } },
      locale,
      draft: true,
      depth: 0,
    })
  ).docs[0]

describe('importing stores from CSV', () => {
  it('imports the 3 good rows and reports the 3 bad ones with their line numbers', async () => {
    const category = await createCategory(payload, 'Import category')
    const [one, two, three, bad1, bad2] = ['one', 'two', 'three', 'bad1', 'bad2'].map((s) =>
      unique(`csv-${s}`),
    )
    const csv = [
      'name,slug,website,categories,countries,description.en,description.de,featured',
      `Good One,${one},https://one.example,${category.seoSlug},de;at,A fine shop,Ein feiner Laden,true`,
      `Sneaky,${bad1},javascript:alert(1),,,,,`,
      `Good Two,${two},https://two.example,,,"A description`,
      `over two lines",,no`,
      `Lost,${bad2},https://lost.example,no-such-category,,,,`,
      `Too,few,columns`,
      // UK is another name for GB (src/geo/countries.ts): imported as GB.
      `Good Three,${three},https://three.example,${category.id},FR;uk,,,`,
    ].join('\n')

    const result = await upload('stores', csv)

    expect(result.status).toBe('partial')
    expect(result.summary).toMatchObject({ imported: 3, updated: 0, total: 6, issues: 3 })
    const details = result.summary.issueDetails ?? []
    expect(details.map((issue) => issue.row)).toEqual([3, 6, 7])
    expect(details[0]?.error).toMatch(/website/)
    // Named as the editor's column names them, not by the collection's slug.
    expect(details[1]?.error).toMatch(/unknown category "no-such-category"/)
    expect(details[2]?.error).toMatch(/columns/)

    const first = await storeBySlug(one)
    expect(first).toMatchObject({
      name: 'Good One',
      website: 'https://one.example',
      countries: ['DE', 'AT'],
      featured: true,
      description: 'A fine shop',
      _status: 'published',
    })
    expect(first?.categories).toEqual([category.id])
    expect((await storeBySlug(one, 'de'))?.description).toBe('Ein feiner Laden')
    expect((await storeBySlug(two))?.description).toBe('A description\nover two lines')
    expect((await storeBySlug(three))?.countries).toEqual(['FR', 'GB'])
    expect(await storeBySlug(bad1)).toBeUndefined()
    expect(await storeBySlug(bad2)).toBeUndefined()
  })

  it('refuses duplicate slugs, invalid UTF-8 and bad values without touching stored stores', async () => {
    const existing = unique('csv-existing')
    await upload('stores', `name,slug,website\nKept,${existing},https://kept.example\n`)
    const fresh = unique('csv-fresh')
    const latin1 = Buffer.concat([
      Buffer.from(`name,slug,website\nMalm\u00f6 Shop,${fresh},https://fresh.example\n`, 'utf8'),
      Buffer.from(`Caf\xe9,${unique('latin1')},https://cafe.example\n`, 'latin1'),
      Buffer.from(`Again,${fresh},https://again.example\n`, 'utf8'),
      Buffer.from(`Taken,${existing},https://taken.example\n`, 'utf8'),
      Buffer.from(`Odd,${unique('odd')},https://odd.example,extra\n`, 'utf8'),
    ])

    const result = await upload('stores', latin1)

    expect(result.summary.imported).toBe(1)
    const reasons = Object.fromEntries(
      (result.summary.issueDetails ?? []).map((issue) => [issue.row, issue.error]),
    )
    expect(Object.keys(reasons).map(Number)).toEqual([3, 4, 5, 6])
    expect(reasons[3]).toMatch(/UTF-8/)
    expect(reasons[4]).toMatch(/already appears on line 2/)
    expect(reasons[5]).toMatch(/slug/)
    expect(reasons[6]).toMatch(/columns/)
    expect((await storeBySlug(existing))?.website).toBe('https://kept.example')
    expect((await storeBySlug(fresh))?.name).toBe('Malmö Shop')
  })

  it('updates stores matched by slug, locale by locale, and reports rows that match nothing', async () => {
    const slug = unique('csv-update')
    await upload(
      'stores',
      `name,slug,website,description_en\nBefore,${slug},https://a.example,Old\n`,
    )
    const missing = unique('csv-missing')
    const result = await upload(
      'stores',
      [
        'slug,name,description.en,description.de,popularity',
        `${slug},After,New,Neu,42`,
        `${missing},Nobody,,,1`,
        `${unique('csv-x')},Bad number,,,lots`,
      ].join('\n'),
      { importMode: 'update' },
    )
    expect(result.summary).toMatchObject({ imported: 0, updated: 1, issues: 2 })
    expect(result.summary.issueDetails?.map((issue) => issue.row)).toEqual([3, 4])
    expect(result.summary.issueDetails?.[1]?.error).toMatch(/popularity: "lots" is not a number/)
    expect(await storeBySlug(slug)).toMatchObject({
      name: 'After',
      description: 'New',
      popularity: 42,
      website: 'https://a.example',
    })
    expect((await storeBySlug(slug, 'de'))?.description).toBe('Neu')
  })
})

describe('importing JSON', () => {
  it('reads locale objects and reports items by number', async () => {
    const slug = unique('json-store')
    const items = [
      {
        name: 'Json Shop',
        slug,
        website: 'https://json.example',
        shortDescription: { en: 'Short', pl: 'Krótki' },
        locations: [{ address: 'Main Street 1', city: 'Berlin', country: 'DE' }],
      },
      { name: 'No website', slug: unique('json-bad') },
    ]
    const result = await upload('stores', JSON.stringify(items), { json: true })
    expect(result.summary).toMatchObject({ imported: 1, issues: 1 })
    expect(result.summary.issueDetails?.[0]).toMatchObject({ row: 2 })
    expect(result.summary.issueDetails?.[0]?.error).toMatch(/website/)
    const store = await payload.find({
      collection: 'stores',
      where: { slug: { equals: slug } },
      locale: 'pl',
      depth: 0,
    })
    expect(store.docs[0]?.shortDescription).toBe('Krótki')
    expect(store.docs[0]?.locations?.[0]).toMatchObject({ city: 'Berlin', country: 'DE' })
  })

  it('rejects a file that is not JSON with a clear reason and imports nothing', async () => {
    const result = await upload('stores', '{"name": ', { json: true })
    expect(result.status).toBe('failed')
    expect(result.summary.issueDetails?.[0]?.error).toMatch(/not valid JSON/)
  })
})

describe('CSV export', () => {
  it('writes cells that spreadsheets would run as formulas as text, and imports them back unchanged', async () => {
    const category = await createCategory(payload)
    const slug = unique('formula')
    const name = '=HYPERLINK("https://evil.example","Click")'
    await payload.create({
      collection: 'stores',
      data: {
        name,
        slug,
        website: 'https://formula.example',
        shortDescription: '+1 for quality',
        categories: [category.id],
        _status: 'published',
      },
    })
    const exported = (await payload.create({
      collection: 'exports',
      data: {
        collectionSlug: 'stores',
        format: 'csv',
        where: { slug: { equals: slug } },
        fields: ['name', 'slug', 'website', 'shortDescription'],
      },
      overrideAccess: false,
      user: editor,
    } as never)) as unknown as { filename: string }
    const csv = readFileSync(path.join(env.DATA_DIR, 'exports', exported.filename), 'utf8')
    expect(csv).toContain(`"'=HYPERLINK(""https://evil.example"",""Click"")"`)
    expect(csv).toContain("'+1 for quality")
    expect(csv).not.toMatch(/(^|,)"?=HYPERLINK/m)

    const result = await upload('stores', csv, { importMode: 'update' })
    expect(result.summary.issues).toBe(0)
    const store = await storeBySlug(slug)
    expect(store?.name).toBe(name)
    expect(store?.shortDescription).toBe('+1 for quality')
  })
})

describe('export, then import in update mode', () => {
  it('changes nothing: every field of every exported store, in every language, comes back the same', async () => {
    const category = await createCategory(payload, 'Round trip')
    const other = await createCategory(payload, 'Round trip too')
    const slugs = [unique('trip-a'), unique('trip-b')]
    for (const [index, slug] of slugs.entries()) {
      const store = await payload.create({
        collection: 'stores',
        data: {
          name: `Trip, "quoted" ${index}`,
          slug,
          website: `https://trip-${index}.example/`,
          affiliateUrl: index ? 'https://partner.example/?id=1&x=2' : undefined,
          shortDescription: 'Short, with a comma',
          description: 'Line one\nline two',
          categories: index ? [category.id, other.id] : [category.id],
          countries: ['DE', 'AT'],
          featured: Boolean(index),
          popularity: 40 + index,
          locations: [
            { name: 'Main', address: 'Street 1', city: 'Berlin', country: 'DE', latitude: 52.5 },
            { address: 'Gasse 2', city: 'Wien', country: 'AT' },
          ],
          _status: 'published',
        },
      })
      await payload.update({
        collection: 'stores',
        id: store.id,
        locale: 'de',
        data: {
          shortDescription: 'Kurz',
          description: 'Zeile',
          locations: store.locations?.map((l) => ({ ...l, name: 'Haupt' })),
          _status: 'published',
        },
      })
    }
    const read = async () =>
      (
        await payload.find({
          collection: 'stores',
          where: { slug: { in: slugs } },
          locale: 'all',
          depth: 0,
          sort: 'slug',
        })
      ).docs.map(({ updatedAt: _updated, ...doc }) => doc)
    const before = await read()

    const exported = (await payload.create({
      collection: 'exports',
      data: {
        collectionSlug: 'stores',
        format: 'csv',
        locale: 'all',
        where: { slug: { in: slugs } },
      },
      overrideAccess: false,
      user: editor,
    } as never)) as unknown as { filename: string }
    const csv = readFileSync(path.join(env.DATA_DIR, 'exports', exported.filename))
    const versions = async () =>
      (
        await payload.countVersions({
          collection: 'stores',
          where: { parent: { in: before.map((doc) => doc.id) } },
        })
      ).totalDocs
    const versionsBefore = await versions()
    const result = await upload('stores', csv, { importMode: 'update' })

    // Matched and left as they were: not "updated".
    expect(result.summary).toMatchObject({ imported: 0, updated: 0, total: 2, issues: 0 })
    expect(await read()).toEqual(before)
    // Nothing to change, nothing written: no new versions in the stores' history.
    expect(await versions()).toBe(versionsBefore)

    // The file holds every field: imported into a directory without these stores, it recreates them.
    await payload.delete({ collection: 'stores', where: { slug: { in: slugs } } })
    const again = await upload('stores', csv, { importMode: 'upsert' })
    expect(again.summary).toMatchObject({ imported: 2, updated: 0, issues: 0 })
    // New ids, and a language without text may read as null or be absent: the same to every reader.
    const withoutIds = (value: unknown): unknown =>
      Array.isArray(value)
        ? value.map(withoutIds)
        : value && typeof value === 'object'
          ? Object.fromEntries(
              Object.entries(value)
                .filter(([key, nested]) => key !== 'id' && key !== 'createdAt' && nested !== null)
                .map(([key, nested]) => [key, withoutIds(nested)]),
            )
          : value
    expect(withoutIds(await read())).toEqual(withoutIds(before))
  })
})

describe('new documents, written in bulk', () => {
  it('gives each new store its first version: drafts stay in the admin, published ones go public', async () => {
    const [published, draft] = [unique('bulk-pub'), unique('bulk-draft')]
    const result = await upload(
      'stores',
      [
        'name,slug,website,_status',
        `Bulk Public,${published},https://pub.example,published`,
        `Bulk Draft,${draft},https://draft.example,draft`,
      ].join('\n'),
    )
    expect(result.summary).toMatchObject({ imported: 2, issues: 0 })

    const inAdmin = await payload.find({
      collection: 'stores',
      where: { slug: { in: [published, draft] } },
      draft: true,
      sort: 'slug',
    })
    expect(inAdmin.docs.map((doc) => [doc.slug, doc._status])).toEqual([
      [draft, 'draft'],
      [published, 'published'],
    ])
    for (const doc of inAdmin.docs) {
      const { docs: history } = await payload.findVersions({
        collection: 'stores',
        where: { parent: { equals: doc.id } },
      })
      expect(history).toHaveLength(1)
      expect(history[0]?.version).toMatchObject({ name: doc.name, website: doc.website })
    }
    const forShoppers = await payload.find({
      collection: 'stores',
      where: { slug: { in: [published, draft] } },
      overrideAccess: false,
    })
    expect(forShoppers.docs.map((doc) => doc.slug)).toEqual([published])
    // The search index follows rows written in bulk as it follows Payload's writes.
    const found = await suggest('Bulk Public', 'en')
    expect(found.items.some((item) => item.type === 'store' && item.name === 'Bulk Public')).toBe(
      true,
    )
  })

  it('imports products with their offers and names in two languages, and reports bad offers by line', async () => {
    const category = await createCategory(payload, 'Bulk products')
    const store = await payload.create({
      collection: 'stores',
      data: {
        name: 'Offer shop',
        slug: unique('offer-shop'),
        website: 'https://offer.example/',
        _status: 'published',
      },
    })
    const [good, noPrice, unsafe] = [
      unique('bulk-prod'),
      unique('bulk-noprice'),
      unique('bulk-unsafe'),
    ]
    const header =
      'name,name.de,slug,brand,category,offers_0_store,offers_0_country,offers_0_price,offers_0_currency,offers_0_url'
    const result = await upload(
      'products',
      [
        header,
        `Trail Shoe,Laufschuh,${good},Acme,${category.seoSlug},${store.slug},DE,89.9,EUR,https://offer.example/p/1`,
        `No Price,,${noPrice},Acme,${category.seoSlug},${store.slug},DE,,EUR,https://offer.example/p/2`,
        `Unsafe,,${unsafe},Acme,${category.seoSlug},${store.slug},DE,10,EUR,javascript:alert(1)`,
      ].join('\n'),
    )

    expect(result.summary).toMatchObject({ imported: 1, issues: 2 })
    expect(result.summary.issueDetails?.map((issue) => issue.row)).toEqual([3, 4])
    expect(result.summary.issueDetails?.[0]?.error).toMatch(/price/)
    expect(result.summary.issueDetails?.[1]?.error).toMatch(/url/i)
    const { docs } = await payload.find({
      collection: 'products',
      where: { slug: { in: [good, noPrice, unsafe] } },
      locale: 'de',
      depth: 0,
    })
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({
      name: 'Laufschuh',
      brand: 'Acme',
      category: category.id,
      offers: [
        {
          store: store.id,
          country: 'DE',
          price: 89.9,
          currency: 'EUR',
          availability: 'in_stock',
          shipping: 0,
          url: 'https://offer.example/p/1',
        },
      ],
    })
  })
})
