import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

/*
 * The app reads Payload's tables in src/data only (src/data/sql.ts names the layout it relies on), so
 * that one folder and its parity tests are what a Payload upgrade can break. Elsewhere SQL may name
 * the project's own tables (clicks, price_history, search_documents, …) but not Payload's. The
 * exceptions, each with its own tests: the demo seed's bulk load writes Payload's tables directly
 * (tests/int/seed…), and the search index's and price history's SQL functions, run by triggers and
 * jobs inside PostgreSQL, read the documents they index (tests/int/search.int.test.ts, deals.int),
 * and a merchant feed's run replaces a store's offers in one set-based transaction, where Payload
 * would write 100 000 documents one by one (tests/int/feeds.int.test.ts).
 */

const root = path.resolve(import.meta.dirname, '../..')
const EXCEPTIONS = ['src/seed/', 'src/search/', 'src/prices/sql/', 'src/feeds/']

const PAYLOAD_TABLES = [
  'stores',
  'products',
  'posts',
  'post_categories',
  'product_groups',
  'media',
  'redirects',
  'users',
]
// A Payload table (or one of its _locales/_rels/array tables) after FROM, JOIN, UPDATE or INTO.
const PAYLOAD_TABLE = new RegExp(
  `\\b(from|join|update|into)\\s+"?(${PAYLOAD_TABLES.join('|')})(_[a-z_]+)?\\b(?!\\s*\\()`,
  'i',
)
// Words that follow "from" in prose and comments, not SQL.
const PROSE = /^\s*(\*|\/\/|\/\*)/

function files(folder: string): string[] {
  return readdirSync(path.join(root, folder)).flatMap((name) => {
    const relative = `${folder}/${name}`
    if (statSync(path.join(root, relative)).isDirectory()) return files(relative)
    return /\.(ts|tsx|mjs|sql)$/.test(name) ? [relative] : []
  })
}

describe("SQL against Payload's tables", () => {
  it('lives in src/data (and the documented exceptions) only', () => {
    const outside = files('src')
      .filter((file) => !file.startsWith('src/data/'))
      .filter((file) => !EXCEPTIONS.some((prefix) => file.startsWith(prefix)))
      .filter((file) => !file.startsWith('src/payload-types'))
      .flatMap((file) =>
        readFileSync(path.join(root, file), 'utf8')
          .split('\n')
          .map((line, index) => ({ file, line, number: index + 1 }))
          .filter(({ line }) => !PROSE.test(line) && PAYLOAD_TABLE.test(line))
          .map(({ file, number, line }) => `${file}:${number}: ${line.trim()}`),
      )
    expect(outside).toEqual([])
  })

  it('would notice a query that leaves src/data', () => {
    expect(PAYLOAD_TABLE.test('select s.id from stores s where s.id = 1')).toBe(true)
    expect(PAYLOAD_TABLE.test('join products_offers o on o._parent_id = p.id')).toBe(true)
    expect(PAYLOAD_TABLE.test('insert into clicks (store_id) values (1)')).toBe(false)
    expect(PAYLOAD_TABLE.test('select 1 from price_history h')).toBe(false)
  })
})
