import { adminMessage } from '@/i18n/admin/text'

import { COMMON_PASSWORDS } from './commonPasswords'

export const MIN_PASSWORD_LENGTH = 12
/** Far above any passphrase; keeps a pasted document from being hashed as a password. */
export const MAX_PASSWORD_LENGTH = 256

/**
 * Why a new password is refused, or null when it is acceptable: at least 12 characters, not a
 * well-known password, not one short unit repeated ("abcabcabcabc") and not the account's e-mail.
 */
export function passwordProblem(
  password: string,
  email?: string | null,
  language?: string,
): string | null {
  const length = [...password].length
  if (length < MIN_PASSWORD_LENGTH) {
    return adminMessage(language, 'passwordShort', { count: MIN_PASSWORD_LENGTH })
  }
  if (length > MAX_PASSWORD_LENGTH) {
    return adminMessage(language, 'passwordLong', { count: MAX_PASSWORD_LENGTH })
  }
  const lower = password.toLowerCase()
  if (COMMON_PASSWORDS.has(lower) || /^(.{1,4})\1+$/su.test(lower)) {
    return adminMessage(language, 'passwordCommon')
  }
  if (email) {
    const address = email.toLowerCase()
    if (lower === address || lower === address.split('@')[0]) {
      return adminMessage(language, 'passwordEmail')
    }
  }
  return null
}
