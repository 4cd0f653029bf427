import { LegalPage, legalPageMetadata } from '@/components/site/LegalPage'
import { siteParams, type SiteParams } from '@/components/site/route'

export async function generateMetadata({ params }: { params: Promise<SiteParams> }) {
  return legalPageMetadata('privacy', (await siteParams(params)).locale)
}

export default async function Page({ params }: { params: Promise<SiteParams> }) {
  const { locale } = await siteParams(params)
  return <LegalPage slug="privacy" locale={locale} />
}
