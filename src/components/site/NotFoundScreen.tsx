import { locale as rootLocale } from 'next/root-params'

import { translator } from '@/i18n/intl'
import { isLocaleCode, type LocaleCode } from '@/i18n/locales'

import { RequestedPath } from './ErrorTexts'
import { SafeLink } from './SafeLink'

const PLACEHOLDER = '\u0000'

/**
 * The 404 screen: "Page not found: {path}" when no route matches, "Page Not Found: {fullPath}"
 * when a route's validity check failed, with what was not found, in the page's language. A page that
 * found nothing passes the path (NotFoundPage); a segment's not-found boundary, drawn in the browser
 * and shared by every unknown path of its route, leaves it to the browser's address (RequestedPath).
 */
export async function NotFoundScreen({
  invalid = false,
  what,
  path,
}: {
  invalid?: boolean
  what?: 'category' | 'publication'
  path?: string
}) {
  const param = await rootLocale().catch(() => undefined)
  const locale: LocaleCode = isLocaleCode(param ?? '') ? (param as LocaleCode) : 'en'
  const t = translator(locale)
  const key = invalid ? 'error.routeNotFound' : 'error.pageNotFound'
  const unknown = path === undefined
  const [before, after] = t(key, { path: PLACEHOLDER }).split(PLACEHOLDER)
  return (
    <section className="error-screen">
      <h1>
        {unknown ? (
          <>
            {before}
            <RequestedPath initial="" />
            {after}
          </>
        ) : (
          t(key, { path })
        )}
      </h1>
      {what === 'category' ? <p>{t('error.categoryNotFound')}</p> : null}
      {what === 'publication' ? <p>{t('error.publicationNotFound')}</p> : null}
      <SafeLink href="/" locale={locale} className="button button--lg">
        {t('button.backToHome')}
      </SafeLink>
    </section>
  )
}
