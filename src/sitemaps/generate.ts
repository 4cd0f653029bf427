/**
 * The site's sitemaps: /sitemap.xml (index), /static-sitemap.xml and one per language. A language
 * with more URLs than one file may hold becomes an index of numbered parts; a part is a window over
 * the sources in their fixed order, read from SQL as it is written out.
 */
import { SITEMAP_MAX_BYTES, SITEMAP_MAX_URLS } from '@/config/constants'
import { sitemapSources, staticPages, type SitemapSource } from '@/data/sitemap'
import { localeCodes, type LocaleCode } from '@/i18n/locales'

import {
  languageSitemapPath,
  sitemapIndexXml,
  STATIC_SITEMAP_PATH,
  URLSET_CLOSE,
  URLSET_OPEN,
  urlEntry,
} from './xml'

/** What one file may hold. The product uses the protocol's limits; tests pass lower ones. */
export interface SitemapLimits {
  maxUrls: number
  maxBytes: number
}

export const SITEMAP_LIMITS: SitemapLimits = {
  maxUrls: SITEMAP_MAX_URLS,
  maxBytes: SITEMAP_MAX_BYTES,
}

/** A whole small file, or a large one as chunks produced while they are read. */
export type SitemapBody = string | AsyncIterable<string>

interface Layout {
  sources: SitemapSource[]
  total: number
  perFile: number
  parts: number
  lastmod: string | null
}

const LASTMOD_SAMPLE = new Date(0).toISOString()

/**
 * Text handed to the response at a time: below V8's large-object size (128 KB), so a chunk is
 * collected young, and large enough that the per-chunk cost of web streams stays small.
 */
const CHUNK_CHARS = 64 * 1024

/**
 * URLs per file: the URL limit, or fewer where even the longest entries would pass the byte limit.
 * Every entry has the same fixed parts and a fixed-width lastmod, so the longest path bounds them.
 */
export function urlsPerFile(limits: SitemapLimits, maxPathBytes: number): number {
  const longestPath = `/${'x'.repeat(Math.max(0, maxPathBytes - 1))}`
  const longestEntry = Math.max(
    ...localeCodes.map((code) => Buffer.byteLength(urlEntry(code, longestPath, LASTMOD_SAMPLE))),
  )
  const room = limits.maxBytes - Buffer.byteLength(URLSET_OPEN + URLSET_CLOSE)
  return Math.max(1, Math.min(limits.maxUrls, Math.floor(room / longestEntry)))
}

/** How the language sitemaps are cut (the same for every language: only the prefix differs). */
async function languageLayout(limits: SitemapLimits): Promise<Layout> {
  const sources = await sitemapSources()
  const total = sources.reduce((sum, source) => sum + source.count, 0)
  const perFile = urlsPerFile(limits, Math.max(1, ...sources.map((s) => s.maxPathBytes)))
  const lastmods = sources.map((source) => source.lastmod).filter((value) => value !== null)
  return {
    sources,
    total,
    perFile,
    parts: Math.max(1, Math.ceil(total / perFile)),
    lastmod: lastmods.length ? lastmods.reduce((a, b) => (a > b ? a : b)) : null,
  }
}

/**
 * The `<urlset>` of the entries from `start` on, at most `perFile` of them and `maxBytes` in all:
 * rows are read a batch at a time while the previous batch is being sent.
 */
async function* urlset(
  locale: LocaleCode,
  layout: Layout,
  start: number,
  limits: SitemapLimits,
): AsyncIterable<string> {
  yield URLSET_OPEN
  let bytes = Buffer.byteLength(URLSET_OPEN + URLSET_CLOSE)
  let skip = start
  let left = layout.perFile
  let full = false
  for (const source of layout.sources) {
    if (left === 0 || full) break
    if (skip >= source.count) {
      skip -= source.count
      continue
    }
    for await (const batch of source.entries(skip, left)) {
      let chunk = ''
      for (const entry of batch) {
        if (entry.languages && !entry.languages.includes(locale)) {
          // Not written in this language: not listed, but its place kept (the files' cut stays put).
          left -= 1
          if (left === 0) break
          continue
        }
        const xml = urlEntry(locale, entry.path, entry.lastmod, entry.languages)
        const size = Buffer.byteLength(xml)
        // Only a document saved with a longer slug since the layout was made can pass the byte
        // limit; it waits for the next fetch rather than make the file too large.
        if (left === 0 || bytes + size > limits.maxBytes) {
          full = true
          break
        }
        chunk += xml
        bytes += size
        left -= 1
        if (chunk.length >= CHUNK_CHARS) {
          yield chunk
          chunk = ''
        }
      }
      if (chunk) yield chunk
      if (full || left === 0) break
    }
    skip = 0
  }
  yield URLSET_CLOSE
}

/**
 * `/{locale}-sitemap.xml` (part undefined) or `/{locale}-sitemap-{part}.xml`; null when there is no
 * such file (a part past the last one).
 */
export async function languageSitemap(
  locale: LocaleCode,
  part?: number,
  limits: SitemapLimits = SITEMAP_LIMITS,
): Promise<SitemapBody | null> {
  const layout = await languageLayout(limits)
  if (part === undefined) {
    if (layout.parts === 1) return urlset(locale, layout, 0, limits)
    return sitemapIndexXml(
      Array.from({ length: layout.parts }, (_, index) => ({
        path: languageSitemapPath(locale, index + 1),
        lastmod: layout.lastmod,
      })),
    )
  }
  if (!Number.isInteger(part) || part < 1 || part > layout.parts) return null
  return urlset(locale, layout, (part - 1) * layout.perFile, limits)
}

/** `/static-sitemap.xml`: home, the lists, imprint and privacy in every language. */
export async function staticSitemap(): Promise<string> {
  const pages = await staticPages()
  const entries = localeCodes.flatMap((code) =>
    pages.map((page) => urlEntry(code, page.path, page.lastmod)),
  )
  return `${URLSET_OPEN}${entries.join('')}${URLSET_CLOSE}`
}

/**
 * `/sitemap.xml`: the static sitemap and each language's sitemap, or its parts where it is split
 * (an index may not list another index).
 */
export async function sitemapIndex(limits: SitemapLimits = SITEMAP_LIMITS): Promise<string> {
  const [layout, pages] = await Promise.all([languageLayout(limits), staticPages()])
  const staticLastmod = pages
    .map((page) => page.lastmod)
    .filter((value) => value !== null)
    .reduce<string | null>((a, b) => (a && a > b ? a : b), null)
  return sitemapIndexXml([
    { path: STATIC_SITEMAP_PATH, lastmod: staticLastmod },
    ...localeCodes.flatMap((code) =>
      layout.parts === 1
        ? [{ path: languageSitemapPath(code), lastmod: layout.lastmod }]
        : Array.from({ length: layout.parts }, (_, index) => ({
            path: languageSitemapPath(code, index + 1),
            lastmod: layout.lastmod,
          })),
    ),
  ])
}
