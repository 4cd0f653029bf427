import { LegalPage, legalPageMetadata } from '@/components/site/LegalPage'
import { getLegalPage } from '@/data/home'
import { siteParams, type SiteParams } from '@/lib/siteParams'

export async function generateMetadata({ params }: { params: Promise<SiteParams> }) {
  const { locale } = await siteParams(params)
  return legalPageMetadata('privacy', locale, await getLegalPage('privacy', locale))
}

export default async function Page({ params }: { params: Promise<SiteParams> }) {
  const { locale } = await siteParams(params)
  return <LegalPage slug="privacy" locale={locale} page={await getLegalPage('privacy', locale)} />
}
