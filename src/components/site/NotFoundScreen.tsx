import { headers } from 'next/headers'

import { translator } from '@/i18n/intl'
import { isLocaleCode, type LocaleCode } from '@/i18n/locales'

import { SafeLink } from './SafeLink'

/**
 * The 404 screen (SPEC 8): "Page not found: {path}" when no route matches, "Page Not Found: {fullPath}"
 * when a route's validity check failed, with what was not found. The path is the one the visitor asked
 * for (the proxy passes it on), and so is the language.
 */
export async function NotFoundScreen({
  invalid = false,
  what,
}: {
  invalid?: boolean
  what?: 'category' | 'publication'
}) {
  const path = (await headers()).get('x-site-path') ?? '/'
  const prefix = path.split('/')[1]
  const locale: LocaleCode = isLocaleCode(prefix) ? prefix : 'en'
  const t = translator(locale)
  return (
    <section className="error-screen">
      <h1>{invalid ? t('error.routeNotFound', { path }) : t('error.pageNotFound', { path })}</h1>
      {what === 'category' ? <p>{t('error.categoryNotFound')}</p> : null}
      {what === 'publication' ? <p>{t('error.publicationNotFound')}</p> : null}
      <SafeLink href="/" locale={locale} className="button button--lg">
        {t('button.backToHome')}
      </SafeLink>
    </section>
  )
}
