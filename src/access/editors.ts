import type { Access } from 'payload'

import { hasRole } from './roles'

/** Signed-in editors and admins write content. */
export const editors: Access = ({ req: { user } }) => hasRole(user, 'admin', 'editor')
