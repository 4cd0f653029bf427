import type { Payload } from 'payload'

import { env } from '@/config/env'

/** Local-only defaults, documented in the README; refused when NODE_ENV=production. */
export const DEFAULT_ADMIN_EMAIL = 'admin@example.com'
export const DEFAULT_ADMIN_PASSWORD = 'shopping-guide-admin'

/** Creates the first admin account from ADMIN_EMAIL / ADMIN_PASSWORD when there is no user yet. */
export async function ensureAdmin(payload: Payload, log: (line: string) => void): Promise<void> {
  const { totalDocs } = await payload.count({ collection: 'users' })
  if (totalDocs > 0) return

  const usesDefaults = !env.ADMIN_EMAIL || !env.ADMIN_PASSWORD
  if (usesDefaults && env.NODE_ENV === 'production') {
    log(
      'No admin account created: set ADMIN_EMAIL and ADMIN_PASSWORD (the local defaults are refused when NODE_ENV=production), or create one at /admin.',
    )
    return
  }
  const email = env.ADMIN_EMAIL ?? DEFAULT_ADMIN_EMAIL
  const password = env.ADMIN_PASSWORD ?? DEFAULT_ADMIN_PASSWORD
  await payload.create({
    collection: 'users',
    data: { email, password, name: 'Admin', role: 'admin' },
  })
  log(
    usesDefaults
      ? `Created the admin account ${email} with the local default password "${password}" (set ADMIN_EMAIL / ADMIN_PASSWORD to choose your own).`
      : `Created the admin account ${email} from ADMIN_EMAIL / ADMIN_PASSWORD.`,
  )
}
