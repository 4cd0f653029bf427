import type { Access, FieldAccess } from 'payload'

import { hasRole } from './roles'

/** Only admins manage user accounts. */
export const admins: Access = ({ req: { user } }) => hasRole(user, 'admin')

export const adminsFieldLevel: FieldAccess = ({ req: { user } }) => hasRole(user, 'admin')

/** Admins set roles; so does whoever creates the very first account (it becomes the admin). */
export const adminsOrFirstUser: FieldAccess = async ({ req }) => {
  if (hasRole(req.user, 'admin')) return true
  if (req.user) return false
  const { totalDocs } = await req.payload.count({ collection: 'users', overrideAccess: true, req })
  return totalDocs === 0
}
