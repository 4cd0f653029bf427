import type { CollectionConfig } from 'payload'

import { admins, adminsFieldLevel, adminsOrFirstUser } from '@/access/admins'
import { adminsOrSelf } from '@/access/adminsOrSelf'
import { editorsAdminPanel } from '@/access/editorsAdminPanel'
import { roles } from '@/access/roles'
import { LOGIN_LOCK_MS, MAX_LOGIN_ATTEMPTS } from '@/config/constants'

import { firstUserIsAdmin } from './hooks/firstUserIsAdmin'

/** Editors and admins of the CMS. Shoppers never sign in. */
export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: 'User', plural: 'Users' },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'name', 'role', 'updatedAt'],
    group: 'Settings',
  },
  auth: {
    maxLoginAttempts: MAX_LOGIN_ATTEMPTS,
    lockTime: LOGIN_LOCK_MS,
    tokenExpiration: 60 * 60 * 8,
    cookies: { sameSite: 'Lax' },
  },
  access: {
    admin: editorsAdminPanel,
    read: adminsOrSelf,
    create: admins,
    update: adminsOrSelf,
    delete: admins,
  },
  hooks: {
    beforeChange: [firstUserIsAdmin],
  },
  fields: [
    { name: 'name', type: 'text' },
    {
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: 'editor',
      options: roles.map((role) => ({ value: role, label: role === 'admin' ? 'Admin' : 'Editor' })),
      saveToJWT: true,
      index: true,
      access: { create: adminsOrFirstUser, update: adminsFieldLevel },
      admin: { position: 'sidebar', description: 'Admins also manage user accounts.' },
    },
  ],
}
