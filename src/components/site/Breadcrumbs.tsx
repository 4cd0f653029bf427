import { translator } from '@/i18n/intl'
import type { LocaleCode } from '@/i18n/locales'
import { localized } from '@/i18n/paths'
import { breadcrumbData } from '@/lib/structuredData'

import { JsonLd } from './JsonLd'

import { SafeLink } from './SafeLink'

/** The trail above a nested page; the last item is the current page. */
export function Breadcrumbs({
  locale,
  items,
}: {
  locale: LocaleCode
  items: { name: string; href?: string }[]
}) {
  const t = translator(locale)
  return (
    <nav aria-label={t('nav.breadcrumb')} className="breadcrumbs">
      <ol>
        <li>
          <SafeLink href="/" locale={locale}>
            {t('nav.home')}
          </SafeLink>
        </li>
        {items.map((item, index) => (
          <li key={`${item.name}-${index}`}>
            {item.href && index < items.length - 1 ? (
              <SafeLink href={item.href} locale={locale}>
                {item.name}
              </SafeLink>
            ) : (
              <span aria-current="page">{item.name}</span>
            )}
          </li>
        ))}
      </ol>
      <JsonLd
        data={breadcrumbData(
          [{ name: t('nav.home'), href: '/' }, ...items].map((item) => ({
            name: item.name,
            href: item.href ? localized(locale, item.href) : undefined,
          })),
        )}
      />
    </nav>
  )
}
