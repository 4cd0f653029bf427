/**
 * Readies the search connections when the server starts (src/instrumentation.ts): opens every one and,
 * on each, loads the 11 languages' dictionaries and plans the statements that suggestions and the
 * results page send. A connection's first searches otherwise load and plan as they go, 5–25 ms more
 * each (docs/benchmarks.md, "Search").
 */
import { defaultLocale, localeCodes } from '@/i18n/locales'
import { SEARCH_CONNECTIONS, searchDb } from '@/lib/db'

import { searchResults } from '@/data/search/results'
import { suggestionHits } from '@/data/search/suggestions'

/** A known word, and one that matches nothing: the typo branch has statements of its own. */
const WARM_QUERY = 'shop zzqy'

export async function warmSearch(): Promise<void> {
  const sql = searchDb()
  const connections = await Promise.all(
    Array.from({ length: SEARCH_CONNECTIONS }, () => sql.reserve()),
  )
  try {
    await Promise.all(
      connections.map(async (connection) => {
        await connection`select count(search_query(l, ${WARM_QUERY}))
          from unnest(${localeCodes as string[]}::text[]) l`
        await suggestionHits(WARM_QUERY, defaultLocale, 'DE', connection)
        await searchResults({ q: WARM_QUERY, lang: defaultLocale, country: 'DE' }, connection)
        await searchResults(
          { q: WARM_QUERY, lang: defaultLocale, country: 'DE', type: 'stores', page: 2 },
          connection,
        )
      }),
    )
  } finally {
    for (const connection of connections) connection.release()
  }
}
