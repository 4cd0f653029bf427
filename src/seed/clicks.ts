/**
 * A month of sample clicks to the shops, so that the demo's dashboard, each store's click counts and
 * the clicks report show what they are for before anyone has clicked. Only into an empty clicks table,
 * and only for the demo: a database that holds real clicks is never given made-up ones.
 */
import type { Sql } from 'postgres'

import { localized, paths } from '@/i18n/paths'
import type { LocaleCode } from '@/i18n/locales'

import type { Log } from './editorial'
import { createRandom } from './random'

/** The most popular stores get clicks, the first about TOP_DAILY a day, the n-th that over n^0.8. */
const STORES = 150
const TOP_DAILY = 40
const DAYS = 30

/** The language a shopper from each country most likely reads the site in; English elsewhere. */
const languageOf: Partial<Record<string, LocaleCode>> = {
  DE: 'de',
  AT: 'de',
  CH: 'de',
  FR: 'fr',
  BE: 'fr',
  IT: 'it',
  ES: 'es',
  FI: 'fi',
  NL: 'nl',
  NO: 'no',
  PL: 'pl',
  PT: 'pt',
  BR: 'pt',
  SE: 'sv',
}

export async function seedSampleClicks(sql: Sql, log: Log): Promise<void> {
  const [{ any }] = await sql<{ any: boolean }[]>`select exists(select 1 from clicks) as any`
  if (any) return
  const stores = await sql<{ id: number; slug: string; countries: string[] }[]>`
    select s.id, s.slug,
      array(select c.value::text from stores_countries c where c.parent_id = s.id order by c."order")
        as countries
    from stores s
    where s._status = 'published' and s.slug is not null
    order by s.popularity desc nulls last, s.id
    limit ${STORES}`
  const random = createRandom(2026)
  const now = Date.now()
  const rows = {
    store: [] as number[],
    country: [] as string[],
    locale: [] as string[],
    source: [] as string[],
    at: [] as Date[],
  }
  for (const [rank, store] of stores.entries()) {
    const countries = store.countries.length ? store.countries : ['DE']
    const daily = TOP_DAILY / (rank + 1) ** 0.8
    for (let day = 0; day < DAYS; day++) {
      const start = now - (day + 1) * 86_400_000
      // Fewer on weekends, and no two days alike.
      const weekend = [0, 6].includes(new Date(start).getUTCDay())
      const count = Math.round(daily * (weekend ? 0.7 : 1) * (0.5 + random.next()))
      for (let click = 0; click < count; click++) {
        // Most shoppers come from a store's first countries.
        const country = countries[Math.floor(countries.length * random.next() ** 2)]!
        const locale = random.chance(0.8) ? (languageOf[country] ?? 'en') : 'en'
        rows.store.push(store.id)
        rows.country.push(country)
        rows.locale.push(locale)
        rows.source.push(
          localized(locale, random.chance(0.6) ? paths.store(store.slug) : paths.stores()),
        )
        // Never within an hour of a whole number of days before now: a count over the last 7 days,
        // taken within the hour, does not change by itself.
        rows.at.push(new Date(start + (1 + 22 * random.next()) * 3_600_000))
      }
    }
  }
  await sql`
    insert into clicks (store_id, country, locale, source_path, clicked_at)
    select * from unnest(
      ${rows.store}::int[], ${rows.country}::varchar[], ${rows.locale}::varchar[],
      ${rows.source}::varchar[], ${rows.at.map((at) => at.toISOString())}::timestamptz[]
    )`
  log(`${rows.store.length.toLocaleString('en')} sample clicks over ${DAYS} days`)
}
