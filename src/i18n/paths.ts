/** Public paths of documents (English, unprefixed); the one place that knows the site's URL shapes. */
export const paths = {
  home: () => '/',
  store: (slug: string) => `/stores/${slug}`,
  category: (...slugs: string[]) => `/categories/${slugs.join('/')}`,
  guide: (subcategorySlug: string, slug: string) => `/shopping-guides/${subcategorySlug}/${slug}`,
  guides: (subcategorySlug?: string) =>
    subcategorySlug ? `/shopping-guides/${subcategorySlug}` : '/shopping-guides',
}
