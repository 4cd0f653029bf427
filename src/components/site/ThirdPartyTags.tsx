import type { ThirdPartySettings } from '@/data/siteSettings'
import { translator } from '@/i18n/intl'
import type { LocaleCode } from '@/i18n/locales'
import { localized, paths } from '@/i18n/paths'
import { env } from '@/config/env'

import { LazyConsentBanner } from './LazyConsent'

/**
 * What SiteSettings adds for third parties: the site-verification meta tags (React places
 * them in the head; they make no request, so they need no consent) and, when an analytics script is
 * configured, the consent banner that alone may load it. With nothing configured this renders nothing
 * and the page makes no third-party request at all.
 */
export function ThirdPartyTags({
  locale,
  settings: { analytics, verificationTags },
}: {
  locale: LocaleCode
  settings: ThirdPartySettings
}) {
  const t = translator(locale)
  return (
    <>
      {verificationTags.map((tag) => (
        <meta key={tag.name} name={tag.name} content={tag.content} />
      ))}
      {analytics ? (
        <LazyConsentBanner
          analytics={analytics}
          privacyHref={localized(locale, paths.privacy())}
          secure={env.COOKIE_SECURE}
          texts={{
            title: t('consent.title'),
            text: t('consent.text'),
            privacy: t('footer.privacyPolicy'),
            accept: t('consent.accept'),
            decline: t('consent.decline'),
          }}
        />
      ) : null}
    </>
  )
}
