import type { LocaleCode } from '@/i18n/locales'
import type { Home, Post, PostCategory, Store } from '@/payload-types'

import { payloadClient } from './payload'

export interface HomePageData {
  home: Home
  primaryCategories: PostCategory[]
  popularStores: Store[]
  guides: Post[]
  storeCount: number
}

const isDocument = <T extends { id: number }>(value: number | T | null | undefined): value is T =>
  typeof value === 'object' && value !== null

/** Everything the home page shows, published only, in one language. */
export async function getHomePageData(locale: LocaleCode): Promise<HomePageData> {
  const payload = await payloadClient()
  const [home, primaryCategories, guides, storeCount] = await Promise.all([
    payload.findGlobal({ slug: 'home', locale, depth: 2, overrideAccess: false }),
    payload.find({
      collection: 'post-categories',
      locale,
      where: { primary: { equals: true } },
      sort: 'sortOrder',
      limit: 24,
      depth: 0,
      overrideAccess: false,
    }),
    payload.find({
      collection: 'posts',
      locale,
      sort: '-publishedAt',
      limit: 6,
      depth: 1,
      overrideAccess: false,
    }),
    payload.count({ collection: 'stores', overrideAccess: false }),
  ])
  return {
    home,
    primaryCategories: primaryCategories.docs,
    popularStores: (home.popularStores ?? []).filter(isDocument),
    guides: guides.docs,
    storeCount: storeCount.totalDocs,
  }
}
