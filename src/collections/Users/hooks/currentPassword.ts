import { ValidationError, type CollectionBeforeChangeHook } from 'payload'

import { adminMessage } from '@/i18n/admin/text'

import type { User } from '@/payload-types'

import { passwordMatches } from '../verifyPassword'

export const CURRENT_PASSWORD_FIELD = 'currentPassword'

/**
 * Changing one's own password through the admin, REST or GraphQL needs the current one, so a stolen
 * session cannot take the account over. An admin setting another user's password does not know it;
 * Payload then ends every session of that user (and, for one's own change, all but the current one).
 * Server code (the Local API: seed, scripts) is trusted.
 */
export const requireCurrentPassword: CollectionBeforeChangeHook<User> = async ({
  data,
  operation,
  originalDoc,
  req,
}) => {
  const given = (data as Record<string, unknown>)[CURRENT_PASSWORD_FIELD]
  delete (data as Record<string, unknown>)[CURRENT_PASSWORD_FIELD]
  const password = (data as { password?: unknown }).password
  if (operation !== 'update' || typeof password !== 'string' || password === '') return data
  if (req.payloadAPI === 'local' || !originalDoc || !req.user) return data
  if (req.user.collection !== 'users' || String(req.user.id) !== String(originalDoc.id)) return data

  // The stored hash is a hidden field: read it from the database itself.
  const stored = await req.payload.db.findOne<{ id: number; hash?: string; salt?: string }>({
    collection: 'users',
    req,
    where: { id: { equals: originalDoc.id } },
  })
  if (typeof given !== 'string' || !stored || !(await passwordMatches(given, stored))) {
    throw new ValidationError(
      {
        collection: 'users',
        errors: [
          {
            message:
              typeof given === 'string' && given
                ? adminMessage(req.i18n?.language, 'currentPasswordWrong')
                : adminMessage(req.i18n?.language, 'currentPasswordMissing'),
            path: CURRENT_PASSWORD_FIELD,
          },
        ],
      },
      req.t,
    )
  }
  return data
}
