import type { ReactNode } from 'react'

import { Footer, Header } from '@/components/site/Chrome'
import { EditBar } from '@/components/site/EditBar'
import { ErrorTextsProvider } from '@/components/site/ErrorTexts'
import { siteParams, type SiteParams } from '@/components/site/route'
import { SitePolicies } from '@/components/site/SitePolicies'
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
      <SitePolicies locale={locale} />
      <Header locale={locale} country={country} />
      <main id="content" className="page">
        {children}
      </main>
      <Footer locale={locale} />
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
