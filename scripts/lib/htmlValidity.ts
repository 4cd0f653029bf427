/**
 * The site's pages against the W3C Nu HTML checker (the `vnu-jar` package, run on the machine's
 * Java; it reports skipped heading levels too): one page of every kind, in a few languages, fetched
 * from a running site and checked in one run of the checker. `npm run lint:html`
 * (scripts/lint-html.ts) and the end-to-end suite (tests/e2e/htmlValidity.e2e.ts) share it.
 */
import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import { localized, paths } from '../../src/i18n/paths'

const execFileAsync = promisify(execFile)

export const vnuJar = path.resolve(
  import.meta.dirname,
  '../../node_modules/vnu-jar/build/dist/vnu.jar',
)

/** English, German, Polish, Finnish: no prefix and three scripts of inflection, plurals and length. */
export const CHECKED_LOCALES = ['en', 'de', 'pl', 'fi'] as const

export interface PageKind {
  /** What kind of page it is, as a report names it. */
  kind: string
  /** The path in English (no prefix); the other languages' paths are `/{locale}{path}`. */
  path: string
  /** The status the page answers with: the not-found pages answer 404. */
  status: 200 | 404
}

export interface CheckedPage extends PageKind {
  locale: string
  url: string
  answered: number
}

export interface Finding {
  page: CheckedPage
  /** The checker's, or the page's own status. */
  source: 'vnu' | 'status'
  type: 'error' | 'warning' | 'info'
  message: string
  /** The markup the message is about, as the checker quotes it. */
  extract?: string
  line?: number
}

const json = async <T>(base: string, url: string): Promise<T> => {
  const response = await fetch(`${base}${url}`)
  if (!response.ok) throw new Error(`${url} answered ${response.status}`)
  return (await response.json()) as T
}

/**
 * One page of each kind the site serves, found through the public /api of the site at `base`: the
 * lists (first and later pages, filtered), the documents, search, the legal pages and the 404s.
 */
export async function pageKinds(base: string): Promise<PageKind[]> {
  type Docs<T> = { docs: T[] }
  type CategoryNode = { seoSlug: string; subcategories: CategoryNode[] }
  const [stores, deals, groups, guides, tree] = await Promise.all([
    json<Docs<{ slug: string; name: string }>>(base, '/api/data/stores?country=DE&limit=1'),
    json<Docs<{ slug: string; brand: string | null }>>(
      base,
      '/api/data/products?country=DE&deals=1&limit=1',
    ),
    json<Docs<{ slug: string }>>(base, '/api/data/products?groups=1&limit=1'),
    json<Docs<{ slug: string; category: { seoSlug: string } }>>(base, '/api/posts/posts?limit=1'),
    json<CategoryNode[]>(base, '/api/posts/posts/category'),
  ])
  const store = stores.docs[0]
  const product = deals.docs[0]
  const group = groups.docs[0]
  const guide = guides.docs[0]
  const category = tree.find((node) => node.subcategories.length > 0)
  if (!store || !product || !group || !guide || !category) {
    throw new Error(
      `The site at ${base} lacks the demo content (a store, a deal, a group, a guide)`,
    )
  }
  const subcategory = category.subcategories[0]!
  const ok = (kind: string, url: string): PageKind => ({ kind, path: url, status: 200 })
  const missing = (kind: string, url: string): PageKind => ({ kind, path: url, status: 404 })
  const guideCategory = guide.category.seoSlug
  const filters = new URLSearchParams({ category: subcategory.seoSlug, sort: 'price_asc' })
  if (product.brand) filters.set('brand', product.brand)
  const search = (query: Record<string, string>) =>
    `${paths.search()}?${new URLSearchParams(query)}`
  return [
    ok('home', paths.home()),
    ok('categories', paths.categories()),
    ok('category', paths.category(category.seoSlug)),
    ok('subcategory', paths.category(category.seoSlug, subcategory.seoSlug)),
    ok('stores list', paths.stores()),
    ok(
      'stores list, filtered and sorted',
      `${paths.stores()}?category=${category.seoSlug}&sort=name`,
    ),
    ok('store', paths.store(store.slug)),
    ok('products list', paths.products()),
    ok('products list, filtered', `${paths.products()}?${filters}`),
    ok('product', paths.product(product.slug)),
    ok('product group', paths.group(group.slug)),
    ok('deals', paths.deals()),
    ok('shopping guides', paths.guides()),
    ok('shopping guides, page 2', `${paths.guides()}?page=2`),
    ok('guide category', paths.guides(guideCategory)),
    ok('guide', paths.guide(guideCategory, guide.slug)),
    ok('search results', search({ q: store.name })),
    ok('search results, products', search({ q: store.name, type: 'products' })),
    ok('search, nothing found', search({ q: 'qqqqxxxxzzzz' })),
    ok('imprint', paths.imprint()),
    ok('privacy', paths.privacy()),
    ok('icons', '/_icons'),
    missing('404 page', '/no-such-page'),
    missing('unknown store', paths.store('no-such-store')),
    missing('unknown product', paths.product('no-such-product')),
    missing('unknown category', paths.category('no-such-category')),
    missing('unknown guide', paths.guide(guideCategory, 'no-such-guide')),
    missing('list page past the last', `${paths.stores()}?page=9999`),
    // A store's later pages have a route of their own (src/proxy.ts); the demo's stores have one.
    missing('store page past its last', `${paths.store(store.slug)}?page=9999`),
  ]
}

interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error'
  subType?: 'warning' | 'fatal' | 'io' | 'schema' | 'internal'
  url?: string
  message: string
  extract?: string
  lastLine?: number
}

/** What the checker says about one document. */
export type VnuFinding = Pick<Finding, 'type' | 'message' | 'extract' | 'line'>

const findingType = (message: VnuMessage): Finding['type'] =>
  message.type !== 'info' ? 'error' : message.subType === 'warning' ? 'warning' : 'info'

/**
 * The checker's messages on each of `documents`, by index: one JVM for all of them (it takes
 * seconds to start, then milliseconds a page).
 */
export async function runVnu(documents: string[]): Promise<VnuFinding[][]> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'html-validity-'))
  try {
    const files = documents.map((html, index) => {
      const file = path.join(dir, `${index}.html`)
      writeFileSync(file, html)
      return file
    })
    const { stderr } = await execFileAsync(
      'java',
      ['-jar', vnuJar, '--format', 'json', '--exit-zero-always', ...files],
      { maxBuffer: 64 * 1024 * 1024 },
    ).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') {
        throw new Error('The HTML checker needs Java: apt-get install default-jre-headless')
      }
      throw error
    })
    const found: VnuFinding[][] = documents.map(() => [])
    for (const message of (JSON.parse(stderr) as { messages: VnuMessage[] }).messages) {
      const file = message.url ? path.basename(new URL(message.url).pathname, '.html') : ''
      const into = found[Number(file)]
      // A message about no document of ours: the checker itself failed.
      if (!/^\d+$/.test(file) || !into) throw new Error(`vnu: ${message.message}`)
      into.push({
        type: findingType(message),
        message: message.message,
        extract: message.extract,
        line: message.lastLine,
      })
    }
    return found
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/**
 * Fetches every page kind of the site at `base` in `locales` (a few at a time: each is rendered on
 * its first request) and checks them all. Returns the pages and what was found on them.
 */
export async function checkSite(
  base: string,
  locales: readonly string[] = CHECKED_LOCALES,
): Promise<{ pages: CheckedPage[]; findings: Finding[] }> {
  const kinds = await pageKinds(base)
  const wanted = locales.flatMap((locale) =>
    kinds.map((kind) => ({ ...kind, locale, url: localized(locale, kind.path) })),
  )
  const pages: CheckedPage[] = []
  const documents: string[] = []
  let next = 0
  await Promise.all(
    Array.from({ length: 3 }, async () => {
      for (let index = next++; index < wanted.length; index = next++) {
        const response = await fetch(`${base}${wanted[index]!.url}`)
        documents[index] = await response.text()
        pages[index] = { ...wanted[index]!, answered: response.status }
      }
    }),
  )
  const findings: Finding[] = pages
    .filter((page) => page.answered !== page.status)
    .map((page) => ({
      page,
      source: 'status',
      type: 'error',
      message: `answered ${page.answered}, not ${page.status}`,
    }))
  const checked = await runVnu(documents)
  checked.forEach((messages, index) => {
    for (const message of messages)
      findings.push({ page: pages[index]!, source: 'vnu', ...message })
  })
  return { pages, findings }
}

/** One line per finding: `error  en  store  /stores/x:12  message «extract»`. */
export function formatFinding({ page, type, message, extract, line }: Finding): string {
  const where = `${page.url}${line ? `:${line}` : ''}`
  const quoted = extract ? ` «${extract.replace(/\s+/g, ' ').trim().slice(0, 120)}»` : ''
  return `${type.padEnd(7)} ${page.locale}  ${page.kind}  ${where}  ${message}${quoted}`
}
