import { notFound } from 'next/navigation'
import { headers } from 'next/headers'

import { siteParams, type SiteParams, slugParam } from '@/lib/siteParams'
import { StoreView } from '@/components/site/StoreView'
import { storePageLists } from '@/data/storePage'
import { getStore } from '@/data/stores'
import { translator } from '@/i18n/intl'
import { localized, paths } from '@/i18n/paths'
import { pageMetadata } from '@/lib/metadata'

type Params = SiteParams & { slug: string; page: string }

// A later page of a store's products: rendered per request, from the tagged data cache.
export const dynamic = 'force-dynamic'

/**
 * The store and page number, when this request is `/stores/{slug}?page=n` rewritten by src/proxy.ts
 * (which always sets `x-site-path` to the path the visitor asked for): asked for by its own path,
 * this route is no page.
 */
async function storePage(params: Promise<Params>) {
  const { locale, country } = await siteParams(params)
  const { slug: rawSlug, page: rawPage } = await params
  const slug = slugParam(rawSlug)
  const page = Number(rawPage)
  const asked = slugParam((await headers()).get('x-site-path') ?? '')
  const rewritten = asked === localized(locale, paths.store(slug))
  const store =
    rewritten && Number.isInteger(page) && page > 1 && !/^\d+$/.test(slug)
      ? await getStore(slug, locale)
      : null
  return { locale, country, page, store }
}

export async function generateMetadata({ params }: { params: Promise<Params> }) {
  const { locale, page, store } = await storePage(params)
  if (!store) return { title: translator(locale)('seo.notFound.title') }
  return pageMetadata({
    locale,
    // Each page lists other products: pages after the first are their own canonical URL.
    path: `${paths.store(store.slug)}?page=${page}`,
    title: store.meta.title,
    description: store.meta.description,
    image: store.logo,
  })
}

export default async function StoreProductsPage({ params }: { params: Promise<Params> }) {
  const { locale, country, page, store } = await storePage(params)
  if (!store) notFound()
  const lists = await storePageLists(store, locale, country, page)
  // Past the last page of its products (or any later page where it lists none): the 404 page.
  if (!lists.products?.docs.length) notFound()
  return <StoreView store={store} lists={lists} locale={locale} country={country} />
}
