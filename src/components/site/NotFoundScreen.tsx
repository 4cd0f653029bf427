import { locale as rootLocale } from 'next/root-params'

import { translator } from '@/i18n/intl'
import { isLocaleCode, type LocaleCode } from '@/i18n/locales'

import { RequestedPath } from './RequestedPath'
import { notFoundPath } from './route'
import { SafeLink } from './SafeLink'

const PLACEHOLDER = '\u0000'

/**
 * The 404 screen (SPEC 8): "Page not found: {path}" when no route matches, "Page Not Found: {fullPath}"
 * when a route's validity check failed, with what was not found, in the page's language. A cached
 * route's 404 is rendered once for all its unknown paths, so the path itself comes from the browser
 * there (RequestedPath); the unmatched-route page, rendered per request, knows it on the server.
 */
export async function NotFoundScreen({
  invalid = false,
  what,
}: {
  invalid?: boolean
  what?: 'category' | 'publication'
}) {
  const known = notFoundPath()
  const param = await rootLocale().catch(() => undefined)
  const locale: LocaleCode = isLocaleCode(param ?? '') ? (param as LocaleCode) : known.locale
  const t = translator(locale)
  const key = invalid ? 'error.routeNotFound' : 'error.pageNotFound'
  // Unknown on a cached route's 404 (the default '/' was never replaced): the browser fills it in.
  const unknown = known.path === '/'
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
          t(key, { path: known.path })
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
