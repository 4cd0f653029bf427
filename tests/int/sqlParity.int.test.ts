import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { EXCLUDED_CATEGORY_ID } from '@/config/constants'
import { allCategories, categoryName } from '@/data/categories'
import { storeLinks } from '@/data/clickTargets'
import { getPost, listPosts } from '@/data/posts'
import { getProduct, listProducts } from '@/data/products'
import { redirectRows } from '@/data/redirects'
import { getStore, listStores } from '@/data/stores'
import type { LocaleCode } from '@/i18n/locales'

import { testPayload, unique } from '../helpers/payload'

/**
 * src/data reads Payload's tables with its own SQL (their layout: `_locales` rows, `_rels`, `_status`,
 * English as the fallback language) for speed. Here each read is compared with what Payload itself
 * answers an anonymous visitor for the same data — `find`/`findByID` with `overrideAccess: false`,
 * the language and English as its fallback — over the cases where a copy of Payload's rules would
 * drift first: a document only ever saved as a draft, a published one with a newer draft, one
 * without a translation — for stores, guides, products and category names. A Payload upgrade that
 * moves a column or changes a rule fails here.
 */

const LANGUAGES: LocaleCode[] = ['en', 'de', 'fr']
type Collection = 'stores' | 'posts' | 'post-categories' | 'products' | 'redirects' | 'media'

let payload: Payload
let categoryId: number
/** A subcategory named in English only. */
let untranslatedCategoryId: number
const created: { collection: Collection; id: number }[] = []
/** The picture an editor chose for a store's German SEO panel. */
let seoImage: { id: number; filename: string }

async function create(
  collection: Collection,
  data: Record<string, unknown>,
  options: { draft?: boolean; locale?: LocaleCode } = {},
): Promise<number> {
  const doc = await payload.create({ collection, data, ...options } as never)
  const { id } = doc as unknown as { id: number }
  created.push({ collection, id })
  return id
}

const translate = (collection: Collection, id: number, locale: LocaleCode, data: object) =>
  payload.update({ collection, id, locale, data } as never)

beforeAll(async () => {
  payload = await testPayload()
  categoryId = await create('post-categories', {
    name: 'Parity',
    seoSlug: unique('parity'),
  })

  // Stores: translated; English only; never published; published with a newer draft.
  const store = (name: string, published = true) =>
    create(
      'stores',
      {
        name,
        slug: unique(name.toLowerCase().replace(/\s+/g, '-')),
        website: 'https://shop.example',
        categories: [categoryId],
        shortDescription: `${name}, in English`,
        description: `All about ${name}.`,
        _status: published ? 'published' : 'draft',
      },
      { draft: !published },
    )
  await translate('post-categories', categoryId, 'de', { name: 'Parität' })
  untranslatedCategoryId = await create('post-categories', {
    name: 'Parity English name',
    seoSlug: unique('parity-english'),
    description: 'Parity things, described in English only.',
    parent: categoryId,
  })

  const translated = await store('Parity Translated')
  const picture = await sharp({
    create: { width: 8, height: 8, channels: 3, background: '#3366ff' },
  })
    .png()
    .toBuffer()
  const media = await payload.create({
    collection: 'media',
    data: { alt: 'Parität' },
    file: {
      data: picture,
      name: `${unique('parity')}.png`,
      mimetype: 'image/png',
      size: picture.length,
    },
  })
  created.push({ collection: 'media', id: media.id })
  seoImage = { id: media.id, filename: media.filename! }
  await translate('stores', translated, 'de', {
    shortDescription: 'Auf Deutsch',
    description: 'Alles auf Deutsch.',
    meta: { title: 'Parität: ein Laden im Test, mit Angeboten', image: seoImage.id },
    _status: 'published',
  })
  await store('Parity English only')
  await store('Parity Never published', false)
  const redrafted = await store('Parity Redrafted')
  await payload.update({
    collection: 'stores',
    id: redrafted,
    draft: true,
    data: { shortDescription: 'Not published yet', _status: 'draft' },
  })

  // Products: translated, English only and without a description, never published, and published
  // with a newer draft; all offered by a published store in DE.
  const product = (
    name: string,
    category: number,
    published = true,
    description: string | null = `${name}, described in English.`,
  ) =>
    create(
      'products',
      {
        _status: published ? 'published' : 'draft',
        name,
        slug: unique(name.toLowerCase().replace(/\s+/g, '-')),
        brand: 'Parity',
        description,
        category,
        offers: [
          {
            store: translated,
            country: 'DE',
            price: 42,
            currency: 'EUR',
            url: 'https://shop.example/product',
          },
        ],
      },
      { draft: !published },
    )
  const translatedProduct = await product('Parity Kettle', categoryId)
  await translate('products', translatedProduct, 'de', {
    name: 'Paritätskessel',
    description: 'Auf Deutsch beschrieben.',
  })
  await product('Parity Toaster', untranslatedCategoryId, true, null)
  await product('Parity Prototype', categoryId, false)
  const redraftedProduct = await product('Parity Blender', untranslatedCategoryId)
  await payload.update({
    collection: 'products',
    id: redraftedProduct,
    draft: true,
    data: { name: 'Parity Blender, not published yet', _status: 'draft' },
  })

  // Guides: the same four cases.
  const guide = (title: string, published = true) =>
    create(
      'posts',
      {
        title,
        slug: unique(title.toLowerCase().replace(/\s+/g, '-')),
        category: categoryId,
        _status: published ? 'published' : 'draft',
      },
      { draft: !published },
    )
  const translatedGuide = await guide('Parity guide translated')
  await translate('posts', translatedGuide, 'de', {
    title: 'Paritätsratgeber',
    _status: 'published',
  })
  await guide('Parity guide English only')
  await guide('Parity guide never published', false)
  const redraftedGuide = await guide('Parity guide redrafted')
  await payload.update({
    collection: 'posts',
    id: redraftedGuide,
    draft: true,
    data: { title: 'Parity guide, next edition', _status: 'draft' },
  })
})

afterAll(async () => {
  for (const { collection, id } of created.reverse()) {
    await payload.delete({ collection, id }).catch(() => undefined)
  }
})

/** What Payload shows an anonymous visitor in `locale`, English filling what is not translated. */
const asVisitor = (locale: LocaleCode) =>
  ({ locale, fallbackLocale: 'en', overrideAccess: false, depth: 0 }) as const

const byId = <T extends { id: number }>(docs: T[]) => [...docs].sort((a, b) => a.id - b.id)

describe('src/data answers as Payload does', () => {
  for (const lang of LANGUAGES) {
    it(`lists and shows the same stores, with the same texts (${lang})`, async () => {
      const ours = await listStores({ lang, page: 1, limit: 100, categoryIds: [categoryId] })
      const theirs = await payload.find({
        collection: 'stores',
        where: { categories: { in: [categoryId] } },
        limit: 100,
        ...asVisitor(lang),
      })
      expect(theirs.docs.length).toBe(3)
      const fields = (doc: { id: number; name: string; slug?: string | null }) => ({
        id: doc.id,
        name: doc.name,
        slug: doc.slug,
      })
      expect(byId(ours.docs).map(fields)).toEqual(byId(theirs.docs).map(fields))
      expect(byId(ours.docs).map((doc) => [doc.id, doc.shortDescription ?? null])).toEqual(
        byId(theirs.docs).map((doc) => [doc.id, doc.shortDescription ?? null]),
      )

      for (const { id } of created.filter((entry) => entry.collection === 'stores')) {
        const mine = await getStore(String(id), lang)
        const payloads = await payload
          .findByID({ collection: 'stores', id, ...asVisitor(lang) })
          .catch(() => null)
        expect(mine === null, `store ${id} public?`).toBe(payloads === null)
        if (!mine || !payloads) continue
        expect({
          name: mine.name,
          shortDescription: mine.shortDescription,
          description: mine.description,
          website: mine.website,
        }).toEqual({
          name: payloads.name,
          shortDescription: payloads.shortDescription ?? null,
          description: payloads.description ?? null,
          // The site writes a URL as the URL standard does (https://shop.example/).
          website: payloads.website ? new URL(payloads.website).href : null,
        })
        // The SEO panel's title and picture where an editor set them; else generated, the logo.
        if (payloads.meta?.title) expect(mine.meta.title).toBe(payloads.meta.title)
        if (payloads.meta?.image) {
          expect(payloads.meta.image).toBe(seoImage.id)
          expect(mine.meta.image?.url.endsWith(`/${seoImage.filename}`)).toBe(true)
        } else {
          expect(mine.meta.image).toEqual(mine.logo)
        }
      }
    })

    it(`lists and shows the same products, with the same texts (${lang})`, async () => {
      const ids = [categoryId, untranslatedCategoryId]
      const ours = await listProducts({
        lang,
        page: 1,
        limit: 100,
        categoryIds: ids,
        country: 'DE',
      })
      const theirs = await payload.find({
        collection: 'products',
        where: { category: { in: ids } },
        limit: 100,
        ...asVisitor(lang),
      })
      expect(theirs.docs.length).toBe(3)
      const fields = (doc: {
        id: number
        name: string
        slug?: string | null
        brand?: unknown
      }) => ({
        id: doc.id,
        name: doc.name,
        slug: doc.slug,
        brand: doc.brand ?? null,
      })
      expect(byId(ours.docs).map(fields)).toEqual(byId(theirs.docs).map(fields))

      for (const doc of theirs.docs) {
        const mine = await getProduct(doc.slug!, lang, 'DE')
        expect(mine, `product ${doc.id}`).not.toBeNull()
        // Without a description of its own, a product shows its category's.
        const category = await payload.findByID({
          collection: 'post-categories',
          id: typeof doc.category === 'object' ? doc.category!.id : doc.category!,
          ...asVisitor(lang),
        })
        expect({ name: mine!.name, description: mine!.description }).toEqual({
          name: doc.name,
          description: doc.description ?? category.description ?? null,
        })
      }
    })

    it(`names the categories as Payload does (${lang})`, async () => {
      const rows = await allCategories()
      const theirs = await payload.find({
        collection: 'post-categories',
        where: { id: { in: [categoryId, untranslatedCategoryId] } },
        ...asVisitor(lang),
      })
      expect(theirs.docs).toHaveLength(2)
      for (const doc of theirs.docs) {
        const row = rows.find((candidate) => candidate.id === doc.id)
        expect(row, `category ${doc.id}`).toBeDefined()
        expect(categoryName(row!, lang)).toBe(doc.name)
        expect(row!.seoSlug).toBe(doc.seoSlug)
        const parent = typeof doc.parent === 'object' ? doc.parent?.id : doc.parent
        expect(row!.parentId).toBe(parent ?? null)
      }
    })

    it(`lists and shows the same guides, with the same titles (${lang})`, async () => {
      const ours = await listPosts({
        lang,
        page: 1,
        limit: 100,
        categoryIds: [categoryId],
        excludedCategoryIds: [EXCLUDED_CATEGORY_ID],
      })
      const theirs = await payload.find({
        collection: 'posts',
        where: { category: { equals: categoryId } },
        limit: 100,
        ...asVisitor(lang),
      })
      expect(theirs.docs.length).toBe(3)
      const fields = (doc: { id: number; title: string; slug?: string | null }) => ({
        id: doc.id,
        title: doc.title,
        slug: doc.slug,
      })
      expect(byId(ours.docs).map(fields)).toEqual(byId(theirs.docs).map(fields))

      for (const { id } of created.filter((entry) => entry.collection === 'posts')) {
        const mine = await getPost(id, lang)
        const payloads = await payload
          .findByID({ collection: 'posts', id, ...asVisitor(lang) })
          .catch(() => null)
        expect(mine === null, `guide ${id} public?`).toBe(payloads === null)
        if (!mine || !payloads) continue
        expect({ title: mine.title, slug: mine.slug }).toEqual({
          title: payloads.title,
          slug: payloads.slug,
        })
      }
    })
  }
})

describe("the server's own reads answer as Payload does", () => {
  const storeIds = () =>
    created.filter((entry) => entry.collection === 'stores').map((entry) => entry.id)
  const publicStore = (id: number) =>
    payload.findByID({ collection: 'stores', id, ...asVisitor('en') }).catch(() => null)

  it('a redirect to a store leads to its public path, or nowhere while it is not public', async () => {
    const redirects = new Map<number, number>()
    for (const id of storeIds()) {
      const redirect = await create('redirects', {
        from: `/${unique('parity-old')}`,
        to: { type: 'reference', reference: { relationTo: 'stores', value: id } },
      })
      redirects.set(redirect, id)
    }
    const rows = new Map((await redirectRows()).map((row) => [row.id, row]))
    for (const [redirect, storeId] of redirects) {
      const theirs = await publicStore(storeId)
      expect(rows.get(redirect)?.target ?? null, `store ${storeId}`).toBe(
        theirs ? `/stores/${theirs.slug}` : null,
      )
    }
  })

  it("a store's click-out links are its published ones, and none while it is not public", async () => {
    for (const id of storeIds()) {
      const ours = await storeLinks(id)
      const theirs = await publicStore(id)
      expect(ours === null, `store ${id} public?`).toBe(theirs === null)
      if (!ours || !theirs) continue
      expect(ours).toEqual({
        id,
        affiliateUrl: theirs.affiliateUrl ?? null,
        website: theirs.website ?? null,
      })
    }
  })
})
