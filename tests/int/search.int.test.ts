import { writeFileSync } from 'node:fs'
import path from 'node:path'

import fc from 'fast-check'
import type { Payload } from 'payload'
import postgres from 'postgres'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { env } from '@/config/env'
import { rebuildSearch, searchRebuildPending } from '@/search/rebuild'
import {
  correction,
  prepare,
  termsOf,
  searchKind,
  SEARCH_KINDS,
  type SearchKind,
} from '@/data/search/search'
import { suggest, suggestionHits } from '@/data/search/suggestions'
import { warmSearch } from '@/search/warm'
import { SEARCH_CONNECTIONS } from '@/lib/db'
import type { LocaleCode } from '@/i18n/locales'

import { testPayload, unique } from '../helpers/payload'

/**
 * Search relevance on fixed data: typos, prefixes, accents, each language's stemming, the
 * shopper's country and a brand's own store over stores that merely mention it. The documents are
 * written through Payload, so they are also found through the database's own triggers (freshness).
 */
let payload: Payload
const created: { collection: 'stores' | 'products' | 'posts' | 'post-categories'; id: number }[] =
  []

async function store(name: string, extra: Record<string, unknown> = {}) {
  const doc = await payload.create({
    collection: 'stores',
    data: { name, website: 'https://example.com', _status: 'published', ...extra } as never,
  })
  created.push({ collection: 'stores', id: doc.id })
  return doc
}

const names = async (kind: SearchKind, q: string, lang: LocaleCode = 'en', country?: string) =>
  (await searchKind(kind, { q, lang, country }, 1, 10)).hits.map((hit) => hit.name)

beforeAll(async () => {
  payload = await testPayload()
  const category = await payload.create({
    collection: 'post-categories',
    data: { name: 'Footwear', seoSlug: unique('footwear') },
  })
  created.push({ collection: 'post-categories', id: category.id })
  await payload.update({
    collection: 'post-categories',
    id: category.id,
    locale: 'de',
    data: { name: 'Schuhwerk' },
  })

  await store('Adidas', { popularity: 5 })
  await store('Sneaker Corner Quillby', {
    popularity: 1000,
    shortDescription: 'Trainers from Adidas, Puma and more.',
  })
  await store('Samsung Experience Store', { popularity: 50 })
  await store('Café Lumière', { popularity: 10 })
  await store('Bergfeld Outdoor Nord', { popularity: 100, countries: ['DE'] })
  await store('Bergfeld Outdoor Süd', { popularity: 120, countries: ['SE'] })

  const shoe = await payload.create({
    collection: 'products',
    data: {
      _status: 'published',
      name: 'Hiking shoe Alpin',
      brand: 'Trailmark',
      category: category.id,
      popularity: 10,
    } as never,
  })
  created.push({ collection: 'products', id: shoe.id })
  await payload.update({
    collection: 'products',
    id: shoe.id,
    locale: 'de',
    data: { name: 'Schuh Alpin' },
  })
})

afterAll(async () => {
  for (const { collection, id } of created.reverse()) {
    await payload.delete({ collection, id }).catch(() => undefined)
  }
  await payload.destroy()
})

/** The lexemes a query searches for: what the results page highlights. */
const queryTerms = async (q: string, lang: LocaleCode) =>
  termsOf((await prepare({ q, lang })).tsquery)

describe('relevance', () => {
  it('corrects typos towards known names: "adidsa" finds Adidas', async () => {
    expect(await names('store', 'adidsa')).toContain('Adidas')
    expect(await correction('adidsa', 'en')).toBe('adidas')
    // Words being typed and words that match something are not typos.
    expect(await correction('adi', 'en')).toBeNull()
    expect(await correction('sams', 'en')).toBeNull()
    expect(await correction('trainers', 'en')).toBeNull()
  })

  it('reads the last word as a prefix while typing: "sams" finds Samsung', async () => {
    expect((await names('store', 'sams'))[0]).toBe('Samsung Experience Store')
    const suggestions = await suggest('sams', 'en')
    expect(suggestions.items[0]).toMatchObject({
      type: 'store',
      name: 'Samsung Experience Store',
      url: expect.stringMatching(/^\/stores\//),
    })
    // Shorter, the word is read whole (a three-letter prefix matches far too much), and names that
    // start with it are still found.
    expect(await queryTerms('sam', 'en')).toEqual(['sam'])
    expect(await queryTerms('sams', 'en')).toEqual(['sam', 'sams'])
    expect((await names('store', 'sam'))[0]).toBe('Samsung Experience Store')
  })

  it('ignores accents both ways', async () => {
    expect(await names('store', 'cafe lumiere')).toContain('Café Lumière')
    expect(await names('store', 'CAFÉ')).toContain('Café Lumière')
  })

  it("stems in the shopper's language: German Schuhe finds Schuh, English shoes finds shoe", async () => {
    expect(await names('product', 'Schuhe', 'de')).toContain('Schuh Alpin')
    expect(await names('product', 'shoes', 'en')).toContain('Hiking shoe Alpin')
    // The category's name counts for its products (weight B), in each language.
    expect(await names('product', 'Schuhwerk', 'de')).toContain('Schuh Alpin')
    expect(await names('category', 'Schuhwerk', 'de')).toContain('Schuhwerk')
  })

  it("ranks a brand's own store above stores that merely mention it", async () => {
    const found = await names('store', 'adidas')
    expect(found[0]).toBe('Adidas')
    expect(found).toContain('Sneaker Corner Quillby')
  })

  it('ranks the stores whose main category matches above those that list it among others', async () => {
    const category = async (name: string) => {
      const doc = await payload.create({
        collection: 'post-categories',
        data: { name, seoSlug: unique(name.toLowerCase()) },
      })
      created.push({ collection: 'post-categories', id: doc.id })
      return doc.id
    }
    const coffee = await category('Zorbleaf coffee')
    const kitchen = await category('Quendrix kitchen')
    await store('Brewhouse Tannery', { popularity: 5, categories: [coffee, kitchen] })
    await store('Panhandle Depot', { popularity: 200, categories: [kitchen, coffee] })
    // The kitchen store is forty times as popular; the coffee shop is still the better answer for coffee.
    expect(await names('store', 'zorbleaf')).toEqual(['Brewhouse Tannery', 'Panhandle Depot'])
    expect(await names('store', 'quendrix')).toEqual(['Panhandle Depot', 'Brewhouse Tannery'])
  })

  it("ranks stores serving the shopper's country higher", async () => {
    expect((await names('store', 'bergfeld', 'en', 'DE'))[0]).toBe('Bergfeld Outdoor Nord')
    expect((await names('store', 'bergfeld', 'en', 'SE'))[0]).toBe('Bergfeld Outdoor Süd')
  })

  it('returns the matched stems for highlighting', async () => {
    expect(await queryTerms('Schuhe', 'de')).toContain('schuh')
  })
})

describe('freshness', () => {
  it('finds a store as soon as it is published, follows renames and forgets deleted ones', async () => {
    const name = `Quorvex ${unique('x').replace(/[^a-z0-9]/gi, '')}`
    const draft = await payload.create({
      collection: 'stores',
      data: { name, website: 'https://example.com', _status: 'draft' } as never,
      draft: true,
    })
    created.push({ collection: 'stores', id: draft.id })
    expect(await names('store', 'quorvex')).not.toContain(name)

    await payload.update({
      collection: 'stores',
      id: draft.id,
      data: { _status: 'published' } as never,
    })
    expect(await names('store', 'quorvex')).toContain(name)

    await payload.update({
      collection: 'stores',
      id: draft.id,
      data: { name: 'Zandoria Home' } as never,
    })
    expect(await names('store', 'quorvex')).not.toContain(name)
    expect(await names('store', 'zandoria')).toContain('Zandoria Home')

    await payload.delete({ collection: 'stores', id: draft.id })
    expect(await names('store', 'zandoria')).toEqual([])
  })
})

describe('suggestions of guides and categories', () => {
  it('come from their names and categories, not from a word in their text', async () => {
    const category = await payload.create({
      collection: 'post-categories',
      data: { name: 'Trail running', seoSlug: unique('trail') },
    })
    created.push({ collection: 'post-categories', id: category.id })
    const guide = await payload.create({
      collection: 'posts',
      data: {
        title: 'Picking your first pair of spikes',
        slug: unique('spikes'),
        category: category.id,
        excerpt: 'Grip on wet roots, and why the quorflax outsole matters.',
        _status: 'published',
      } as never,
    })
    created.push({ collection: 'posts', id: guide.id })
    const suggested = async (q: string) =>
      (await suggestionHits(q, 'en')).hits.guide.map((hit) => hit.id)
    // Its text: found on the results page, not offered while typing.
    expect((await searchKind('guide', { q: 'quorflax', lang: 'en' }, 1, 10)).hits[0]?.id).toBe(
      guide.id,
    )
    expect(await suggested('quorflax')).toEqual([])
    // Its title and its category: offered.
    expect(await suggested('spikes')).toContain(guide.id)
    expect(await suggested('trail running')).toContain(guide.id)
  })
})

describe('the bulk rebuild', () => {
  it('writes the same documents the triggers wrote, one by one', async () => {
    const sql = postgres(env.DATABASE_URL!, { max: 3, onnotice: () => {} })
    let restore = async (): Promise<unknown> => undefined
    try {
      // Lexemes with their weights: positions depend on the order texts are joined in.
      // The head's thresholds as the seed leaves them (the triggers mark against them).
      await sql`select search_set_head('store'), search_set_head('product')`
      // One product with a German description of its own (the demo's have none), which
      // the rebuild parses with its row; its trigger indexes it first.
      const [own] = await sql<{ id: number; description: string | null }[]>`
        update products_locales l set description = 'Wasserdichter Wanderschuh mit Gummisohle'
        from products_locales old
        where l.id = old.id and l._locale = 'de'
          and l._parent_id = (select min(_parent_id) from products_locales)
        returning l._parent_id as id, old.description`
      restore = () => sql`
        update products_locales set description = ${own!.description}
        where _parent_id = ${own!.id} and _locale = 'de'`
      const snapshot = () => sql`
        select kind, doc_id, name, name_key, popularity, popular, head,
          array(select distinct u.lexeme || ':' || w from unnest(vector) u, unnest(u.weights) w
                order by 1) as lexemes
        from search_documents order by kind, doc_id`
      const indexes = () => sql`
        select indexname, indexdef from pg_indexes where tablename = 'search_documents'
        order by indexname`
      const [before, indexesBefore] = [await snapshot(), await indexes()]
      expect(before.length).toBeGreaterThan(5)
      const ownDocument = before.find((row) => row.kind === 'product' && row.doc_id === own!.id)
      expect(ownDocument?.lexemes).toContain('gummisohl:C')
      expect(before.filter((row) => row.popular).length).toBeGreaterThan(0)
      expect(before.filter((row) => row.head).length).toBeGreaterThan(0)
      await rebuildSearch(sql, () => {})
      expect(await snapshot()).toEqual(before)
      // The indexes are back.
      expect(await indexes()).toEqual(indexesBefore)
    } finally {
      await restore()
      await sql.end()
    }
  })

  it('is finished by the next seed when a run was killed after dropping the indexes', async () => {
    const sql = postgres(env.DATABASE_URL!, { max: 3, onnotice: () => {} })
    const indexCount = async () =>
      (
        await sql<{ count: number }[]>`
          select count(*)::int as count from pg_indexes where tablename = 'search_documents'`
      )[0]!.count
    try {
      // A run killed mid-way: its file lists the indexes, which are gone, and documents are missing.
      const indexes = await sql`
        select indexname, indexdef from pg_indexes where tablename = 'search_documents'
          and indexname not in (select conname from pg_constraint)`
      writeFileSync(
        path.resolve(env.DATA_DIR, 'search-rebuild-pending.json'),
        JSON.stringify(indexes),
      )
      for (const { indexname } of indexes) await sql.unsafe(`drop index "${indexname}"`)
      await sql`delete from search_documents where kind = 'store'`
      expect(searchRebuildPending()).toBe(true)
      expect(await indexCount()).toBe(1) // the primary key

      await rebuildSearch(sql, () => {})
      expect(searchRebuildPending()).toBe(false)
      expect(await indexCount()).toBe(indexes.length + 1)
      expect(await names('store', 'adidas')).toContain('Adidas')
    } finally {
      // Whatever failed above, the next tests get a whole index.
      if (searchRebuildPending()) await rebuildSearch(sql, () => {})
      await sql.end()
    }
  })
})

/**
 * Runs `test` with `count` store documents (ids -1 … -count) that all match one made-up word, which it
 * is given; removes them afterwards. `popular`: each more popular than every real store, -count the
 * most, written most popular first as bulk loads write them ('all'); all of popularity 0 ('none'); or
 * only the last ten written so ('last ten').
 */
async function withFillerStores(
  count: number,
  test: (word: string) => Promise<void>,
  popular: 'all' | 'none' | 'last ten' = 'all',
) {
  const sql = postgres(env.DATABASE_URL!, { max: 1, onnotice: () => {} })
  const word = unique('filler').replace(/[^a-z]/g, '')
  const popularity = {
    all: sql`1000000 + g`,
    none: sql`0`,
    'last ten': sql`case when g > ${count - 10} then 1000000 + g else 0 end`,
  }[popular]
  try {
    // The head's threshold from the real stores, as the seed leaves it.
    await sql`select search_set_head('store')`
    await sql`
      insert into search_documents (kind, doc_id, name, name_key, popularity, vector)
      select 'store', -g, 'Filler ' || g, 'filler ' || g, ${popularity},
        to_tsvector('simple', ${word})
      from generate_series(1, ${count}::int) g
      order by ${popular === 'all' ? sql`g desc` : sql`g`}`
    // Written past the triggers, so the most popular are marked here as the triggers would.
    await sql`select search_mark_popular('store')`
    await test(word)
  } finally {
    await sql`delete from search_documents where kind = 'store' and doc_id < 0`
    await sql`select search_mark_popular('store')`
    await sql.end()
  }
}

describe('suggestions among many documents', () => {
  it('find a common word among the most popular and a rare one behind a thousand more popular', async () => {
    // 1 500 stores' documents more popular than every real one, all matching one common word.
    await withFillerStores(1500, async (filler) => {
      const common = (await suggestionHits(filler, 'en')).hits.store
      expect(common.map((hit) => hit.id)).toEqual([
        -1500, -1499, -1498, -1497, -1496, -1495, -1494, -1493,
      ])
      // Behind all of them: a store whose description alone matches, and one whose name starts so.
      const stores = async (q: string) =>
        (await suggest(q, 'en')).items.filter((item) => item.type === 'store').map((i) => i.name)
      expect(await stores('trainers')).toEqual(['Sneaker Corner Quillby'])
      expect(await stores('adidas')).toContain('Adidas')
      expect(await names('store', 'sams')).toEqual(['Samsung Experience Store'])
    })
  })

  it('look first among the stores that are the most popular after every write', async () => {
    await withFillerStores(1500, async () => {
      const payload = await testPayload()
      const { docs } = await payload.find({
        collection: 'stores',
        where: { name: { equals: 'Adidas' } },
      })
      const adidas = docs[0]!
      const setPopularity = (popularity: number) =>
        payload.update({ collection: 'stores', id: adidas.id, data: { popularity } })
      const sql = postgres(env.DATABASE_URL!, { max: 1, onnotice: () => {} })
      const marked = async (mark: 'popular' | 'head' = 'popular') =>
        (
          await sql<{ doc_id: number }[]>`
            select doc_id from search_documents where kind = 'store' and ${sql(mark)}
            order by doc_id`
        ).map((row) => row.doc_id)
      try {
        expect(await marked()).not.toContain(adidas.id)
        expect(await marked('head')).not.toContain(adidas.id)
        // The most popular of all now, written as an editor would.
        await setPopularity(5_000_000)
        const now = await marked()
        expect(now).toContain(adidas.id)
        expect(now).toHaveLength(600)
        expect(now).not.toContain(-901) // the least popular filler left the 600
        expect(await marked('head')).toContain(adidas.id) // above the head's threshold
        await setPopularity(adidas.popularity ?? 0)
        expect(await marked()).not.toContain(adidas.id)
        expect(await marked('head')).not.toContain(adidas.id)
      } finally {
        await setPopularity(adidas.popularity ?? 0)
        await sql.end()
      }
    })
  })
})

describe('the results page counts', () => {
  it.each([
    ['in the most popular fifth alone', 'all'],
    ['in the whole index', 'none'],
  ] as const)(
    'gives the same count on every page, past the last result and beyond a thousand matches %s',
    async (_, popular) => {
      await withFillerStores(
        1200,
        async (filler) => {
          const many = (page: number, limit: number) =>
            searchKind('store', { q: filler, lang: 'en' }, page, limit)
          // All of them in the head (the most popular fifth, counted there), or none.
          expect(await headFillers()).toBe(popular === 'all' ? 1200 : 0)
          // Page 1 counts in the same scan as its candidates; page 50 of 24 reads deeper than the
          // count's limit and counts apart.
          for (const page of [await many(1, 8), await many(2, 24), await many(50, 24)]) {
            expect({ total: page.total, capped: page.capped }).toEqual({
              total: 1000,
              capped: true,
            })
          }
          expect((await many(1, 8)).hits).toHaveLength(8)
          const few = (page: number) => searchKind('store', { q: 'Bergfeld', lang: 'en' }, page, 10)
          expect((await few(1)).hits).toHaveLength(2)
          expect(await few(3)).toEqual({ hits: [], total: 2, capped: false })
          expect((await few(1)).total).toBe(2)
        },
        popular,
      )
    },
  )

  it.each([
    [1000, { total: 1000, capped: false }],
    [1001, { total: 1000, capped: true }],
  ])(
    'counts %i matches of the head and the rest together exactly up to a thousand',
    async (count, expected) => {
      await withFillerStores(
        count,
        async (filler) => {
          expect(await headFillers()).toBe(10)
          const page = await searchKind('store', { q: filler, lang: 'en' }, 1, 8)
          expect({ total: page.total, capped: page.capped }).toEqual(expected)
        },
        'last ten',
      )
    },
  )

  it('ranks the most popular matches first, even written after a thousand others', async () => {
    await withFillerStores(
      1200,
      async (filler) => {
        expect(await headFillers()).toBe(10)
        const page = await searchKind('store', { q: filler, lang: 'en' }, 1, 8)
        expect(page.hits.map((hit) => hit.id)).toEqual([
          -1200, -1199, -1198, -1197, -1196, -1195, -1194, -1193,
        ])
        expect(page.total).toBe(1000)
      },
      'last ten',
    )
  })
})

/** How many filler stores (withFillerStores) the head's trigger marked. */
async function headFillers() {
  const sql = postgres(env.DATABASE_URL!, { max: 1, onnotice: () => {} })
  try {
    const [row] = await sql<{ head: number }[]>`
      select count(*)::int as head from search_documents
      where kind = 'store' and doc_id < 0 and head`
    return row!.head
  } finally {
    await sql.end()
  }
}

describe('bad input', () => {
  it('never fails and never leaks tsquery syntax errors, whatever the query', async () => {
    const query = fc.oneof(
      fc.string({ maxLength: 300 }),
      fc.string({ unit: 'grapheme', maxLength: 60 }),
      fc.constantFrom(
        'a & | !b:*',
        "'",
        "''",
        '"quoted"',
        '\\',
        '\\\\x',
        ':*',
        '!',
        '(a | b',
        'a <-> b',
        '😀🛒',
        'Ünïcödé ß',
        'Привет мир',
        '東京 ショップ',
        "' or 1=1 --",
        '%_%',
        '\u0000',
        'x'.repeat(10_000),
      ),
    )
    await fc.assert(
      fc.asyncProperty(
        query,
        fc.constantFrom(...SEARCH_KINDS),
        fc.constantFrom<LocaleCode>('en', 'de', 'pl', 'fi'),
        async (q, kind, lang) => {
          const page = await searchKind(kind, { q, lang, country: 'DE' }, 1, 5)
          expect(page.total).toBeGreaterThanOrEqual(page.hits.length)
          await correction(q, lang)
          await queryTerms(q, lang)
        },
      ),
      { numRuns: 1000 },
    )
  }, 180_000)
})

describe('the warm-up at start', () => {
  it('readies every search connection and gives them back', async () => {
    await warmSearch()
    const sql = postgres(env.DATABASE_URL!, { max: 1, onnotice: () => {} })
    try {
      // The pool's connections, each left with the plans of the statements search sends.
      const [{ open }] = await sql<{ open: number }[]>`
        select count(*)::int as open from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid()
          and query like '%search_%'`
      expect(open).toBeGreaterThanOrEqual(SEARCH_CONNECTIONS)
    } finally {
      await sql.end()
    }
    // Released: searches run at once.
    expect((await suggest('adidas', 'en')).items[0]?.name).toBe('Adidas')
  })
})
