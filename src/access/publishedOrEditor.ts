import type { Access } from 'payload'

import { hasRole } from './roles'

/** Editors read everything; everyone else reads published documents only, as a query, never `true`. */
export const publishedOrEditor: Access = ({ req: { user } }) => {
  if (hasRole(user, 'admin', 'editor')) return true
  return { _status: { equals: 'published' } }
}
