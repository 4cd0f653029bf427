import { EXCLUDED_CATEGORY_ID } from '@/config/constants'
import type { LocaleCode } from '@/i18n/locales'

import { cached } from '@/cache'
import { payloadClient } from './payload'
import { listPosts } from './posts'
import { findGroupId, listProducts } from './products'
import { richTextToHtml } from './richText'
import { richTextRefs } from './richTextRefs'
import { listStores } from './stores'
import type { PostSummary, ProductSummary, StoreSummary } from './types'

export interface HomePageData {
  headline: string
  aboutTitle: string | null
  aboutText: string | null
  sellingPoints: { title: string; text: string | null }[]
  popularStores: StoreSummary[]
  /** A product group's shelf: null when it has nothing to show in the country. */
  recommended: { slug: string; products: ProductSummary[] } | null
  top: { slug: string; products: ProductSummary[] } | null
  /** The country's biggest deals (src/prices). */
  deals: ProductSummary[]
  guides: PostSummary[]
}

const idOf = (value: unknown): number | null =>
  typeof value === 'number'
    ? value
    : typeof value === 'object' && value
      ? (value as { id: number }).id
      : null

/** Everything the home page shows, published only, in one language and for one country. */
export function getHomePageData(locale: LocaleCode, country: string): Promise<HomePageData> {
  return cached(
    `home:${locale}:${country}`,
    ['global:home', 'stores', 'products', `offers:${country}`, 'posts', 'categories', 'media'],
    () => loadHomePageData(locale, country),
    'next',
  )
}

async function loadHomePageData(locale: LocaleCode, country: string): Promise<HomePageData> {
  const payload = await payloadClient()
  const home = await payload.findGlobal({ slug: 'home', locale, depth: 1, overrideAccess: false })
  const storeIds = (home.popularStores ?? []).map(idOf).filter((id): id is number => id !== null)
  // A shelf shows its group's products offered in the country; with none (or a group filed under a
  // hidden category, which has no page for "View all" to lead to) there is no shelf at all.
  const group = async (value: unknown) => {
    const id = idOf(value)
    if (id === null || (await findGroupId(String(id))) === null) return null
    const slug = typeof value === 'object' && value ? (value as { slug: string }).slug : String(id)
    const page = await listProducts({
      lang: locale,
      page: 1,
      limit: 8,
      groupId: id,
      country,
      shelf: true,
    })
    return page.docs.length ? { slug, products: page.docs } : null
  }
  const [stores, recommended, top, deals, guides] = await Promise.all([
    storeIds.length
      ? listStores({ lang: locale, page: 1, limit: 24, ids: storeIds, country })
      : listStores({ lang: locale, page: 1, limit: 12, featured: true, country }),
    group(home.recommendedProducts),
    group(home.topProducts),
    listProducts({
      lang: locale,
      page: 1,
      limit: 8,
      country,
      deals: true,
      sort: 'discount',
      shelf: true,
    }),
    listPosts({ lang: locale, page: 1, limit: 6, excludedCategoryIds: [EXCLUDED_CATEGORY_ID] }),
  ])
  return {
    headline: home.headline,
    aboutTitle: home.aboutTitle ?? null,
    aboutText: home.aboutText ?? null,
    sellingPoints: (home.sellingPoints ?? []).map((point) => ({
      title: point.title,
      text: point.text ?? null,
    })),
    popularStores: stores.docs,
    recommended,
    top,
    deals: deals.docs,
    guides: guides.docs,
  }
}

export interface LegalPageData {
  title: string
  html: string
}

/** The imprint or the privacy policy, as HTML. */
export function getLegalPage(
  slug: 'imprint' | 'privacy',
  locale: LocaleCode,
): Promise<LegalPageData> {
  return cached(
    `legal:${slug}:${locale}`,
    [`global:${slug}`],
    async () => {
      const payload = await payloadClient()
      const page = await payload.findGlobal({ slug, locale, depth: 0, overrideAccess: false })
      const refs = await richTextRefs(page.content, locale)
      return { title: page.title as string, html: richTextToHtml(page.content, { locale, refs }) }
    },
    'next',
  )
}
