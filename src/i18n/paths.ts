/** Public paths of documents (English, unprefixed); the one place that knows the site's URL shapes. */
export const paths = {
  home: () => '/',
  categories: () => '/categories',
  stores: () => '/stores',
  search: () => '/search',
  deals: () => '/deals',
  products: () => '/products',
  imprint: () => '/imprint',
  privacy: () => '/privacy',
  store: (slug: string) => `/stores/${slug}`,
  product: (slug: string) => `/products/${slug}`,
  group: (slug: string) => `/groups/${slug}`,
  category: (...slugs: string[]) => `/categories/${slugs.join('/')}`,
  guide: (subcategorySlug: string, slug: string) => `/shopping-guides/${subcategorySlug}/${slug}`,
  guides: (subcategorySlug?: string) =>
    subcategorySlug ? `/shopping-guides/${subcategorySlug}` : '/shopping-guides',
  /** A tracked link to a shop (src/clicks): the shopper's country goes with it, to be counted. */
  out: (kind: 'store' | 'offer', id: string | number, country: string) =>
    `/out/${kind}/${id}?country=${country}`,
}

/** A path in the given language: English unprefixed, the others under `/xx`. */
export function localized(locale: string, path: string): string {
  if (locale === 'en') return path
  return path === '/' ? `/${locale}` : `/${locale}${path}`
}
