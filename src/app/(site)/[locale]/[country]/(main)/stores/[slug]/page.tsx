import { NotFoundPage } from '@/components/site/NotFoundPage'
import { siteParams, type SiteParams, slugParam } from '@/lib/siteParams'
import { StoreView } from '@/components/site/StoreView'
import { storePageLists } from '@/data/storePage'
import { getStore } from '@/data/stores'
import { translator } from '@/i18n/intl'
import { localized, paths } from '@/i18n/paths'
import { pageMetadata } from '@/lib/metadata'

type Params = SiteParams & { slug: string }

/**
 * Rendered on first request and cached until its data's tags change (see the root layout). Its
 * products' later pages (`?page=2`) come from ./[page], where src/proxy.ts sends them.
 */
export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: { params: Promise<Params> }) {
  const { locale } = await siteParams(params)
  const slug = slugParam((await params).slug)
  const store = /^\d+$/.test(slug) ? null : await getStore(slug, locale)
  if (!store) return { title: translator(locale)('seo.notFound.title') }
  return pageMetadata({
    locale,
    path: paths.store(store.slug),
    title: store.meta.title,
    description: store.meta.description,
    image: store.meta.image,
  })
}

export default async function StorePage({ params }: { params: Promise<Params> }) {
  const { locale, country } = await siteParams(params)
  const slug = slugParam((await params).slug)
  // Only slugs: a numeric id is not a store's address.
  const store = /^\d+$/.test(slug) ? null : await getStore(slug, locale)
  if (!store) return <NotFoundPage path={localized(locale, paths.store(slug))} />
  const lists = await storePageLists(store, locale, country, 1)
  return <StoreView store={store} lists={lists} locale={locale} country={country} />
}
