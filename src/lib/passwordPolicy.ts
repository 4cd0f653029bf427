import { COMMON_PASSWORDS } from './commonPasswords'

export const MIN_PASSWORD_LENGTH = 12
/** Far above any passphrase; keeps a pasted document from being hashed as a password. */
export const MAX_PASSWORD_LENGTH = 256

/**
 * Why a new password is refused, or null when it is acceptable: at least 12 characters, not a
 * well-known password, not one short unit repeated ("abcabcabcabc") and not the account's e-mail.
 */
export function passwordProblem(password: string, email?: string | null): string | null {
  const length = [...password].length
  if (length < MIN_PASSWORD_LENGTH) {
    return `The password must be at least ${MIN_PASSWORD_LENGTH} characters long.`
  }
  if (length > MAX_PASSWORD_LENGTH) {
    return `The password must be at most ${MAX_PASSWORD_LENGTH} characters long.`
  }
  const lower = password.toLowerCase()
  if (COMMON_PASSWORDS.has(lower) || /^(.{1,4})\1+$/su.test(lower)) {
    return 'This password is too common: choose one that is harder to guess.'
  }
  if (email) {
    const address = email.toLowerCase()
    if (lower === address || lower === address.split('@')[0]) {
      return 'The password must not be the account’s e-mail address.'
    }
  }
  return null
}
