import { siteParams, type SiteParams, slugParam } from '@/lib/siteParams'
import { NotFoundPage } from '@/components/site/NotFoundPage'
import { StoreView } from '@/components/site/StoreView'
import { storePageLists } from '@/data/storePage'
import { getStore } from '@/data/stores'
import { translator } from '@/i18n/intl'
import { localized, paths } from '@/i18n/paths'
import { pageMetadata } from '@/lib/metadata'

type Params = SiteParams & { slug: string; page: string }

// A later page of a store's products, `/stores/{slug}?page=n` as src/proxy.ts rewrites it: rendered
// on its first request and kept until the store or its products change.
export function generateStaticParams() {
  return []
}

/**
 * The store (by its slug, never its id), the page number and the page's lists, read once for the
 * metadata and the page (the reads are cached); no store past the last page of its products (or any
 * later page where it lists none).
 */
async function storePage(params: Promise<Params>) {
  const { locale, country } = await siteParams(params)
  const { slug: rawSlug, page: rawPage } = await params
  const slug = slugParam(rawSlug)
  const page = Number(rawPage)
  const store =
    Number.isInteger(page) && page > 1 && !/^\d+$/.test(slug) ? await getStore(slug, locale) : null
  const lists = store ? await storePageLists(store, locale, country, page) : null
  const found = store && lists?.products?.docs.length ? { store, lists } : null
  return { locale, country, slug, page, found }
}

export async function generateMetadata({ params }: { params: Promise<Params> }) {
  const { locale, page, found } = await storePage(params)
  if (!found) return { title: translator(locale)('seo.notFound.title') }
  const { store } = found
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
  const { locale, country, slug, page, found } = await storePage(params)
  if (!found) {
    return <NotFoundPage path={localized(locale, `${paths.store(slug)}?page=${page}`)} />
  }
  return <StoreView store={found.store} lists={found.lists} locale={locale} country={country} />
}
