import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { testPayload, unique } from '../helpers/payload'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

const createStore = (website: string, extra: Record<string, unknown> = {}) =>
  payload.create({
    collection: 'stores',
    data: { name: 'URL test', slug: unique('url'), website, _status: 'published', ...extra },
  })

describe('editor-supplied URLs', () => {
  const refused = [
    ' javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java\nscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'blob:https://shop.example/123',
    'vbscript:msgbox(1)',
    '//shop.example',
    'shop.example',
  ]

  for (const website of refused) {
    it(`refuses ${JSON.stringify(website)} as a store website with a field error`, async () => {
      const error = await createStore(website).catch((caught: unknown) => caught)
      expect(error).toMatchObject({ status: 400 })
      const errors = (error as { data?: { errors?: { path: string; message: string }[] } }).data
        ?.errors
      expect(errors?.[0]?.path).toBe('website')
      expect(errors?.[0]?.message).toMatch(/https?:\/\//)
    })
  }

  it('keeps the stored website when an update with an unsafe URL is refused', async () => {
    const store = await createStore('https://safe.example/')
    await expect(
      payload.update({
        collection: 'stores',
        id: store.id,
        data: { website: 'javascript:alert(1)' },
      }),
    ).rejects.toMatchObject({ status: 400 })
    const reread = await payload.findByID({ collection: 'stores', id: store.id })
    expect(reread.website).toBe('https://safe.example/')
  })

  it('refuses an unsafe URL in a draft too, and keeps what was stored', async () => {
    const draft = await payload
      .create({
        collection: 'stores',
        draft: true,
        data: { name: 'Draft URL', slug: unique('draft-url'), website: 'javascript:alert(1)' },
      })
      .catch((caught: unknown) => caught)
    expect(draft).toMatchObject({ status: 400 })
    expect((draft as { data?: { errors?: { path: string }[] } }).data?.errors?.[0]?.path).toBe(
      'website',
    )

    const store = await createStore('https://safe.example/')
    await expect(
      payload.update({
        collection: 'stores',
        id: store.id,
        draft: true,
        data: { affiliateUrl: 'javascript:alert(1)' },
      }),
    ).rejects.toMatchObject({ status: 400 })
    const latest = await payload.findByID({ collection: 'stores', id: store.id, draft: true })
    expect(latest.affiliateUrl ?? null).toBeNull()
  })

  it('accepts http(s) websites and stores them trimmed', async () => {
    const store = await createStore('  https://www.shop.example/path?q=1  ')
    expect(store.website).toBe('https://www.shop.example/path?q=1')
  })

  it('accepts mailto: and tel: only where contact links make sense', async () => {
    const store = await createStore('https://shop.example', {
      contactUrl: 'mailto:help@shop.example',
    })
    expect(store.contactUrl).toBe('mailto:help@shop.example')
    await expect(createStore('mailto:help@shop.example')).rejects.toMatchObject({ status: 400 })
    await expect(
      createStore('https://shop.example', { contactUrl: 'javascript:alert(1)' }),
    ).rejects.toMatchObject({ status: 400 })
  })

  it('refuses unsafe offer URLs on products', async () => {
    const store = await createStore('https://seller.example')
    await expect(
      payload.create({
        collection: 'products',
        data: {
          _status: 'published',
          name: 'Thing',
          slug: unique('thing'),
          offers: [
            { store: store.id, country: 'DE', price: 10, currency: 'EUR', url: 'data:text/html,x' },
          ],
        },
      }),
    ).rejects.toMatchObject({ status: 400 })
  })
})

describe('links inside rich text', () => {
  const withLink = (url: string) => ({
    root: {
      type: 'root',
      direction: 'ltr' as const,
      format: '' as const,
      indent: 0,
      version: 1,
      children: [
        {
          type: 'paragraph',
          version: 1,
          direction: 'ltr',
          format: '',
          indent: 0,
          children: [
            {
              type: 'link',
              version: 3,
              direction: 'ltr',
              format: '',
              indent: 0,
              fields: { linkType: 'custom', newTab: false, url },
              children: [
                {
                  type: 'text',
                  text: 'click',
                  version: 1,
                  detail: 0,
                  format: 0,
                  mode: 'normal',
                  style: '',
                },
              ],
            },
          ],
        },
      ],
    },
  })

  const createGuide = async (url: string) => {
    const category = await payload.create({
      collection: 'post-categories',
      data: { name: 'Links', seoSlug: unique('links') },
    })
    return payload.create({
      collection: 'posts',
      data: {
        title: 'Links',
        slug: unique('links'),
        category: category.id,
        content: withLink(url),
        _status: 'published',
      },
    })
  }

  it('refuses javascript:, data: and vbscript: links in a guide body', async () => {
    for (const url of ['JaVaScRiPt:alert(1)', 'data:text/html,x', 'vbscript:msgbox(1)']) {
      await expect(createGuide(url)).rejects.toMatchObject({ status: 400 })
    }
  })

  it('accepts https, mailto and site-relative links', async () => {
    for (const url of ['https://shop.example/deal', 'mailto:help@shop.example', '/stores']) {
      const guide = await createGuide(url)
      expect(JSON.stringify(guide.content)).toContain(url)
    }
  })
})
