import type { PayloadRequest } from 'payload'

import { hasRole } from './roles'

/** Who may open /admin at all. */
export const editorsAdminPanel = ({ req: { user } }: { req: PayloadRequest }): boolean =>
  hasRole(user, 'admin', 'editor')
