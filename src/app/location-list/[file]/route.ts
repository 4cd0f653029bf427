/**
 * GET /location-list/{lang}.json: the location selector's countries in one language
 * (src/geo/countryGroups.ts), loaded by the header's selector when it is opened. Made at build time,
 * one file per language; the names change only with a new build.
 */
import { countryGroups } from '@/geo/countryGroups'
import { localeCodes } from '@/i18n/locales'

export const dynamic = 'force-static'
export const dynamicParams = false

export function generateStaticParams() {
  return localeCodes.map((code) => ({ file: `${code}.json` }))
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params
  const code = localeCodes.find((locale) => file === `${locale}.json`)
  if (!code) return new Response('Not found', { status: 404 })
  return Response.json(countryGroups(code))
}
