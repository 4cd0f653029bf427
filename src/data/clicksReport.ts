/**
 * What the clicks add up to, for the editors: a store's clicks over the last days (its admin view) and
 * the report by day, store and country (the admin's clicks report and its CSV export). Days are UTC.
 */
import { z } from 'zod'

import { normalizeCountryCode } from '@/geo/countries'
import { primaryDb } from '@/lib/db'
import { neutralizeCell } from '@/lib/csvCells'

import { containsPattern } from './sql'

export interface StoreClicks {
  last7: number
  last30: number
  /** The last 30 days, oldest first, days without clicks included. */
  days: { day: string; clicks: number }[]
}

export async function storeClicks(storeId: number): Promise<StoreClicks> {
  const rows = await primaryDb()<{ day: string; clicks: number }[]>`
    select to_char(d.day, 'YYYY-MM-DD') as day, coalesce(c.clicks, 0)::int as clicks
    from generate_series(current_date - 29, current_date, interval '1 day') as d(day)
    left join (
      select (clicked_at at time zone 'UTC')::date as day, count(*) as clicks from clicks
      where store_id = ${storeId} and clicked_at >= (current_date - 29)::timestamp at time zone 'UTC'
      group by 1
    ) c on c.day = d.day::date
    order by d.day`
  const sum = (days: readonly { clicks: number }[]) =>
    days.reduce((total, row) => total + row.clicks, 0)
  return { last7: sum(rows.slice(-7)), last30: sum(rows), days: [...rows] }
}

export const REPORT_DAYS = [7, 30, 90] as const
export const REPORT_PAGE_SIZE = 100

/** The report's filters, as its URL carries them (the admin view's form and the CSV link). */
export const reportFilters = z.object({
  days: z.coerce
    .number()
    .refine((days) => (REPORT_DAYS as readonly number[]).includes(days), {
      message: `days must be one of ${REPORT_DAYS.join(', ')}`,
    })
    .default(30),
  /** A store's id, or part of its name (any case). */
  store: z.coerce
    .string()
    .trim()
    .max(100, { message: 'store: at most 100 characters' })
    .transform((value) => (value === '' ? undefined : value))
    .optional(),
  country: z
    .string()
    .transform((value, context) => {
      const code = normalizeCountryCode(value)
      if (!code) context.addIssue({ code: 'custom', message: `unknown country: ${value}` })
      return code ?? undefined
    })
    .optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
})
export type ReportFilters = z.infer<typeof reportFilters>

/** Reads the filters from a query; empty values count as absent. */
export function parseReportFilters(
  query: Record<string, string | string[] | undefined>,
): { filters: ReportFilters } | { error: string } {
  const given = Object.fromEntries(
    Object.entries(query)
      .map(([key, value]) => [key, Array.isArray(value) ? value[0] : value])
      .filter(([, value]) => value !== undefined && value !== ''),
  )
  const parsed = reportFilters.safeParse(given)
  if (parsed.success) return { filters: parsed.data }
  return {
    error: parsed.error.issues
      .map((issue) => `${issue.path.join('.') || 'query'}: ${issue.message}`)
      .join('; '),
  }
}

export interface ReportRow {
  day: string
  storeId: number
  /** Null for a store deleted since. */
  storeName: string | null
  country: string | null
  clicks: number
}

export interface ClicksReport {
  rows: ReportRow[]
  /** Rows in the whole report (all pages) and the clicks they add up to. */
  totalRows: number
  totalClicks: number
}

function storeIs(store: string) {
  const sql = primaryDb()
  // An id as a number, else a name: editors know the shops by name.
  if (/^\d{1,9}$/.test(store)) return sql`and c.store_id = ${Number(store)}`
  return sql`and c.store_id in (select id from stores where name ilike ${containsPattern(store)})`
}

function where(filters: ReportFilters) {
  const sql = primaryDb()
  return sql`c.clicked_at >= (current_date - ${filters.days - 1}::int)::timestamp at time zone 'UTC'
    ${filters.store ? storeIs(filters.store) : sql``}
    ${filters.country ? sql`and c.country = ${filters.country}` : sql``}`
}

/** One page of the report, newest day first, then the most clicked. */
export async function clicksReport(filters: ReportFilters): Promise<ClicksReport> {
  const sql = primaryDb()
  const [rows, [totals]] = await Promise.all([
    reportRows(filters, REPORT_PAGE_SIZE, (filters.page - 1) * REPORT_PAGE_SIZE),
    sql<{ totalRows: number; totalClicks: number }[]>`
      select count(*)::int as "totalRows", coalesce(sum(clicks), 0)::int as "totalClicks" from (
        select count(*) as clicks from clicks c where ${where(filters)}
        group by (c.clicked_at at time zone 'UTC')::date, c.store_id, c.country) g`,
  ])
  return { rows, totalRows: totals!.totalRows, totalClicks: totals!.totalClicks }
}

function reportRows(filters: ReportFilters, limit: number | null, offset = 0) {
  const sql = primaryDb()
  return sql<ReportRow[]>`
    select to_char(g.day, 'YYYY-MM-DD') as day, g.store_id as "storeId", s.name as "storeName",
      g.country, g.clicks::int as clicks
    from (
      select (c.clicked_at at time zone 'UTC')::date as day, c.store_id, c.country, count(*) as clicks
      from clicks c where ${where(filters)}
      group by 1, 2, 3
    ) g
    left join stores s on s.id = g.store_id
    order by g.day desc, g.clicks desc, g.store_id, g.country
    ${limit === null ? sql`` : sql`limit ${limit} offset ${offset}`}`
}

export const CSV_HEADER = ['day', 'store_id', 'store', 'country', 'clicks']

/** The whole report (every page) as CSV: one line per day, store and country. */
export async function clicksCsv(filters: ReportFilters): Promise<string> {
  const rows = await reportRows(filters, null)
  const lines = [
    CSV_HEADER,
    ...rows.map((row) => [
      row.day,
      row.storeId,
      row.storeName ?? '',
      row.country ?? '',
      row.clicks,
    ]),
  ]
  return `${lines.map((cells) => cells.map(csvCell).join(',')).join('\r\n')}\r\n`
}

function csvCell(value: unknown): string {
  const text = String(neutralizeCell(value))
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** The stores shoppers clicked through to most over the last `days` days (the admin's dashboard). */
export async function topStores(
  days: number,
  limit: number,
): Promise<{ storeId: number; storeName: string | null; clicks: number }[]> {
  const sql = primaryDb()
  return sql`
    select c.store_id as "storeId", s.name as "storeName", count(*)::int as clicks
    from clicks c left join stores s on s.id = c.store_id
    where c.clicked_at >= now() - make_interval(days => ${days})
    group by c.store_id, s.name
    order by clicks desc, c.store_id
    limit ${limit}`
}
