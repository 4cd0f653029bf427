import { LegalPage } from '@/components/site/LegalPage'
import { siteParams, type SiteParams } from '@/components/site/route'

export default async function Page({ params }: { params: Promise<SiteParams> }) {
  const { locale } = await siteParams(params)
  return <LegalPage slug="imprint" locale={locale} />
}
