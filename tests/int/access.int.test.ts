import type { CollectionSlug, Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { User } from '@/payload-types'

import { createCategory, createUser, testPayload, unique } from '../helpers/payload'

let payload: Payload
let admin: User
let editor: User
let categoryId: number

/** Minimal valid data per collection, fresh for each call. */
const validData = (): Record<
  Exclude<CollectionSlug, 'media' | 'imports' | 'exports' | `payload-${string}` | `feed${string}`>,
  Record<string, unknown>
> => ({
  'post-categories': { name: 'Cat', seoSlug: unique('cat') },
  posts: { title: 'Guide', slug: unique('guide'), category: categoryId, _status: 'published' },
  stores: {
    name: 'Shop',
    slug: unique('shop'),
    website: 'https://shop.example',
    _status: 'published',
  },
  products: { name: 'Thing', slug: unique('thing') },
  'product-groups': { name: 'Group', slug: unique('group') },
  redirects: { from: `/${unique('old')}`, to: { type: 'custom', url: '/stores' } },
  users: { email: `${unique('u')}@example.com`, password: 'correct-horse-battery', role: 'editor' },
})

const contentCollections = [
  'post-categories',
  'posts',
  'stores',
  'products',
  'product-groups',
  'redirects',
] as const

beforeAll(async () => {
  payload = await testPayload()
  admin = await createUser(payload, 'admin')
  editor = await createUser(payload, 'editor')
  categoryId = (await createCategory(payload)).id
})

describe('anonymous visitors', () => {
  for (const collection of [...contentCollections, 'users'] as const) {
    it(`cannot create, update or delete ${collection}`, async () => {
      const doc = await payload.create({ collection, data: validData()[collection] as never })
      await expect(
        payload.create({
          collection,
          data: validData()[collection] as never,
          overrideAccess: false,
        }),
      ).rejects.toMatchObject({ status: 403 })
      await expect(
        payload.update({ collection, id: doc.id, data: {} as never, overrideAccess: false }),
      ).rejects.toMatchObject({ status: 403 })
      await expect(
        payload.delete({ collection, id: doc.id, overrideAccess: false }),
      ).rejects.toMatchObject({ status: 403 })
      expect(await payload.findByID({ collection, id: doc.id, depth: 0 })).toBeTruthy()
    })
  }

  it("cannot read retailers' feeds, their runs or their files", async () => {
    for (const collection of ['feeds', 'feed-runs', 'feed-files'] as const) {
      await expect(payload.find({ collection, overrideAccess: false })).rejects.toMatchObject({
        status: 403,
      })
    }
  })

  it('cannot upload media', async () => {
    await expect(
      payload.create({
        collection: 'media',
        data: { alt: 'x' },
        file: { data: Buffer.from('x'), mimetype: 'image/png', name: 'x.png', size: 1 },
        overrideAccess: false,
      }),
    ).rejects.toMatchObject({ status: 403 })
  })

  it('cannot list or upload import files and exports', async () => {
    for (const collection of ['imports', 'exports'] as const) {
      await expect(payload.find({ collection, overrideAccess: false })).rejects.toMatchObject({
        status: 403,
      })
    }
    await expect(
      payload.create({
        collection: 'imports',
        data: { collectionSlug: 'stores' },
        file: { data: Buffer.from('name\nx\n'), mimetype: 'text/csv', name: 'x.csv', size: 8 },
        overrideAccess: false,
      }),
    ).rejects.toMatchObject({ status: 403 })
  })

  it('never reads a draft guide or store, but reads the published ones', async () => {
    const draftPost = await payload.create({
      collection: 'posts',
      draft: true,
      data: {
        title: 'Secret draft',
        slug: unique('draft'),
        category: categoryId,
        _status: 'draft',
      },
    })
    const publishedPost = await payload.create({
      collection: 'posts',
      data: validData().posts as never,
    })
    const draftStore = await payload.create({
      collection: 'stores',
      draft: true,
      data: {
        name: 'Draft shop',
        slug: unique('draft-shop'),
        website: 'https://d.example',
        _status: 'draft',
      },
    })

    const posts = await payload.find({ collection: 'posts', overrideAccess: false, limit: 0 })
    expect(posts.docs.map((doc) => doc.id)).toContain(publishedPost.id)
    expect(posts.docs.map((doc) => doc.id)).not.toContain(draftPost.id)
    await expect(
      payload.findByID({ collection: 'posts', id: draftPost.id, overrideAccess: false }),
    ).rejects.toMatchObject({ status: 404 })
    await expect(
      payload.findByID({ collection: 'stores', id: draftStore.id, overrideAccess: false }),
    ).rejects.toMatchObject({ status: 404 })
    // Even asking for drafts explicitly returns nothing unpublished.
    const asked = await payload.find({
      collection: 'posts',
      draft: true,
      overrideAccess: false,
      limit: 0,
    })
    expect(asked.docs.map((doc) => doc.id)).not.toContain(draftPost.id)
  })

  it('cannot list users', async () => {
    await expect(
      payload.find({ collection: 'users', overrideAccess: false }),
    ).rejects.toMatchObject({
      status: 403,
    })
  })
})

describe('editors', () => {
  for (const collection of contentCollections) {
    it(`create, update and delete ${collection}`, async () => {
      const doc = await payload.create({
        collection,
        data: validData()[collection] as never,
        user: editor,
        overrideAccess: false,
      })
      await payload.update({
        collection,
        id: doc.id,
        data: {} as never,
        user: editor,
        overrideAccess: false,
      })
      await payload.delete({ collection, id: doc.id, user: editor, overrideAccess: false })
      await expect(payload.findByID({ collection, id: doc.id })).rejects.toMatchObject({
        status: 404,
      })
    })
  }

  it('read drafts', async () => {
    const draft = await payload.create({
      collection: 'posts',
      draft: true,
      data: {
        title: 'Draft for editors',
        slug: unique('draft'),
        category: categoryId,
        _status: 'draft',
      },
    })
    const found = await payload.findByID({
      collection: 'posts',
      id: draft.id,
      draft: true,
      user: editor,
      overrideAccess: false,
    })
    expect(found.title).toBe('Draft for editors')
  })

  it('cannot create, promote or delete users, nor see other accounts', async () => {
    await expect(
      payload.create({
        collection: 'users',
        data: validData().users as never,
        user: editor,
        overrideAccess: false,
      }),
    ).rejects.toMatchObject({ status: 403 })
    await expect(
      payload.delete({ collection: 'users', id: admin.id, user: editor, overrideAccess: false }),
    ).rejects.toMatchObject({ status: 403 })
    const visible = await payload.find({
      collection: 'users',
      user: editor,
      overrideAccess: false,
      limit: 0,
    })
    expect(visible.docs.map((doc) => doc.id)).toEqual([editor.id])
    // The role field is admin-only: an editor's attempt to promote themselves is ignored.
    const updated = await payload.update({
      collection: 'users',
      id: editor.id,
      data: { role: 'admin' },
      user: editor,
      overrideAccess: false,
    })
    expect(updated.role).toBe('editor')
  })
})

describe('admins', () => {
  it('manage users', async () => {
    const created = await payload.create({
      collection: 'users',
      data: validData().users as never,
      user: admin,
      overrideAccess: false,
    })
    const promoted = await payload.update({
      collection: 'users',
      id: created.id,
      data: { role: 'admin' },
      user: admin,
      overrideAccess: false,
    })
    expect(promoted.role).toBe('admin')
    await payload.delete({
      collection: 'users',
      id: created.id,
      user: admin,
      overrideAccess: false,
    })
  })
})
