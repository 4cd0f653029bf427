import { getLegalPage } from '@/data/home'
import type { LocaleCode } from '@/i18n/locales'

import { Breadcrumbs } from './Breadcrumbs'

/** The imprint or the privacy policy: the global's title and rich text. */
export async function LegalPage({
  slug,
  locale,
}: {
  slug: 'imprint' | 'privacy'
  locale: LocaleCode
}) {
  const page = await getLegalPage(slug, locale)
  return (
    <article className="article">
      <Breadcrumbs locale={locale} items={[{ name: page.title }]} />
      <h1>{page.title}</h1>
      <div className="prose" dangerouslySetInnerHTML={{ __html: page.html }} />
    </article>
  )
}
