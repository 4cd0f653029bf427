import { env } from '@/config/env'
import type { ThirdPartySettings } from '@/data/siteSettings'
import type { LocaleCode } from '@/i18n/locales'
import { currentBuildId } from '@/lib/buildId'

import { Navigation } from './Navigation'
import { Sliders } from './Sliders'
import { ThirdPartyTags } from './ThirdPartyTags'

/**
 * The site's client-side policies in one place for the layout: third-party tags behind the
 * consent banner (first in the document, where keyboard users meet it first), new-build detection,
 * the following and prefetching of every internal link, and the sliders' buttons.
 */
export function SitePolicies({
  locale,
  thirdParties,
}: {
  locale: LocaleCode
  thirdParties: ThirdPartySettings
}) {
  return (
    <>
      <ThirdPartyTags locale={locale} settings={thirdParties} />
      <Navigation buildId={currentBuildId()} intervalMs={env.BUILD_CHECK_INTERVAL_SECONDS * 1000} />
      <Sliders />
    </>
  )
}
