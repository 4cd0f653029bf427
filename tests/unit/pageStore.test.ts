import { randomBytes } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { createPageStore, pageCacheBytes } from '../../src/cache/pageStore.mjs'

/** A page's entry as Next hands it to the cache handler: HTML, RSC payload, segments, headers. */
function pageEntry(name: string, tags: string[], lastModified = Date.now()) {
  const html = `<!DOCTYPE html><html><body><h1>${name}</h1>${'<p>Kettle, brushed steel, 1.7 l</p>'.repeat(400)}</body></html>`
  return {
    lastModified,
    lifespan: null,
    tags,
    value: {
      kind: 'APP_PAGE',
      html,
      rscData: Buffer.from(`0:["${name}"]${'x'.repeat(2_000)}`),
      segmentData: new Map([['/_tree', Buffer.from(`tree of ${name}`)]]),
      headers: { 'x-next-cache-tags': tags.join(',') },
      status: 200,
      postponed: undefined,
    },
  }
}

const noTags = { implicitTags: [] as string[] }

describe("this process's page cache", () => {
  it('gives back what it kept, buffers and maps included, in a fraction of its bytes', async () => {
    const store = createPageStore({ maxBytes: 10 * 1_048_576 })
    const entry = pageEntry('/de/DE/stores/casacorner', ['stores', 'store:7'])
    await store.set('/de/DE/stores/casacorner', entry as never)
    const back = (await store.get('/de/DE/stores/casacorner', noTags)) as typeof entry
    expect(back).toEqual(entry)
    expect(Buffer.isBuffer(back.value.rscData)).toBe(true)
    expect(back.value.segmentData.get('/_tree')?.toString()).toBe(
      'tree of /de/DE/stores/casacorner',
    )
    const raw = entry.value.html.length + entry.value.rscData.length
    expect(store.stats().bytes).toBeLessThan(raw / 5)
    expect(store.stats()).toMatchObject({ entries: 1, hits: 1, misses: 0 })
    expect(await store.get('/fr/DE/stores/casacorner', noTags)).toBeNull()
    expect(store.stats().misses).toBe(1)
  })

  it('keeps within its bytes, the least recently used out first', async () => {
    const probe = createPageStore({ maxBytes: 10 * 1_048_576 })
    // Incompressible pages of a known size: the budget holds three of them.
    const sized = (name: string) => ({
      ...pageEntry(name, []),
      value: { ...pageEntry(name, []).value, html: randomBytes(30_000).toString('base64') },
    })
    await probe.set('a', sized('a') as never)
    const size = probe.stats().bytes
    const store = createPageStore({ maxBytes: Math.floor(size * 3.5) })
    for (const key of ['a', 'b', 'c']) await store.set(key, sized(key) as never)
    await store.get('a', noTags) // a is used again: b is now the least recent
    await store.set('d', sized('d') as never)
    expect(await store.get('b', noTags)).toBeNull()
    for (const key of ['a', 'c', 'd']) expect(await store.get(key, noTags)).not.toBeNull()
    expect(store.stats().entries).toBe(3)
    expect(store.stats().bytes).toBeLessThanOrEqual(store.stats().maxBytes)
  })

  it("expires exactly the entries of a tag, and those of Next's paths expired after they were made", async () => {
    const store = createPageStore({ maxBytes: 10 * 1_048_576 })
    const made = Date.now() - 1_000
    await store.set('store-7', pageEntry('7', ['store:7', 'stores'], made) as never)
    await store.set('store-8', pageEntry('8', ['store:8', 'stores'], made) as never)
    await store.set('guide', pageEntry('guide', ['posts'], made) as never)
    await store.revalidateTag('store:7')
    expect(await store.get('store-7', noTags)).toBeNull()
    expect(await store.get('store-8', noTags)).not.toBeNull()
    await store.revalidateTag('stores')
    expect(await store.get('store-8', noTags)).toBeNull()
    expect(await store.get('guide', noTags)).not.toBeNull()
    // A path's implicit tag: what was made before it was expired is gone, what comes after stays.
    await store.revalidateTag('_N_T_/de/DE/shopping-guides')
    const asked = { implicitTags: ['_N_T_/de/DE/shopping-guides'] }
    expect(await store.get('guide', asked)).toBeNull()
    await store.set('guide', pageEntry('guide', ['posts'], Date.now() + 1) as never)
    expect(await store.get('guide', asked)).not.toBeNull()
    expect(store.stats().entries).toBe(1)
  })

  it('reads PAGE_CACHE_MB as megabytes and refuses what is no size', () => {
    expect(pageCacheBytes(undefined)).toBe(256 * 1_048_576)
    expect(pageCacheBytes('512')).toBe(512 * 1_048_576)
    expect(pageCacheBytes('0.5')).toBe(524_288)
    for (const wrong of ['0', '-1', 'lots', 'Infinity'])
      expect(() => pageCacheBytes(wrong)).toThrow(`PAGE_CACHE_MB must be a number of megabytes`)
  })
})
