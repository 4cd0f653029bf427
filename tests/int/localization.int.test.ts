import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { localeCodes } from '@/i18n/locales'

import { createCategory, testPayload, unique } from '../helpers/payload'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

describe('localized content', () => {
  it('round-trips a store description in all 11 languages', async () => {
    const store = await payload.create({
      collection: 'stores',
      locale: 'en',
      data: {
        name: 'Polyglot',
        slug: unique('polyglot'),
        website: 'https://polyglot.example',
        description: 'Description in en',
        _status: 'published',
      },
    })
    for (const locale of localeCodes.filter((code) => code !== 'en')) {
      await payload.update({
        collection: 'stores',
        id: store.id,
        locale,
        data: { description: `Description in ${locale}`, _status: 'published' },
      })
    }
    for (const locale of localeCodes) {
      const doc = await payload.findByID({
        collection: 'stores',
        id: store.id,
        locale,
        overrideAccess: false,
      })
      expect(doc.description).toBe(`Description in ${locale}`)
    }
    const all = await payload.findByID({ collection: 'stores', id: store.id, locale: 'all' })
    expect(Object.keys(all.description as unknown as Record<string, string>).sort()).toEqual(
      [...localeCodes].sort(),
    )
  })

  it('falls back to English where a language has no translation', async () => {
    const category = await createCategory(payload, 'Only English')
    await payload.update({
      collection: 'post-categories',
      id: category.id,
      locale: 'de',
      data: { name: 'Nur Deutsch' },
    })
    const french = await payload.findByID({
      collection: 'post-categories',
      id: category.id,
      locale: 'fr',
    })
    expect(french.name).toBe('Only English')
    const german = await payload.findByID({
      collection: 'post-categories',
      id: category.id,
      locale: 'de',
    })
    expect(german.name).toBe('Nur Deutsch')
  })

  it('turns a hand-typed slug into one a URL can carry', async () => {
    const category = await payload.create({
      collection: 'post-categories',
      data: { name: 'Bad', seoSlug: 'Bad Slug/..' },
    })
    expect(category.seoSlug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
  })

  it('accepts the fixed id of the hidden category', async () => {
    const hidden = await payload.create({
      collection: 'post-categories',
      data: { id: 314, name: 'Internal', seoSlug: unique('internal') },
    })
    expect(hidden.id).toBe(314)
  })
})

describe('users', () => {
  it('locks an account after 5 failed logins, even for the right password', async () => {
    const email = `${unique('lock')}@example.com`
    await payload.create({
      collection: 'users',
      data: { email, password: 'correct-horse-battery', role: 'editor' },
    })
    for (let attempt = 0; attempt < 5; attempt++) {
      await expect(
        payload.login({ collection: 'users', data: { email, password: 'wrong-password' } }),
      ).rejects.toBeTruthy()
    }
    await expect(
      payload.login({ collection: 'users', data: { email, password: 'correct-horse-battery' } }),
    ).rejects.toMatchObject({ status: 401 })
  })
})
