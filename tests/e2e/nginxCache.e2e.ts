import { readFileSync } from 'node:fs'
import path from 'node:path'

import { expect, test } from '@playwright/test'

import { startNginx, type TestNginx } from '../helpers/nginx'

/**
 * README's nginx example for caching the site at the edge, run as written by a real nginx in front
 * of the suite's server: what one shopper's country or language made is never served to another,
 * while repeats are served from nginx's cache; signed-in editors and answers that set a cookie pass
 * by it. Only the upstream, the listening address and the cache folder are replaced, and a header
 * that tells a hit from a miss is added.
 */

const root = path.resolve(import.meta.dirname, '../..')
let proxy: TestNginx
let base: string

/** The README's nginx block (the one that caches), as an operator would copy it. */
function documentedConfig(): string {
  const readme = readFileSync(path.join(root, 'README.md'), 'utf8')
  const block = /With \*\*nginx\*\* as a caching reverse proxy:\s*```nginx\n([\s\S]*?)```/.exec(
    readme,
  )
  expect(block, 'README documents an nginx cache').not.toBeNull()
  return block![1]!
}

test.beforeAll(async () => {
  const app = new URL(process.env.E2E_BASE_URL!)
  const site = documentedConfig()
    .replaceAll('http://app:3000', `http://127.0.0.1:${app.port}`)
    .replace('/var/cache/nginx/shop', '{folder}/cache')
    .replace('listen 80;', 'listen 127.0.0.1:{port};')
    .replace(
      'proxy_cache shop;',
      'proxy_cache shop;\n    add_header X-Cache $upstream_cache_status always;',
    )
  expect(site).toContain('listen 127.0.0.1:{port};')
  expect(site).toContain('add_header X-Cache')
  proxy = await startNginx(site)
  base = proxy.base
})

test.afterAll(async () => {
  await proxy?.stop()
})

/** A page through nginx: its cache status and the country its location selector shows. */
async function viaNginx(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(base + url, { headers, redirect: 'manual' })
  const html = await response.text()
  // The summary's text after its label: `<span class="selector__label">Location</span> <!-- -->Sweden`.
  const summary = /selector--location"><summary>(.*?)<\/summary>/s.exec(html)?.[1] ?? ''
  const country = summary
    .replace(/<span class="selector__label">.*?<\/span>/, '')
    .replace(/<[^>]*>|<!--.*?-->/g, '')
    .trim()
  return {
    status: response.status,
    cache: response.headers.get('x-cache'),
    country,
    lang: /<html lang="([^"]+)"/.exec(html)?.[1],
  }
}

test('keeps each country’s page apart and serves repeats from its cache', async () => {
  // A path of its own: nothing else in the suite has filled nginx's cache for it.
  const url = `/stores?sort=name`
  const sweden = await viaNginx(url, { Cookie: 'selectedCountry=SE' })
  expect(sweden).toMatchObject({ status: 200, cache: 'MISS', country: 'Sweden' })
  const germany = await viaNginx(url, { Cookie: 'selectedCountry=DE' })
  expect(germany).toMatchObject({ status: 200, cache: 'MISS', country: 'Germany' })
  expect(await viaNginx(url, { Cookie: 'selectedCountry=SE' })).toMatchObject({
    cache: 'HIT',
    country: 'Sweden',
  })
  // No cookie is the default country, Germany: the same key as its cookie.
  expect(await viaNginx(url)).toMatchObject({ cache: 'HIT', country: 'Germany' })
})

test('answers the bare root in each visitor’s language', async () => {
  const german = await viaNginx('/', { 'Accept-Language': 'de-DE,de;q=0.9' })
  expect(german.status).toBe(307)
  const english = await viaNginx('/', { 'Accept-Language': 'en-US,en;q=0.9' })
  expect(english).toMatchObject({ status: 200, lang: 'en-US' })
  expect(await viaNginx('/', { 'Accept-Language': 'en-US,en;q=0.9' })).toMatchObject({
    status: 200,
    cache: 'HIT',
    lang: 'en-US',
  })
  expect((await viaNginx('/', { 'Accept-Language': 'de-DE,de;q=0.9' })).status).toBe(307)
})

test('lets signed-in editors and answers that set a cookie pass by', async () => {
  const url = '/categories?sort=name'
  expect((await viaNginx(url, { Cookie: 'payload-token=x' })).cache).toBe('BYPASS')
  expect((await viaNginx(url, { Cookie: 'payload-token=x' })).cache).toBe('BYPASS')
  // ?country= sets the country cookie: that answer is not kept, the next one asks the app again.
  const chosen = '/stores?country=SE'
  const first = await fetch(base + chosen)
  expect(first.headers.get('set-cookie')).toMatch(/selectedCountry=SE/)
  expect((await viaNginx(chosen)).cache).toBe('MISS')
})

test('a shopper browses through it: cached pages, client-side transitions and reloads', async ({
  page,
}) => {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(String(error)))
  await page.goto(`${base}/stores?sort=name`)
  await page.goto(`${base}/stores?sort=name`)
  const list = page.getByRole('heading', { level: 1 })
  const listTitle = await list.innerText()
  const store = page.locator('main .card__title a').first()
  const name = await store.innerText()
  await store.click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
  await page.goBack()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(listTitle)
  // A full load of each, after the transitions' data went through the same cache.
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(listTitle)
  await page.goForward()
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
  expect(errors).toEqual([])
})
