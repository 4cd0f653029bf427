import type { LegalPageData } from '@/data/home'
import { translator } from '@/i18n/intl'
import type { LocaleCode } from '@/i18n/locales'
import { paths } from '@/i18n/paths'
import { pageMetadata } from '@/lib/metadata'
import { metaDescription } from '@/lib/seo'

import { Breadcrumbs } from './Breadcrumbs'
import { EditTarget } from '@/components/site/EditTarget'

/** The imprint or the privacy policy: the global's title and rich text. */
export function LegalPage({
  slug,
  locale,
  page,
}: {
  slug: 'imprint' | 'privacy'
  locale: LocaleCode
  page: LegalPageData
}) {
  return (
    <article className="article">
      <EditTarget global={slug} />
      <Breadcrumbs locale={locale} items={[{ name: page.title }]} />
      <h1>{page.title}</h1>
      <div className="prose" dangerouslySetInnerHTML={{ __html: page.html }} />
    </article>
  )
}

/** Its metadata: the catalogue's title, the opening of the text as description. */
export function legalPageMetadata(
  slug: 'imprint' | 'privacy',
  locale: LocaleCode,
  page: LegalPageData,
) {
  const text = page.html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  return pageMetadata({
    locale,
    path: paths[slug](),
    title: translator(locale)(slug === 'imprint' ? 'seo.imprint.title' : 'seo.privacy.title'),
    description: metaDescription(text),
  })
}
