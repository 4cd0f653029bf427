import type { CollectionConfig } from 'payload'

import { admins, adminsFieldLevel, adminsOrFirstUser } from '@/access/admins'
import { adminsOrSelf } from '@/access/adminsOrSelf'
import { editorsAdminPanel } from '@/access/editorsAdminPanel'
import { roles } from '@/access/roles'
import { LOGIN_LOCK_MS, MAX_LOGIN_ATTEMPTS } from '@/config/constants'
import { env } from '@/config/env'
import { countFailedSignIn, limitSignIns, rememberSignIn, unlockSignIns } from '@/lib/loginLimits'

import { CURRENT_PASSWORD_FIELD, requireCurrentPassword } from './hooks/currentPassword'
import {
  adminLanguageField,
  signInInOwnLanguage,
  switchToChosenLanguage,
} from './hooks/adminLanguage'
import { addEditorHint, removeEditorHint } from './hooks/editorHint'
import { firstUserIsAdmin } from './hooks/firstUserIsAdmin'
import { checkCredentials } from './hooks/credentials'
import { meWithoutToken, tokenEndpoints } from './tokenInBody'

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
    cookies: { sameSite: 'Lax', secure: env.COOKIE_SECURE },
  },
  access: {
    admin: editorsAdminPanel,
    read: adminsOrSelf,
    create: admins,
    update: adminsOrSelf,
    delete: admins,
    // Payload lets anyone signed in unlock any account by default.
    unlock: admins,
  },
  hooks: {
    beforeChange: [firstUserIsAdmin, requireCurrentPassword],
    // Sign-in rate limits and the account lock that an attacker cannot use against a known address.
    beforeOperation: [limitSignIns, checkCredentials],
    afterMe: [meWithoutToken],
    afterError: [countFailedSignIn],
    afterLogin: [rememberSignIn, addEditorHint, signInInOwnLanguage],
    afterChange: [switchToChosenLanguage],
    afterLogout: [removeEditorHint],
    afterOperation: [unlockSignIns],
  },
  // The JWT stays out of the answers a browser gets (it keeps the session in the cookie).
  endpoints: tokenEndpoints,
  fields: [
    {
      // Asked for when one changes one's own password; checked and dropped, never stored.
      name: CURRENT_PASSWORD_FIELD,
      type: 'text',
      virtual: true,
      label: 'Current password',
      admin: {
        components: { Field: '@/collections/Users/CurrentPasswordField#CurrentPasswordField' },
        disableBulkEdit: true,
        disableListColumn: true,
        disableListFilter: true,
      },
    },
    { name: 'name', type: 'text' },
    adminLanguageField,
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
