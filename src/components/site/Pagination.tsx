import { translator } from '@/i18n/intl'
import type { LocaleCode } from '@/i18n/locales'

import { withQuery, type QueryValues } from '@/lib/listParams'
import { SafeLink } from './SafeLink'

/** Real paginated URLs (`?page=2`), for crawlers and for browsing without JavaScript. */
export function Pagination({
  locale,
  path,
  page,
  totalPages,
  query = {},
}: {
  locale: LocaleCode
  path: string
  page: number
  totalPages: number
  query?: QueryValues
}) {
  if (totalPages <= 1) return null
  const t = translator(locale)
  const href = (target: number) =>
    withQuery(path, { ...query, page: target > 1 ? String(target) : undefined })
  return (
    <nav aria-label={t('pagination.label')} className="pagination">
      {page > 1 ? (
        <SafeLink href={href(page - 1)} locale={locale} className="button button--sm">
          {t('button.previous')}
        </SafeLink>
      ) : null}
      <span>{t('pagination.page', { page, total: totalPages })}</span>
      {page < totalPages ? (
        <SafeLink href={href(page + 1)} locale={locale} className="button button--sm">
          {t('button.next')}
        </SafeLink>
      ) : null}
    </nav>
  )
}
