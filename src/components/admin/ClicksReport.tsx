import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import Link from 'next/link'
import type { AdminViewServerProps } from 'payload'

import {
  REPORT_DAYS,
  REPORT_PAGE_SIZE,
  clicksReport,
  parseReportFilters,
  reportFilters,
  type ReportFilters,
} from '@/clicks/report'
import { countryCodes, countryName } from '@/geo/countries'

const number = new Intl.NumberFormat('en-US')

function query(filters: ReportFilters, page?: number): string {
  const params = new URLSearchParams({ days: String(filters.days) })
  if (filters.store) params.set('store', String(filters.store))
  if (filters.country) params.set('country', filters.country)
  if (page && page > 1) params.set('page', String(page))
  return params.toString()
}

/**
 * /admin/clicks: the shoppers' clicks to the shops (src/clicks) by day, store and country, filtered by
 * period, store and country, with the whole report as CSV. What the site shows retailers.
 */
export async function ClicksReport({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const parsed = parseReportFilters(searchParams ?? {})
  const filters = 'filters' in parsed ? parsed.filters : reportFilters.parse({})
  const report = 'filters' in parsed ? await clicksReport(filters) : null
  const pages = report ? Math.max(1, Math.ceil(report.totalRows / REPORT_PAGE_SIZE)) : 1
  return (
    <DefaultTemplate
      i18n={initPageResult.req.i18n}
      locale={initPageResult.locale}
      params={params}
      payload={initPageResult.req.payload}
      permissions={initPageResult.permissions}
      searchParams={searchParams}
      user={initPageResult.req.user || undefined}
      visibleEntities={initPageResult.visibleEntities}
    >
      <Gutter className="clicks-report">
        <h1>Clicks to the shops</h1>
        <p>
          Every counted click from the site to a shop (“Visit store”, “Go to shop”): no IP address
          and no cookie is stored, and obvious bots are not counted. Days are UTC.
        </p>
        <form
          method="get"
          className="clicks-report__filters"
          style={{
            display: 'flex',
            gap: 16,
            flexWrap: 'wrap',
            alignItems: 'end',
            margin: '16px 0',
          }}
        >
          <label>
            Period
            <br />
            <select name="days" defaultValue={String(filters.days)}>
              {REPORT_DAYS.map((days) => (
                <option key={days} value={days}>
                  Last {days} days
                </option>
              ))}
            </select>
          </label>
          <label>
            Store id
            <br />
            <input name="store" type="number" min={1} defaultValue={filters.store ?? ''} />
          </label>
          <label>
            Country
            <br />
            <select name="country" defaultValue={filters.country ?? ''}>
              <option value="">All countries</option>
              {countryCodes.map((code) => (
                <option key={code} value={code}>
                  {countryName(code)} ({code})
                </option>
              ))}
            </select>
          </label>
          <button
            type="submit"
            className="btn btn--style-secondary btn--size-small"
            style={{ margin: 0 }}
          >
            Show
          </button>
          <a href={`/api/clicks/report.csv?${query(filters)}`} download>
            Export CSV
          </a>
        </form>
        {'error' in parsed ? (
          <p role="alert" className="clicks-report__error">
            {parsed.error}
          </p>
        ) : null}
        {report ? (
          <>
            <p className="clicks-report__total">
              <strong>{number.format(report.totalClicks)}</strong>{' '}
              {report.totalClicks === 1 ? 'click' : 'clicks'} in the last {filters.days} days
              {filters.store ? ` for store ${filters.store}` : ''}
              {filters.country ? ` from ${countryName(filters.country)}` : ''}.
            </p>
            {report.rows.length ? (
              <table
                className="table clicks-report__table"
                style={{ width: '100%', borderCollapse: 'collapse' }}
              >
                <thead>
                  <tr>
                    <th style={{ textAlign: 'left' }}>Day</th>
                    <th style={{ textAlign: 'left' }}>Store</th>
                    <th style={{ textAlign: 'left' }}>Country</th>
                    <th style={{ textAlign: 'right' }}>Clicks</th>
                  </tr>
                </thead>
                <tbody>
                  {report.rows.map((row) => (
                    <tr key={`${row.day}:${row.storeId}:${row.country}`}>
                      <td>{row.day}</td>
                      <td>
                        {row.storeName ? (
                          <Link href={`/admin/collections/stores/${row.storeId}`}>
                            {row.storeName}
                          </Link>
                        ) : (
                          `Deleted store ${row.storeId}`
                        )}
                      </td>
                      <td>{row.country ?? 'unknown'}</td>
                      <td style={{ textAlign: 'right' }}>{number.format(row.clicks)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : (
              <p>No clicks in this period.</p>
            )}
            {pages > 1 ? (
              <nav aria-label="Report pages" style={{ display: 'flex', gap: 16, marginTop: 16 }}>
                {filters.page > 1 ? (
                  <Link href={`/admin/clicks?${query(filters, filters.page - 1)}`}>Previous</Link>
                ) : null}
                <span>
                  Page {filters.page} of {pages}
                </span>
                {filters.page < pages ? (
                  <Link href={`/admin/clicks?${query(filters, filters.page + 1)}`}>Next</Link>
                ) : null}
              </nav>
            ) : null}
          </>
        ) : null}
      </Gutter>
    </DefaultTemplate>
  )
}
