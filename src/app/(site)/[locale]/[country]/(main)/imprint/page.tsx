import { Breadcrumbs } from '@/components/site/Breadcrumbs'
import { siteParams, type SiteParams } from '@/components/site/route'
import { getLegalPage } from '@/data/home'

export default async function LegalPage({ params }: { params: Promise<SiteParams> }) {
  const { locale } = await siteParams(params)
  const page = await getLegalPage('imprint', locale)
  return (
    <article className="article">
      <Breadcrumbs locale={locale} items={[{ name: page.title }]} />
      <h1>{page.title}</h1>
      <div className="prose" dangerouslySetInnerHTML={{ __html: page.html }} />
    </article>
  )
}
