import { invalidRoute, siteParams, type SiteParams, slugParam } from '@/components/site/route'

/** No route matches: the 404 page with "Page not found: {path}". */
export default async function Unmatched({
  params,
}: {
  params: Promise<SiteParams & { rest: string[] }>
}) {
  const { locale } = await siteParams(params)
  const { rest } = await params
  invalidRoute(locale, `/${rest.map((segment) => slugParam(segment)).join('/')}`)
}
