import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { richTextToHtml } from '@/data/richText'
import { richTextRefs } from '@/data/richTextRefs'

import { createCategory, testPayload, unique } from '../helpers/payload'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

const text = (...children: object[]) => ({
  root: { type: 'root', version: 1, children, direction: null, format: '', indent: 0 },
})
const paragraph = (value: string) => ({
  type: 'paragraph',
  version: 1,
  children: [
    { type: 'text', version: 1, text: value, format: 0, detail: 0, mode: 'normal', style: '' },
  ],
  direction: null,
  format: '',
  indent: 0,
})
const embedded = (relationTo: string, id: number) => ({
  type: 'relationship',
  version: 2,
  relationTo,
  value: id,
  format: '',
})

describe('documents embedded in a rich text', () => {
  it('render as links to their pages, titled in the page’s language', async () => {
    const category = await createCategory(payload, 'Embedded category')
    await payload.update({
      collection: 'post-categories',
      id: category.id,
      locale: 'de',
      data: { name: 'Eingebettete Kategorie' },
    })
    const store = await payload.create({
      collection: 'stores',
      data: {
        name: 'Embedded Shop',
        slug: unique('embedded-shop'),
        website: 'https://embedded.example',
        _status: 'published',
      },
    })
    const draft = await payload.create({
      collection: 'stores',
      data: {
        name: 'Not Yet Public',
        slug: unique('draft-shop'),
        website: 'https://draft.example',
        _status: 'draft',
      },
      draft: true,
    })
    const content = text(
      paragraph('See:'),
      embedded('post-categories', category.id),
      embedded('stores', store.id),
      embedded('stores', draft.id),
    )

    const html = richTextToHtml(content, { locale: 'de', refs: await richTextRefs(content, 'de') })

    expect(html).toContain(
      `<p class="prose__related"><a href="/de/categories/${category.seoSlug}">Eingebettete Kategorie</a></p>`,
    )
    expect(html).toContain(
      `<p class="prose__related"><a href="/de/stores/${store.slug}">Embedded Shop</a></p>`,
    )
    // A document with no public page is left out, not linked to a 404.
    expect(html).not.toContain('Not Yet Public')
  })
})
