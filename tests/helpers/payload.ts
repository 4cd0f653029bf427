import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

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
