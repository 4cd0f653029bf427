import type { Page, PostSummary } from '@/data/types'
import { translator } from '@/i18n/intl'
import type { LocaleCode } from '@/i18n/locales'
import { paths } from '@/i18n/paths'

import { Breadcrumbs } from './Breadcrumbs'
import { GuideGrid } from './Cards'
import { Pagination } from './Pagination'

/** The guides list, of everything or of one category. */
export function GuideList({
  locale,
  category,
  guides,
}: {
  locale: LocaleCode
  category?: { seoSlug: string; name: string }
  guides: Page<PostSummary>
}) {
  const t = translator(locale)
  const title = category ? t('guides.ofCategory', { category: category.name }) : t('guides.title')
  return (
    <>
      <Breadcrumbs
        locale={locale}
        items={[
          { name: t('nav.shoppingGuides'), href: paths.guides() },
          ...(category ? [{ name: category.name }] : []),
        ]}
      />
      <h1>{title}</h1>
      {!category ? <p className="lead">{t('guides.intro')}</p> : null}
      {guides.docs.length ? (
        <GuideGrid guides={guides.docs} locale={locale} titleLevel={2} />
      ) : (
        <p>{t('category.empty')}</p>
      )}
      <Pagination
        locale={locale}
        path={paths.guides(category?.seoSlug)}
        page={guides.page}
        totalPages={guides.totalPages}
      />
    </>
  )
}
