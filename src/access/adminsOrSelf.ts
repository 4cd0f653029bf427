import type { Access } from 'payload'

import { hasRole } from './roles'

/** Admins see every account; an editor sees and edits only their own. */
export const adminsOrSelf: Access = ({ req: { user } }) => {
  if (hasRole(user, 'admin')) return true
  if (user) return { id: { equals: user.id } }
  return false
}
