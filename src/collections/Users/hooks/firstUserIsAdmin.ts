import type { CollectionBeforeChangeHook } from 'payload'

import type { User } from '@/payload-types'

/** The account made on /admin/create-first-user must be able to manage the others. */
export const firstUserIsAdmin: CollectionBeforeChangeHook<User> = async ({
  data,
  operation,
  req,
}) => {
  if (operation !== 'create') return data
  const { totalDocs } = await req.payload.count({ collection: 'users', req })
  return totalDocs === 0 ? { ...data, role: 'admin' } : data
}
