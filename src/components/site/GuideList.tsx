import { EXCLUDED_CATEGORY_ID } from '@/config/constants'
import { notFound } from 'next/navigation'

import { categoryName, withDescendants, type CategoryRow } from '@/data/categories'
import { listPosts } from '@/data/posts'
import { translator } from '@/i18n/intl'
import type { LocaleCode } from '@/i18n/locales'
import { paths } from '@/i18n/paths'

import { Breadcrumbs } from './Breadcrumbs'
import { GuideGrid } from './Cards'
import { Pagination } from './Pagination'

const PAGE_SIZE = 12

/** The guides list, of everything or of one category. */
export async function GuideList({
  locale,
  category,
  page,
}: {
  locale: LocaleCode
  category?: CategoryRow
  page: number
}) {
  const t = translator(locale)
  const guides = await listPosts({
    lang: locale,
    page: Math.max(1, Math.min(page, 10_000)),
    limit: PAGE_SIZE,
    categoryIds: category ? await withDescendants(category) : null,
    excludedCategoryIds: [EXCLUDED_CATEGORY_ID],
  })
  if (page > 1 && guides.docs.length === 0) notFound()
  const title = category
    ? t('guides.ofCategory', { category: categoryName(category, locale) })
    : t('guides.title')
  return (
    <>
      <Breadcrumbs
        locale={locale}
        items={[
          { name: t('nav.shoppingGuides'), href: paths.guides() },
          ...(category ? [{ name: categoryName(category, locale) }] : []),
        ]}
      />
      <h1>{title}</h1>
      {!category ? <p className="lead">{t('guides.intro')}</p> : null}
      {guides.docs.length ? (
        <GuideGrid guides={guides.docs} locale={locale} />
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
