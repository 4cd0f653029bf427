import { env } from '@/config/env'
import type { FooterCategory } from '@/data/categories'
import type { CountryCode } from '@/geo/countries'
import { countryLabel } from '@/geo/countryGroups'
import { translator } from '@/i18n/intl'
import { locales, type LocaleCode } from '@/i18n/locales'
import { localized, paths } from '@/i18n/paths'

import { LazyCookieSettingsButton } from './LazyConsent'
import { LanguageSelector } from './LanguageSelector'
import { LocationSelector } from './LocationSelector'
import { SafeLink } from './SafeLink'
import { SearchBox } from './SearchBox'

/** The header: brand, main menu, the search box, and the location and language selectors. */
export function Header({ locale, country }: { locale: LocaleCode; country: CountryCode }) {
  const t = translator(locale)
  return (
    <header className="site-header">
      <a className="skip-link" href="#content">
        {t('site.skipToContent')}
      </a>
      <div className="site-header__inner">
        <SafeLink href="/" locale={locale} className="site-header__brand">
          {t('site.name')}
        </SafeLink>
        <nav aria-label={t('nav.mainMenu')} className="site-nav">
          <SafeLink href={paths.categories()} locale={locale}>
            {t('nav.categories')}
          </SafeLink>
          <SafeLink href={paths.stores()} locale={locale}>
            {t('nav.stores')}
          </SafeLink>
          <SafeLink href={paths.guides()} locale={locale}>
            {t('nav.shoppingGuides')}
          </SafeLink>
          <SafeLink href={paths.deals()} locale={locale}>
            {t('nav.deals')}
          </SafeLink>
        </nav>
        <SearchBox
          action={localized(locale, paths.search())}
          lang={locale}
          country={country}
          texts={{
            label: t('search.label'),
            placeholder: t('search.placeholder'),
            submit: t('search.submit'),
            suggestions: t('search.suggestions'),
            counts: Array.from({ length: 9 }, (_, count) => t('search.suggestionCount', { count })),
            types: {
              store: t('search.stores'),
              product: t('search.products'),
              category: t('search.categories'),
              guide: t('search.guides'),
            },
          }}
        />
        <div className="site-header__selectors">
          <LocationSelector
            current={country}
            currentName={countryLabel(country, locale)}
            lang={locale}
            secure={env.COOKIE_SECURE}
            texts={{
              label: t('selector.location'),
              heading: t('selector.selectLocation'),
              search: t('selector.searchCountries'),
              none: t('selector.noCountries'),
            }}
          />
          <LanguageSelector
            current={locale}
            label={t('selector.language')}
            secure={env.COOKIE_SECURE}
            options={locales.map((l) => ({ code: l.code, label: l.label }))}
          />
        </div>
      </div>
    </header>
  )
}

/**
 * The footer: popular categories, guides, privacy and imprint; "Cookie settings" only where there is
 * something to consent to (`analytics`, a configured analytics script).
 */
export function Footer({
  locale,
  categories,
  analytics,
}: {
  locale: LocaleCode
  categories: readonly FooterCategory[]
  analytics: boolean
}) {
  const t = translator(locale)
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <section>
          <h2>{t('footer.popularCategories')}</h2>
          <ul>
            {categories.map((category) => (
              <li key={category.id}>
                <SafeLink href={paths.category(category.seoSlug)} locale={locale}>
                  {category.name}
                </SafeLink>
              </li>
            ))}
          </ul>
        </section>
        <section>
          <h2>{t('footer.shoppingGuides')}</h2>
          <ul>
            <li>
              <SafeLink href={paths.guides()} locale={locale}>
                {t('nav.shoppingGuides')}
              </SafeLink>
            </li>
            <li>
              <SafeLink href={paths.stores()} locale={locale}>
                {t('nav.stores')}
              </SafeLink>
            </li>
          </ul>
        </section>
        <section>
          <h2>{t('footer.privacy')}</h2>
          <ul>
            <li>
              <SafeLink href={paths.imprint()} locale={locale}>
                {t('footer.imprint')}
              </SafeLink>
            </li>
            <li>
              <SafeLink href={paths.privacy()} locale={locale}>
                {t('footer.privacyPolicy')}
              </SafeLink>
            </li>
            {analytics ? (
              <li>
                <LazyCookieSettingsButton label={t('footer.cookieSettings')} />
              </li>
            ) : null}
          </ul>
        </section>
      </div>
      <p className="site-footer__note">
        {t('footer.copyright', { year: new Date().getFullYear() })}
      </p>
    </footer>
  )
}
