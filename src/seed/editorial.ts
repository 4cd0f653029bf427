/**
 * The editorial part of the demo content, written through Payload's Local API exactly as editors
 * would: categories, images, shopping guides, product groups and the globals, in all 11 languages.
 */
import { randomBytes } from 'node:crypto'

import type { Payload, RequestContext, Where } from 'payload'
import type { Sql } from 'postgres'

import { EXCLUDED_CATEGORY_ID } from '@/config/constants'
import { mostVisitedCountries } from '@/geo/countries'
import type { PostCategory } from '@/payload-types'
import { localeCodes, type LocaleCode } from '@/i18n/locales'
import { metaDescription, metaTitle } from '@/lib/seo'

import type { BulkContext } from './bulk/load'
import { generateStore, subcategories } from './bulk/generate'
import { CATEGORY_PATHS_SQL } from './categoryPaths'
import { categories, hiddenCategory } from './content/categories'
import { home, imprint, privacy, siteSettings } from './content/globals'
import { allGuides } from './content/allGuides'
import { stores as namedStores } from './content/stores'
import type { Localized } from './content/types'
import { abstractLogo, illustration, storeLogo } from './images'
import { toLexical } from './lexical'
import { createRandom } from './random'

/**
 * The name an image was uploaded under: Media stores it with a hash of its content before the
 * extension (`luggage-3f2a9c1e.png`), and a re-run looks its images up by what it uploaded.
 */
const uploadedAs = (filename: string | null | undefined) =>
  (filename ?? '').replace(/-[0-9a-f]{8}(?:-\d+)?(\.[^.]+)$/, '$1')

export type Log = (line: string) => void

/**
 * Bulk loads skip the cache revalidation hooks: nothing is cached yet. A new object per call: Payload
 * keeps the one it is given as the request's context, and hooks write to it (the storage plugin
 * keeps the upload there), so calls that shared one would see each other's state.
 */
export const seedContext = (): RequestContext => ({ disableRevalidate: true, seeding: true })
const otherLocales = localeCodes.filter((code) => code !== 'en')

/** How many shared logos the generated stores draw from (each named store has its own). */
const LOGO_POOL = 48

/** Runs `task` over `items` with a little concurrency: the Local API waits on the database. */
async function eachLimited<T>(
  items: T[],
  limit: number,
  task: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) await task(items[next++])
    }),
  )
}

type Translations = Record<string, Partial<Record<LocaleCode, unknown>>>
type Breadcrumb = NonNullable<PostCategory['breadcrumbs']>[number]

/** A new array-row id in Payload's format (24 hex characters). */
const newRowId = () => randomBytes(12).toString('hex')

/**
 * Stores a document's localized fields in the other 10 languages with one write through Payload's
 * database adapter: the call Payload's own update operation ends with, which takes every localized
 * field as `{ en, de, … }`. The Local API writes one language per call, and each call re-reads and
 * re-saves the whole document (and, with drafts, its latest version). The texts are the seed's own,
 * so the validation and hooks a Local API call would run in between add nothing; the collections'
 * hooks that do compute per-language values (the categories' breadcrumbs) are done by the caller.
 */
async function saveTranslations(
  payload: Payload,
  collection: 'post-categories' | 'media' | 'product-groups' | 'posts',
  id: number,
  translations: Translations | ((stored: Record<string, unknown>) => Translations),
): Promise<void> {
  const drafts = collection === 'posts'
  const doc = (await payload.findByID({
    collection,
    id,
    locale: 'all',
    depth: 0,
    draft: drafts,
    context: seedContext(),
  })) as unknown as Record<string, unknown>
  const data: Record<string, unknown> = { ...doc }
  const fields = typeof translations === 'function' ? translations(doc) : translations
  for (const [field, values] of Object.entries(fields)) {
    data[field] = { ...(doc[field] as object | undefined), ...values }
  }
  await payload.db.updateOne({ collection, id, data })
  if (!drafts) return
  const { docs } = await payload.db.findVersions({
    collection,
    where: { and: [{ parent: { equals: id } }, { latest: { equals: true } }] },
    locale: 'all',
    limit: 1,
    pagination: false,
  })
  const latest = docs[0]
  if (latest) {
    await payload.db.updateVersion({
      collection,
      id: latest.id,
      versionData: { ...latest, version: { ...latest.version, ...data } },
    })
  }
}

const inOtherLocales = <T>(value: (locale: LocaleCode) => T) =>
  Object.fromEntries(otherLocales.map((locale) => [locale, value(locale)]))
/** A guide's first paragraph: what its meta description adds to a short excerpt. */
const firstParagraph = (body: { type: string; text?: string }[]) =>
  body.find((block) => block.type === 'p')?.text

const inAllLocales = <T>(value: (locale: LocaleCode) => T) =>
  Object.fromEntries(localeCodes.map((locale) => [locale, value(locale)]))

/**
 * Categories, store logos and the ids the bulk loader needs; reuses what an earlier run created. The
 * products' illustrations come as a promise: the stores can load while they are rendered.
 */
export async function seedTaxonomyAndMedia(
  payload: Payload,
  log: Log,
): Promise<
  Omit<BulkContext, 'sql' | 'skipTriggers' | 'productImages'> & {
    productImages: Promise<BulkContext['productImages']>
  }
> {
  const existing = await payload.find({
    collection: 'post-categories',
    limit: 0,
    depth: 0,
    pagination: false,
  })
  // Categories and images do not depend on each other: both are written at once.
  const categoriesDone = (async () => {
    if (existing.docs.length === 0) {
      const names = new Map<number, Localized>()
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
          context: seedContext(),
          depth: 0,
        })
        names.set(doc.id, seed.name)
        await saveTranslations(payload, 'post-categories', doc.id, (stored) => {
          // The breadcrumbs the nested-docs plugin stored in English, labelled in each language.
          const crumbs = (stored.breadcrumbs as { en?: Breadcrumb[] } | undefined)?.en ?? []
          return {
            name: inOtherLocales((locale) => seed.name[locale]),
            description: inOtherLocales((locale) => seed.description[locale]),
            breadcrumbs: inOtherLocales((locale) =>
              crumbs.map((crumb) => ({
                ...crumb,
                id: newRowId(),
                label: names.get(Number(crumb.doc))?.[locale] ?? crumb.label,
              })),
            ),
          }
        })
        return doc
      }
      await eachLimited([...categories.entries()], 3, async ([index, category]) => {
        const primary = await createCategory(category, { primary: true, sortOrder: index })
        for (const [subIndex, subcategory] of category.subcategories.entries()) {
          await createCategory(subcategory, { parent: primary.id, sortOrder: subIndex })
        }
      })
      await createCategory(hiddenCategory, { id: EXCLUDED_CATEGORY_ID, sortOrder: 999 })
      // An explicit id does not move the sequence; move it past every id so later inserts never collide.
      await payload.db.drizzle.execute(
        `select setval(pg_get_serial_sequence('post_categories', 'id'), (select max(id) from post_categories))`,
      )
      await payload.db.drizzle.execute(CATEGORY_PATHS_SQL)
      log(`${categories.length + subcategories.length + 1} categories`)
    }
  })()
  // Awaited below; until then a failure must not count as unhandled.
  categoriesDone.catch(() => {})

  const media = await payload.find({ collection: 'media', limit: 0, depth: 0, pagination: false })
  const byFilename = new Map(media.docs.map((doc) => [uploadedAs(doc.filename), doc.id]))
  const ensureImage = async (
    filename: string,
    alt: Localized | string,
    render: () => ReturnType<typeof storeLogo>,
  ): Promise<number> => {
    const known = byFilename.get(filename)
    if (known) return known
    const doc = await payload.create({
      collection: 'media',
      locale: 'en',
      data: { alt: typeof alt === 'string' ? alt : alt.en },
      file: await render(),
      context: seedContext(),
      depth: 0,
    })
    if (typeof alt !== 'string') {
      await saveTranslations(payload, 'media', doc.id, {
        alt: inOtherLocales((locale) => alt[locale]),
      })
    }
    byFilename.set(filename, doc.id)
    return doc.id
  }

  // The shared logos' alt, in every language like every other image's.
  const SHOP_LOGO: Localized = {
    en: 'Shop logo',
    de: 'Shop-Logo',
    fr: 'Logo de boutique',
    it: 'Logo del negozio',
    es: 'Logotipo de tienda',
    fi: 'Kaupan logo',
    nl: 'Winkellogo',
    no: 'Butikklogo',
    pl: 'Logo sklepu',
    pt: 'Logotipo da loja',
    sv: 'Butikslogotyp',
  }
  const ownLogos = new Map<number, number>()
  await eachLimited([...namedStores.keys()], 3, async (position) => {
    const store = generateStore(position + 1)
    const file = `${store.slug}-logo.png`
    ownLogos.set(
      store.index,
      // A name reads the same in every language.
      await ensureImage(file, store.name, () => storeLogo(store.name, store.color, file)),
    )
  })
  const logoPool: number[] = []
  for (let index = 0; index < LOGO_POOL; index++) logoPool.push(0)
  await eachLimited([...logoPool.keys()], 3, async (index) => {
    const file = `store-logo-${index + 1}.png`
    logoPool[index] = await ensureImage(file, SHOP_LOGO, () => abstractLogo(index, file))
  })
  const palette: [string, string][] = [
    ['#0f766e', '#14b8a6'],
    ['#1d4ed8', '#60a5fa'],
    ['#9333ea', '#f472b6'],
    ['#b45309', '#fbbf24'],
    ['#be123c', '#fb7185'],
    ['#166534', '#4ade80'],
  ]
  const illustrations = new Map<string, number>()
  const productImages = eachLimited(
    [...subcategories.entries()],
    2,
    async ([index, subcategory]) => {
      const file = `${subcategory.seoSlug}.png`
      illustrations.set(
        subcategory.seoSlug,
        await ensureImage(file, subcategory.name, () =>
          illustration(palette[index % palette.length], subcategory.name.en, file),
        ),
      )
    },
  ).then(() => {
    log(`${byFilename.size} images`)
    return illustrations
  })
  // Awaited by the caller; until then a failure must not count as unhandled.
  productImages.catch(() => {})
  await categoriesDone
  const all = await payload.find({
    collection: 'post-categories',
    limit: 0,
    depth: 0,
    pagination: false,
  })
  const categoryIds = new Map(all.docs.map((doc) => [doc.seoSlug, doc.id]))
  return { categoryIds, ownLogos, logoPool, productImages }
}

/** The shopping guides (one draft, one scheduled); skipped when present. Needs the categories and images. */
export async function seedGuides(payload: Payload, categoryIds: Map<string, number>, log: Log) {
  const { totalDocs: guideCount } = await payload.count({ collection: 'posts' })
  const images = new Map(
    (await payload.find({ collection: 'media', limit: 0, depth: 0, pagination: false })).docs.map(
      (doc) => [uploadedAs(doc.filename), doc.id],
    ),
  )
  if (guideCount === 0) {
    const scheduled = allGuides.length - 2
    await eachLimited([...allGuides.entries()], 3, async ([index, guide]) => {
      const categoryId = categoryIds.get(guide.subcategory) ?? [...categoryIds.values()][0]
      const draft = guide.draft || index === scheduled
      const status = draft ? 'draft' : 'published'
      const post = await payload.create({
        collection: 'posts',
        locale: 'en',
        draft,
        data: {
          title: guide.title.en,
          slug: guide.slug,
          excerpt: guide.excerpt.en,
          content: toLexical(guide.body.en),
          heroImage: images.get(`${guide.subcategory}.png`),
          category: categoryId,
          meta: {
            title: metaTitle(guide.title.en, 'en', 'guide'),
            description: metaDescription(guide.excerpt.en, firstParagraph(guide.body.en)),
            image: images.get(`${guide.subcategory}.png`),
          },
          publishedAt: draft
            ? undefined
            : new Date(Date.UTC(2026, 5, 1) + index * 3 * 86_400_000).toISOString(),
          _status: status,
        },
        context: seedContext(),
        depth: 0,
      })
      await saveTranslations(payload, 'posts', post.id, {
        title: inOtherLocales((locale) => guide.title[locale]),
        excerpt: inOtherLocales((locale) => guide.excerpt[locale]),
        content: inOtherLocales((locale) => toLexical(guide.body[locale])),
        // The SEO group's texts are localized one level down ({ title: { en, de, … }, … }) and
        // replace the stored group whole: every language, English included.
        meta: {
          title: inAllLocales((locale) => metaTitle(guide.title[locale], locale, 'guide')),
          description: inAllLocales((locale) =>
            metaDescription(guide.excerpt[locale], firstParagraph(guide.body[locale])),
          ),
          image: inAllLocales(() => images.get(`${guide.subcategory}.png`)),
        } as Translations[string],
      })
      if (index === scheduled) {
        // One guide waits for its publication date, as editors schedule them.
        await payload.jobs.queue({
          task: 'schedulePublish',
          input: { type: 'publish', doc: { relationTo: 'posts', value: post.id } },
          waitUntil: new Date(Date.now() + 7 * 86_400_000),
        })
      }
    })
    log(`${allGuides.length} guides (1 draft, 1 scheduled)`)
  }
}

/**
 * The most popular products offered in every one of the most-visited countries by public stores that
 * deliver there, most popular first: the home page's shelves show a group's products offered in the
 * shopper's country, so built from these they are full in each of those countries.
 */
async function soldEverywhere(sql: Sql, limit: number): Promise<number[]> {
  const countries = [...mostVisitedCountries]
  // The most popular products first (an index walk), not every offer of the full scale.
  const rows = await sql<{ id: number }[]>`
    select p.id from (select id, popularity from products
      order by popularity desc nulls last, id limit ${limit * 20}) p
    join products_offers o on o._parent_id = p.id and o.country::text = any(${countries}::text[])
    join stores s on s.id = o.store_id and s._status = 'published'
    where not exists (select 1 from stores_countries c where c.parent_id = s.id)
      or exists (select 1 from stores_countries c
        where c.parent_id = s.id and c.value::text = o.country::text)
    group by p.id, p.popularity
    having count(distinct o.country) = ${countries.length}
    order by p.popularity desc nulls last, p.id
    limit ${limit}`
  return rows.map((row) => row.id)
}

/** Product groups and the four globals, after the products and stores they point at; skipped when present. */
export async function seedGroupsAndPages(
  payload: Payload,
  sql: Sql,
  categoryIds: Map<string, number>,
  log: Log,
) {
  const { totalDocs: groupCount } = await payload.count({ collection: 'product-groups' })
  if (groupCount > 0) return
  const random = createRandom(7)
  const topProducts = async (where: Where, limit: number) =>
    (
      await payload.find({
        collection: 'products',
        where,
        sort: '-popularity',
        limit,
        depth: 0,
        select: {},
      })
    ).docs.map((doc) => doc.id)
  const groupNames: Record<'recommended' | 'top', Localized> = {
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
  }
  const createGroup = async (
    slug: string,
    names: Localized,
    productIds: number[],
    category?: number,
  ) => {
    const group = await payload.create({
      collection: 'product-groups',
      locale: 'en',
      data: { name: names.en, slug, products: productIds, category },
      context: seedContext(),
      depth: 0,
    })
    await saveTranslations(payload, 'product-groups', group.id, {
      name: inOtherLocales((locale) => names[locale]),
    })
    return group
  }
  // The home page's two shelves: the 12 most popular of those products, and 12 others among them.
  const candidates = await soldEverywhere(sql, 200)
  const top = await createGroup('top-products', groupNames.top, candidates.slice(0, 12))
  const recommended = await createGroup(
    'recommended',
    groupNames.recommended,
    random.sample(candidates.slice(12), 12),
  )
  await eachLimited(categories, 3, async (category) => {
    const subIds = category.subcategories.map((sub) => categoryIds.get(sub.seoSlug)).filter(Boolean)
    const products = await topProducts({ category: { in: subIds } }, 8)
    const names = Object.fromEntries(
      localeCodes.map((locale) => [locale, `${groupNames.top[locale]}: ${category.name[locale]}`]),
    ) as Localized
    await createGroup(`top-${category.seoSlug}`, names, products, categoryIds.get(category.seoSlug))
  })

  const featuredGuides = (
    await payload.find({
      collection: 'posts',
      where: { _status: { equals: 'published' } },
      sort: 'publishedAt',
      limit: 6,
      depth: 0,
      select: {},
    })
  ).docs.map((doc) => doc.id)
  const popularStores = (
    await payload.find({
      collection: 'stores',
      sort: '-popularity',
      where: { featured: { equals: true } },
      limit: 12,
      depth: 0,
      select: {},
    })
  ).docs.map((doc) => doc.id)
  let sellingPointIds: (string | null | undefined)[] = []
  for (const locale of localeCodes) {
    const updated = await payload.updateGlobal({
      slug: 'home',
      locale,
      data: {
        headline: home.headline[locale],
        aboutTitle: home.aboutTitle[locale],
        aboutText: home.aboutText[locale],
        // Array rows keep their ids across languages: the other languages fill English's rows.
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
              featuredGuides,
            }
          : {}),
      },
      context: seedContext(),
      depth: 0,
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
        context: seedContext(),
        depth: 0,
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
      context: seedContext(),
      depth: 0,
    })
  }
  log(`${categories.length + 2} product groups, home, imprint, privacy and site settings`)
}
