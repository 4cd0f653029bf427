import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

import { EXCLUDED_CATEGORY_ID } from '@/config/constants'
import type { User } from '@/payload-types'

export async function testPayload(): Promise<Payload> {
  return getPayload({ config, cron: true })
}

let counter = 0
/** A unique suffix, so tests never collide on unique slugs or e-mails in the shared run database. */
export function unique(prefix: string): string {
  counter += 1
  return `${prefix}-${process.pid}-${Date.now().toString(36)}-${counter}`
}

export async function createUser(payload: Payload, role: User['role']): Promise<User> {
  return payload.create({
    collection: 'users',
    data: { email: `${unique(role)}@example.com`, password: 'correct-horse-battery', role },
  })
}

export async function createCategory(payload: Payload, name = 'Test category') {
  return payload.create({
    collection: 'post-categories',
    data: { name, seoSlug: unique('category') },
  })
}

/**
 * Makes sure the hidden category (its fixed id) exists, and returns the clean-up that removes it
 * again only if it was made here: another suite checks that it can be created.
 */
export async function ensureHiddenCategory(payload: Payload): Promise<() => Promise<void>> {
  const hidden = await payload.findByID({
    collection: 'post-categories',
    id: EXCLUDED_CATEGORY_ID,
    disableErrors: true,
  })
  if (hidden) return async () => {}
  await payload.create({
    collection: 'post-categories',
    data: { id: EXCLUDED_CATEGORY_ID, name: 'Internal', seoSlug: unique('internal') },
  })
  return async () => {
    await payload.delete({ collection: 'post-categories', id: EXCLUDED_CATEGORY_ID })
  }
}
