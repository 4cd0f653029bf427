import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { NAME_MAX_LENGTH } from '@/fields/name'

import { createCategory, testPayload, unique } from '../helpers/payload'

let payload: Payload
let category: number
beforeAll(async () => {
  payload = await testPayload()
  category = (await createCategory(payload)).id
})

/** Words that do not compress: an index entry of them takes their whole length. */
const words = (length: number) =>
  Array.from({ length: Math.ceil(length / 6) }, () => Math.random().toString(36).slice(2, 7))
    .join(' ')
    .slice(0, length)

/** The field errors a save was refused with (status and paths), or 'saved'. */
async function outcome(save: () => Promise<unknown>) {
  try {
    await save()
    return 'saved'
  } catch (error) {
    const { status, data } = error as { status?: number; data?: { errors?: { path: string }[] } }
    return { status, paths: data?.errors?.map((entry) => entry.path) }
  }
}

const overlong = words(4_000)

describe('a name longer than any real one is refused under its field, never a database error', () => {
  for (const status of ['published', 'draft'] as const) {
    it(`a store's name, saved as ${status}`, async () => {
      const slug = unique('long-store')
      const save = (name: string) =>
        payload.create({
          collection: 'stores',
          draft: status === 'draft',
          data: { name, slug, website: 'https://example.com/', _status: status },
        })
      expect(await outcome(() => save(overlong))).toEqual({ status: 400, paths: ['name'] })
      const { totalDocs } = await payload.count({
        collection: 'stores',
        where: { slug: { equals: slug } },
      })
      expect(totalDocs).toBe(0)
      expect(await outcome(() => save(words(NAME_MAX_LENGTH)))).toBe('saved')
    })

    it(`a product's name and brand, saved as ${status}`, async () => {
      const save = (data: { name: string; brand?: string }) =>
        payload.create({
          collection: 'products',
          draft: status === 'draft',
          data: { ...data, slug: unique('long-product'), category, _status: status },
        })
      expect(await outcome(() => save({ name: overlong }))).toEqual({
        status: 400,
        paths: ['name'],
      })
      expect(await outcome(() => save({ name: 'Kettle', brand: overlong }))).toEqual({
        status: 400,
        paths: ['brand'],
      })
    })

    it(`a guide's title, saved as ${status}`, async () => {
      expect(
        await outcome(() =>
          payload.create({
            collection: 'posts',
            draft: status === 'draft',
            data: { title: overlong, slug: unique('long-guide'), category, _status: status },
          }),
        ),
      ).toEqual({ status: 400, paths: ['title'] })
    })
  }

  it("a category's and a product group's name", async () => {
    expect(
      await outcome(() =>
        payload.create({
          collection: 'post-categories',
          data: { name: overlong, seoSlug: unique('long-category') },
        }),
      ),
    ).toEqual({ status: 400, paths: ['name'] })
    expect(
      await outcome(() =>
        payload.create({
          collection: 'product-groups',
          data: { name: overlong, slug: unique('long-group') } as never,
        }),
      ),
    ).toEqual({ status: 400, paths: ['name'] })
  })
})

describe('an address or a path longer than any real one is refused, never a database error', () => {
  it("a user's e-mail address over 254 characters", async () => {
    const save = (email: string) =>
      payload.create({
        collection: 'users',
        data: { email, password: 'correct-horse-battery', role: 'editor' },
      })
    const local = `${unique('user')}`
    expect(await outcome(() => save(`${local}${'x'.repeat(3_000)}@example.com`))).toEqual({
      status: 400,
      paths: ['email'],
    })
    expect(await outcome(() => save(`${local}@example.com`))).toBe('saved')
  })

  it("a redirect's old path over 2 000 characters", async () => {
    const save = (from: string) =>
      payload.create({
        collection: 'redirects',
        data: { from, to: { type: 'custom', url: '/stores' } },
      })
    expect(await outcome(() => save(`/${words(4_000).replaceAll(' ', '-')}`))).toEqual({
      status: 400,
      paths: ['from'],
    })
    expect(await outcome(() => save(`/${unique('old-path')}`))).toBe('saved')
  })
})
