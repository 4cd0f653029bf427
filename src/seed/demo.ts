/** The small demo content set that `npm start` loads into an empty database. */
import type { CollectionSlug, Payload, RequestContext } from 'payload'

import { EXCLUDED_CATEGORY_ID } from '@/config/constants'
import { localeCodes, type LocaleCode } from '@/i18n/locales'
import type { Currency } from '@/lib/currencies'
import type { Media, Product, Store } from '@/payload-types'

import { categories, hiddenCategory } from './content/categories'
import { home, imprint, privacy, siteSettings } from './content/globals'
import { guides } from './content/guides'
import { brands, storeDescription, storeShortDescription, stores } from './content/stores'
import type { Localized, SubcategorySeed } from './content/types'
import { illustration, storeLogo } from './images'
import { toLexical } from './lexical'
import { createRandom } from './random'

type Log = (line: string) => void

/** Bulk loads skip the cache revalidation hooks: nothing is cached yet. */
const context: RequestContext = { disableRevalidate: true, seeding: true }
const otherLocales = localeCodes.filter((code) => code !== 'en')

const currencyByCountry: Partial<Record<string, Currency>> = {
  SE: 'SEK',
  NO: 'NOK',
  DK: 'DKK',
  PL: 'PLN',
  CH: 'CHF',
  GB: 'GBP',
  US: 'USD',
  CA: 'CAD',
  BR: 'BRL',
}
const offerCountries = [
  'DE',
  'AT',
  'FR',
  'IT',
  'ES',
  'NL',
  'SE',
  'NO',
  'FI',
  'PL',
  'PT',
  'GB',
  'US',
  'CH',
]

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '')

/** Writes the other ten languages of a document created in English. */
async function localize(
  payload: Payload,
  collection: CollectionSlug,
  id: number,
  dataFor: (locale: LocaleCode) => Record<string, unknown>,
): Promise<void> {
  for (const locale of otherLocales) {
    await payload.update({ collection, id, locale, data: dataFor(locale), context })
  }
}

export async function resetContent(payload: Payload, log: Log): Promise<void> {
  log('Deleting existing content …')
  const order: CollectionSlug[] = [
    'product-groups',
    'products',
    'posts',
    'stores',
    'post-categories',
    'media',
  ]
  for (const collection of order) {
    await payload.delete({ collection, where: { id: { exists: true } }, context })
  }
}

export async function seedDemo(payload: Payload, log: Log): Promise<void> {
  const started = Date.now()
  const random = createRandom(20261122)

  // Categories: primaries with their subcategories, plus the hidden category with its fixed id.
  const subcategoryIds = new Map<string, number>()
  const subcategoryById = new Map<number, SubcategorySeed>()
  const createCategory = async (
    seed: { seoSlug: string; name: Localized; description: Localized },
    extra: Record<string, unknown>,
  ) => {
    const doc = await payload.create({
      collection: 'post-categories',
      locale: 'en',
      data: {
        name: seed.name.en,
        description: seed.description.en,
        seoSlug: seed.seoSlug,
        ...extra,
      },
      context,
    })
    await localize(payload, 'post-categories', doc.id, (locale) => ({
      name: seed.name[locale],
      description: seed.description[locale],
    }))
    return doc
  }
  for (const [index, category] of categories.entries()) {
    const primary = await createCategory(category, { primary: true, sortOrder: index })
    for (const [subIndex, subcategory] of category.subcategories.entries()) {
      const doc = await createCategory(subcategory, { parent: primary.id, sortOrder: subIndex })
      subcategoryIds.set(subcategory.seoSlug, doc.id)
      subcategoryById.set(doc.id, subcategory)
    }
  }
  await createCategory(hiddenCategory, { id: EXCLUDED_CATEGORY_ID, sortOrder: 999 })
  // An explicit id does not move the sequence; move it past every id so later inserts never collide.
  await payload.db.drizzle.execute(
    `select setval(pg_get_serial_sequence('post_categories', 'id'), (select max(id) from post_categories))`,
  )
  log(`${subcategoryIds.size + categories.length + 1} categories`)

  // Stores with generated logos.
  const storeDocs: Store[] = []
  for (const [index, seed] of stores.entries()) {
    const logo = await payload.create({
      collection: 'media',
      locale: 'en',
      data: { alt: `${seed.name} logo` },
      file: await storeLogo(seed.name, seed.color, `${seed.slug}-logo.png`),
      context,
    })
    const categoryIds = seed.categories
      .map((slug) => subcategoryIds.get(slug))
      .filter((id) => id !== undefined)
    const categoryName = (locale: LocaleCode) =>
      subcategoryById.get(categoryIds[0])?.name[locale] ?? ''
    const texts = (locale: LocaleCode) => ({
      shortDescription: fill(storeShortDescription[locale], {
        name: seed.name,
        category: categoryName(locale),
      }),
      description: fill(storeDescription[locale], {
        name: seed.name,
        category: categoryName(locale),
      }),
    })
    const city = random.pick([
      'Berlin',
      'Hamburg',
      'Munich',
      'Paris',
      'Milan',
      'Madrid',
      'Amsterdam',
      'Stockholm',
    ])
    const store = await payload.create({
      collection: 'stores',
      locale: 'en',
      data: {
        name: seed.name,
        slug: seed.slug,
        logo: logo.id,
        ...texts('en'),
        website: `https://www.${seed.slug}.example/`,
        affiliateUrl: `https://www.${seed.slug}.example/?ref=shopping-guide`,
        categories: categoryIds,
        countries: seed.countries as Store['countries'],
        locations:
          index % 3 === 0
            ? [
                {
                  address: `${random.pick(['Hauptstraße', 'Market Street', 'Rue de la Paix', 'Via Roma'])} ${random.int(1, 120)}`,
                  postalCode: String(random.int(10000, 99999)),
                  city,
                  country: 'DE',
                  latitude: Number((48 + random.next() * 6).toFixed(5)),
                  longitude: Number((6 + random.next() * 8).toFixed(5)),
                },
              ]
            : [],
        featured: seed.featured ?? false,
        popularity: random.int(10, 1000),
        _status: 'published',
      },
      context,
    })
    await localize(payload, 'stores', store.id, (locale) => ({
      ...texts(locale),
      _status: 'published',
    }))
    storeDocs.push(store)
  }
  log(`${storeDocs.length} stores`)

  // One illustration per subcategory, shared by its products and guides.
  const palette: [string, string][] = [
    ['#0f766e', '#14b8a6'],
    ['#1d4ed8', '#60a5fa'],
    ['#9333ea', '#f472b6'],
    ['#b45309', '#fbbf24'],
    ['#be123c', '#fb7185'],
    ['#166534', '#4ade80'],
  ]
  const imageBySubcategory = new Map<number, Media>()
  for (const [slug, id] of subcategoryIds) {
    const subcategory = subcategoryById.get(id)!
    const image = await payload.create({
      collection: 'media',
      locale: 'en',
      data: { alt: subcategory.name.en },
      file: await illustration(random.pick(palette), subcategory.name.en, `${slug}.png`),
      context,
    })
    await localize(payload, 'media', image.id, (locale) => ({ alt: subcategory.name[locale] }))
    imageBySubcategory.set(id, image)
  }

  // Products with offers from stores of their category.
  const products: Product[] = []
  for (const [slug, categoryId] of subcategoryIds) {
    const subcategory = subcategoryById.get(categoryId)!
    const sellers = storeDocs.filter((store) =>
      (store.categories ?? []).some(
        (category) => (typeof category === 'object' ? category.id : category) === categoryId,
      ),
    )
    for (let n = 0; n < 3; n++) {
      const brand = random.pick(brands)
      const model = random.pick(['Pro', 'Air', 'One', 'Max', 'Lite', 'S', 'Plus', 'Classic'])
      const name = (locale: LocaleCode) => `${brand} ${subcategory.productNoun[locale]} ${model}`
      const basePrice = random.int(15, 900)
      const offers = random
        .sample(sellers.length ? sellers : storeDocs, random.int(1, 4))
        .map((store) => {
          const country = random.pick(offerCountries)
          return {
            store: store.id,
            country: country as NonNullable<Product['offers']>[number]['country'],
            currency: currencyByCountry[country] ?? 'EUR',
            price: Math.round(basePrice * (0.85 + random.next() * 0.3) * 100) / 100 - 0.01,
            url: `https://www.${store.slug}.example/p/${slug}-${n + 1}`,
          }
        })
      const product = await payload.create({
        collection: 'products',
        locale: 'en',
        data: {
          name: name('en'),
          slug: `${brand}-${slug}-${model}-${n + 1}`.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
          brand,
          description: subcategory.description.en,
          images: [imageBySubcategory.get(categoryId)!.id],
          category: categoryId,
          offers,
          popularity: random.int(1, 1000),
        },
        context,
      })
      await localize(payload, 'products', product.id, (locale) => ({
        name: name(locale),
        description: subcategory.description[locale],
      }))
      products.push(product)
    }
  }
  log(`${products.length} products`)

  const byPopularity = [...products].sort((a, b) => (b.popularity ?? 0) - (a.popularity ?? 0))
  const groupNames = {
    recommended: {
      en: 'Recommended',
      de: 'Empfohlen',
      fr: 'Recommandés',
      it: 'Consigliati',
      es: 'Recomendados',
      fi: 'Suositellut',
      nl: 'Aanbevolen',
      no: 'Anbefalt',
      pl: 'Polecane',
      pt: 'Recomendados',
      sv: 'Rekommenderat',
    },
    top: {
      en: 'Top products',
      de: 'Top-Produkte',
      fr: 'Meilleurs produits',
      it: 'Prodotti top',
      es: 'Productos destacados',
      fi: 'Huipputuotteet',
      nl: 'Topproducten',
      no: 'Toppprodukter',
      pl: 'Najlepsze produkty',
      pt: 'Produtos em destaque',
      sv: 'Toppprodukter',
    },
  } satisfies Record<string, Localized>
  const createGroup = async (slug: string, names: Localized, productIds: number[]) => {
    const group = await payload.create({
      collection: 'product-groups',
      locale: 'en',
      data: { name: names.en, slug, products: productIds },
      context,
    })
    await localize(payload, 'product-groups', group.id, (locale) => ({ name: names[locale] }))
    return group
  }
  const recommended = await createGroup(
    'recommended',
    groupNames.recommended,
    random.sample(products, 12).map((product) => product.id),
  )
  const top = await createGroup(
    'top-products',
    groupNames.top,
    byPopularity.slice(0, 12).map((p) => p.id),
  )

  // Guides: published ones and one draft.
  const guideIds: number[] = []
  for (const [index, guide] of guides.entries()) {
    const categoryId = subcategoryIds.get(guide.subcategory) ?? [...subcategoryIds.values()][0]
    const status = guide.draft ? 'draft' : 'published'
    const post = await payload.create({
      collection: 'posts',
      locale: 'en',
      draft: guide.draft,
      data: {
        title: guide.title.en,
        slug: guide.slug,
        excerpt: guide.excerpt.en,
        content: toLexical(guide.body.en),
        heroImage: imageBySubcategory.get(categoryId)?.id,
        category: categoryId,
        publishedAt: guide.draft
          ? undefined
          : new Date(Date.UTC(2026, 9, 1 + index * 4)).toISOString(),
        _status: status,
      },
      context,
    })
    for (const locale of otherLocales) {
      await payload.update({
        collection: 'posts',
        id: post.id,
        locale,
        draft: guide.draft,
        data: {
          title: guide.title[locale],
          excerpt: guide.excerpt[locale],
          content: toLexical(guide.body[locale]),
          _status: status,
        },
        context,
      })
    }
    if (!guide.draft) guideIds.push(post.id)
  }
  log(`${guides.length} guides (${guides.filter((guide) => guide.draft).length} draft)`)

  // Globals.
  const popularStores = [...storeDocs]
    .sort(
      (a, b) =>
        Number(b.featured) - Number(a.featured) || (b.popularity ?? 0) - (a.popularity ?? 0),
    )
    .slice(0, 12)
    .map((store) => store.id)
  // Array rows keep their ids across languages; other languages fill the rows English created.
  let sellingPointIds: (string | null | undefined)[] = []
  for (const locale of localeCodes) {
    const updated = await payload.updateGlobal({
      slug: 'home',
      locale,
      data: {
        headline: home.headline[locale],
        aboutTitle: home.aboutTitle[locale],
        aboutText: home.aboutText[locale],
        sellingPoints: home.sellingPoints.map((point, index) => ({
          id: sellingPointIds[index],
          title: point.title[locale],
          text: point.text[locale],
        })),
        ...(locale === 'en'
          ? {
              popularStores,
              recommendedProducts: recommended.id,
              topProducts: top.id,
              featuredGuides: guideIds,
            }
          : {}),
      },
      context,
    })
    if (locale === 'en') sellingPointIds = (updated.sellingPoints ?? []).map((row) => row.id)
    for (const [slug, page] of [
      ['imprint', imprint],
      ['privacy', privacy],
    ] as const) {
      await payload.updateGlobal({
        slug,
        locale,
        data: { title: page.title[locale], content: toLexical(page.body[locale]) },
        context,
      })
    }
    await payload.updateGlobal({
      slug: 'site-settings',
      locale,
      data: {
        siteName: siteSettings.siteName[locale],
        footerText: siteSettings.footerText[locale],
        ...(locale === 'en' ? { excludedCategories: [EXCLUDED_CATEGORY_ID] } : {}),
      },
      context,
    })
  }
  log(`Demo content loaded in ${((Date.now() - started) / 1000).toFixed(1)} s.`)
}
