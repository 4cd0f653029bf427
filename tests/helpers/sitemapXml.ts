/**
 * Checks sitemap files the way a crawler's validator would: xmllint (Debian's libxml2-utils) against
 * the sitemaps.org 0.9 schemas in tests/fixtures/sitemaps, offline (--nonet).
 */
import { spawnSync } from 'node:child_process'
import path from 'node:path'

const fixtures = path.resolve(import.meta.dirname, '../fixtures/sitemaps')

/** urlset files carry xhtml:link alternates, which sitemap.xsd's strict wildcard needs declared. */
const schemas = {
  urlset: path.join(fixtures, 'sitemap-with-alternates.xsd'),
  sitemapindex: path.join(fixtures, 'siteindex.xsd'),
}

export type SitemapKind = keyof typeof schemas

export const kindOf = (xml: string): SitemapKind | null =>
  /<sitemapindex[\s>]/.test(xml) ? 'sitemapindex' : /<urlset[\s>]/.test(xml) ? 'urlset' : null

/** xmllint's verdict on `xml` against the schema of its kind: `- validates`, or its errors. */
export function xmllint(xml: string, kind: SitemapKind): { ok: boolean; output: string } {
  const result = spawnSync('xmllint', ['--noout', '--nonet', '--schema', schemas[kind], '-'], {
    input: xml,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  })
  if (result.error)
    throw new Error(
      `xmllint could not run (apt-get install libxml2-utils): ${result.error.message}`,
    )
  return { ok: result.status === 0, output: `${result.stdout}${result.stderr}`.trim() }
}

export interface SitemapUrl {
  loc: string
  lastmod: string | null
  /** hreflang → href, in document order. */
  alternates: [string, string][]
}

/** The `<url>` entries of a urlset. */
export function urlsOf(xml: string): SitemapUrl[] {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body]) => ({
    loc: /<loc>([^<]*)<\/loc>/.exec(body!)![1]!,
    lastmod: /<lastmod>([^<]*)<\/lastmod>/.exec(body!)?.[1] ?? null,
    alternates: [
      ...body!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g),
    ].map(([, lang, href]) => [lang!, href!] as [string, string]),
  }))
}

/** The `<loc>` of each sitemap an index lists. */
export const sitemapsOf = (xml: string): string[] =>
  [...xml.matchAll(/<sitemap><loc>([^<]*)<\/loc>/g)].map(([, loc]) => loc!)
