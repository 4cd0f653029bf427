import type { Endpoint } from 'payload'

import { clicksCsv, parseReportFilters } from '@/data/clicksReport'
import { EDITORS_ONLY_MESSAGE } from '@/config/requestLimits.mjs'

/**
 * GET /api/clicks/report.csv?days=30&store=…&country=…: the clicks report (the admin's Clicks view)
 * as a CSV file, every row of it. Signed-in editors only.
 */
export const clicksReportCsv: Endpoint = {
  path: '/clicks/report.csv',
  method: 'get',
  handler: async (req) => {
    const headers = { 'Cache-Control': 'no-store' }
    if (!req.user) {
      return Response.json(
        { errors: [{ message: EDITORS_ONLY_MESSAGE }] },
        { status: 401, headers },
      )
    }
    const parsed = parseReportFilters(Object.fromEntries(new URL(req.url!).searchParams))
    if ('error' in parsed) {
      return Response.json({ errors: [{ message: parsed.error }] }, { status: 400, headers })
    }
    const { days, store, country } = parsed.filters
    const name = ['clicks', `${days}d`, store ? `store-${store}` : '', country ?? '']
      .filter(Boolean)
      .join('-')
    return new Response(await clicksCsv(parsed.filters), {
      headers: {
        ...headers,
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${name}.csv"`,
      },
    })
  },
}
