/**
 * Imports at full scale, as an editor runs them (REST upload into `imports`, the job in the server):
 *   1. baseline: 30 stores saved one at a time through REST (`POST /api/stores`, three languages each:
 *      a create and two translations), the median time per store;
 *   2. a CSV of 10 000 new stores (name, slug, website, category, countries, descriptions in en, de
 *      and fr): the time from upload to the import's record saying "completed", and the rows per
 *      second; the stores are then read back through REST in German.
 * The imported stores are deleted again, so the other benchmarks see the seeded directory.
 */
import postgres from 'postgres'

import { build } from '../build'
import { adminAuth, fullScale, startApp } from './fullScale'
import { median } from './stats'

const ROWS = 10_000

const scale = await fullScale()
await build({ ifStale: true })
const app = await startApp(scale)
const sql = postgres(scale.env.DATABASE_URL!, { max: 1, onnotice: () => {} })
const run = Date.now().toString(36)
try {
  const auth = await adminAuth(app.base)
  const json = { ...auth, 'Content-Type': 'application/json' }

  // 1. One store after another through REST.
  const single: number[] = []
  for (let index = 0; index < 31; index++) {
    const start = performance.now()
    const created = await fetch(`${app.base}/api/stores`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({
        name: `Bench single ${index}`,
        slug: `bench-single-${run}-${index}`,
        website: `https://single-${index}.example/`,
        countries: ['DE', 'AT'],
        description: 'A fine shop',
        _status: 'published',
      }),
    })
    if (!created.ok) throw new Error(`POST /api/stores answered ${created.status}`)
    const { doc } = (await created.json()) as { doc: { id: number } }
    for (const [locale, description] of [
      ['de', 'Ein feiner Laden'],
      ['fr', 'Une belle boutique'],
    ]) {
      const updated = await fetch(`${app.base}/api/stores/${doc.id}?locale=${locale}`, {
        method: 'PATCH',
        headers: json,
        body: JSON.stringify({ description, _status: 'published' }),
      })
      if (!updated.ok) throw new Error(`PATCH /api/stores answered ${updated.status}`)
    }
    if (index > 0) single.push(performance.now() - start) // the first one warms up
  }
  const perStore = median(single)

  // 2. The same kind of store, ten thousand in one file.
  const lines = [
    'name,slug,website,categories,countries,description.en,description.de,description.fr',
  ]
  for (let index = 0; index < ROWS; index++) {
    lines.push(
      `Bench Import ${index},bench-import-${run}-${index},https://import-${index}.example/,running,de;at,` +
        `A fine shop ${index},Ein feiner Laden ${index},Une belle boutique ${index}`,
    )
  }
  const form = new FormData()
  form.append('file', new Blob([lines.join('\n')], { type: 'text/csv' }), 'stores.csv')
  form.append('_payload', JSON.stringify({ collectionSlug: 'stores', importMode: 'create' }))
  const start = performance.now()
  const upload = await fetch(`${app.base}/api/imports`, {
    method: 'POST',
    headers: auth,
    body: form,
  })
  if (!upload.ok)
    throw new Error(`POST /api/imports answered ${upload.status}: ${await upload.text()}`)
  const { doc } = (await upload.json()) as { doc: { id: number } }
  let record: { status?: string; summary?: { imported: number; issues: number; processed: number } }
  for (;;) {
    record = await (await fetch(`${app.base}/api/imports/${doc.id}`, { headers: auth })).json()
    if (record.status !== 'pending' && record.status !== 'running') break
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  const seconds = (performance.now() - start) / 1000
  if (record.status !== 'completed' || record.summary?.imported !== ROWS) {
    throw new Error(`the import ended ${record.status}: ${JSON.stringify(record.summary)}`)
  }
  const check = await fetch(
    `${app.base}/api/stores?where[slug][equals]=bench-import-${run}-9999&locale=de&depth=0`,
    { headers: auth },
  )
  const { docs } = (await check.json()) as { docs: { description?: string }[] }
  if (docs[0]?.description !== 'Ein feiner Laden 9999') {
    throw new Error(`an imported store reads ${JSON.stringify(docs[0])}`)
  }

  console.log(
    `one store through REST (create + 2 translations): median ${perStore.toFixed(1)} ms` +
      ` · ${ROWS} stores in one CSV (3 languages): ${seconds.toFixed(1)} s from upload to completed` +
      ` (${Math.round(ROWS / seconds)} rows/s, ${((seconds * 1000) / ROWS).toFixed(2)} ms a row)` +
      ` · ratio to one at a time ${((perStore * ROWS) / 1000 / seconds).toFixed(0)}× · bar ≤ 60 s`,
  )
} finally {
  await sql`delete from stores where slug like ${`bench-%-${run}-%`}`
  await sql`delete from _stores_v where parent_id is null`
  await sql.end()
  await app.stop()
}
