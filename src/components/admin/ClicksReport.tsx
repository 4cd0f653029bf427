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
} from '@/data/clicksReport'
import { countryCodes, countryName } from '@/geo/countries'
import type { AdminMessage } from '@/i18n/admin/messages'
import { adminMessage } from '@/i18n/admin/text'

function query(filters: ReportFilters, page?: number): string {
  const params = new URLSearchParams({ days: String(filters.days) })
  if (filters.store) params.set('store', filters.store)
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
  const { language } = initPageResult.req.i18n
  const t = (key: AdminMessage, values?: Record<string, string | number>) =>
    adminMessage(language, key, values)
  const number = new Intl.NumberFormat(language)
  const country = (code: string) => countryName(code as never, language)
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
        <h1>{t('clicksTitle')}</h1>
        <p>{t('clicksIntro')}</p>
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
            {t('clicksPeriod')}
            <br />
            <select name="days" defaultValue={String(filters.days)}>
              {REPORT_DAYS.map((days) => (
                <option key={days} value={days}>
                  {t('clicksLastDays', { days })}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t('clicksStoreNameOrId')}
            <br />
            <input name="store" type="search" maxLength={100} defaultValue={filters.store ?? ''} />
          </label>
          <label>
            {t('clicksCountry')}
            <br />
            <select name="country" defaultValue={filters.country ?? ''}>
              <option value="">{t('clicksAllCountries')}</option>
              {countryCodes.map((code) => (
                <option key={code} value={code}>
                  {country(code)} ({code})
                </option>
              ))}
            </select>
          </label>
          <button
            type="submit"
            className="btn btn--style-secondary btn--size-small"
            style={{ margin: 0 }}
          >
            {t('clicksShow')}
          </button>
          <a href={`/api/clicks/report.csv?${query(filters)}`} download>
            {t('clicksExport')}
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
              {[
                t(report.totalClicks === 1 ? 'clicksTotalOne' : 'clicksTotal', {
                  clicks: number.format(report.totalClicks),
                  days: filters.days,
                }),
                filters.store ? t('clicksForStore', { store: filters.store }) : '',
                filters.country
                  ? t('clicksFromCountry', { country: country(filters.country) })
                  : '',
              ]
                .filter(Boolean)
                .join(' ')}
              .
            </p>
            {report.rows.length ? (
              <table
                className="table clicks-report__table"
                style={{ width: '100%', borderCollapse: 'collapse' }}
              >
                <thead>
                  <tr>
                    <th style={{ textAlign: 'left' }}>{t('clicksDay')}</th>
                    <th style={{ textAlign: 'left' }}>{t('clicksStore')}</th>
                    <th style={{ textAlign: 'left' }}>{t('clicksCountry')}</th>
                    <th style={{ textAlign: 'right' }}>{t('clicksCount')}</th>
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
                          t('clicksDeletedStore', { id: row.storeId })
                        )}
                      </td>
                      <td>{row.country ? country(row.country) : t('clicksUnknownCountry')}</td>
                      <td style={{ textAlign: 'right' }}>{number.format(row.clicks)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : (
              <p>{t('clicksNone')}</p>
            )}
            {pages > 1 ? (
              <nav
                aria-label={t('clicksPages')}
                style={{ display: 'flex', gap: 16, marginTop: 16 }}
              >
                {filters.page > 1 ? (
                  <Link href={`/admin/clicks?${query(filters, filters.page - 1)}`}>
                    {t('clicksPrevious')}
                  </Link>
                ) : null}
                <span>{t('clicksPage', { page: filters.page, pages })}</span>
                {filters.page < pages ? (
                  <Link href={`/admin/clicks?${query(filters, filters.page + 1)}`}>
                    {t('clicksNext')}
                  </Link>
                ) : null}
              </nav>
            ) : null}
          </>
        ) : null}
      </Gutter>
    </DefaultTemplate>
  )
}
