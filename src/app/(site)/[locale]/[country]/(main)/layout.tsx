import type { ReactNode } from 'react'

import { Footer, Header } from '@/components/site/Chrome'
import { EditBar } from '@/components/site/EditBar'
import { ErrorTextsProvider } from '@/components/site/ErrorTexts'
import { siteParams, type SiteParams } from '@/lib/siteParams'
import { SitePolicies } from '@/components/site/SitePolicies'
import { footerCategories } from '@/data/categories'
import { getThirdPartySettings, NO_THIRD_PARTIES } from '@/data/siteSettings'
import { translator } from '@/i18n/intl'
import { localized } from '@/i18n/paths'

/** The app shell: one layout wrapping every page of the site. */
export default async function MainLayout({
  children,
  params,
}: {
  children: ReactNode
  params: Promise<SiteParams>
}) {
  const { locale, country } = await siteParams(params)
  // Neither may take the page down: it is served without them.
  const [thirdParties, categories] = await Promise.all([
    getThirdPartySettings().catch(() => NO_THIRD_PARTIES),
    footerCategories(locale).catch(() => []),
  ])
  const t = translator(locale)
  const errorTexts = {
    oops: t('error.oops', { status: '{status}' }),
    back: t('button.backToHome'),
    generic: t('error.generic'),
    reference: t('error.reference', { id: '{id}' }),
    home: localized(locale, '/'),
  }
  return (
    <ErrorTextsProvider texts={errorTexts}>
      <SitePolicies locale={locale} thirdParties={thirdParties} />
      <Header locale={locale} country={country} />
      <main id="content" className="page">
        {children}
      </main>
      <Footer locale={locale} categories={categories} analytics={thirdParties.analytics !== null} />
      <EditBar
        locale={locale}
        texts={{
          label: t('editBar.label'),
          edit: t('editBar.edit'),
          preview: t('editBar.preview'),
          admin: t('editBar.admin'),
          exit: t('editBar.exit'),
        }}
      />
    </ErrorTextsProvider>
  )
}
