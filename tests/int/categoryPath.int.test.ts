import type { Payload } from 'payload'
import { beforeAll, expect, it } from 'vitest'

import { createCategory, testPayload, unique } from '../helpers/payload'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

it('names a category by its place in the tree, in each language, and follows a move', async () => {
  const parent = await createCategory(payload, 'Tree parent')
  const child = await payload.create({
    collection: 'post-categories',
    data: { name: 'Tree child', seoSlug: unique('tree-child'), parent: parent.id },
  })
  expect(child.path).toBe('Tree parent › Tree child')
  expect(payload.collections['post-categories'].config.admin.useAsTitle).toBe('path')

  const german = await payload.update({
    collection: 'post-categories',
    id: child.id,
    locale: 'de',
    data: { name: 'Baum-Kind' },
  })
  // The parent has no German name yet: its English one stands in.
  expect(german.path).toBe('Tree parent › Baum-Kind')

  const other = await createCategory(payload, 'Other parent')
  const moved = await payload.update({
    collection: 'post-categories',
    id: child.id,
    data: { parent: other.id },
  })
  expect(moved.path).toBe('Other parent › Tree child')
})

it('translates a category before its subcategories: each keeps its English name and a German path', async () => {
  const parent = await createCategory(payload, 'Untranslated parent')
  const child = await payload.create({
    collection: 'post-categories',
    data: { name: 'Untranslated child', seoSlug: unique('untranslated-child'), parent: parent.id },
  })
  // The parent's save re-saves the child in German, which it has no text in yet.
  await payload.update({
    collection: 'post-categories',
    id: parent.id,
    locale: 'de',
    data: { name: 'Übersetzte Eltern' },
  })
  const german = await payload.findByID({
    collection: 'post-categories',
    id: child.id,
    locale: 'de',
    fallbackLocale: 'en',
  })
  expect(german.path).toBe('Übersetzte Eltern › Untranslated child')
  const english = await payload.findByID({
    collection: 'post-categories',
    id: child.id,
    locale: 'en',
  })
  expect(english.path).toBe('Untranslated parent › Untranslated child')
  expect(english.breadcrumbs?.map((crumb) => crumb.label)).toEqual([
    'Untranslated parent',
    'Untranslated child',
  ])
})
