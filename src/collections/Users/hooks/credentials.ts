import { ValidationError, type CollectionBeforeOperationHook } from 'payload'

import { passwordProblem } from '@/lib/passwordPolicy'

/** The longest e-mail address there is (RFC 5321: a path of 256 octets, its brackets included). */
const EMAIL_MAX_LENGTH = 254

/**
 * Every e-mail address saved fits the longest one there is, and every new password — an account
 * created, a password changed or reset, through the admin, REST, GraphQL or the Local API — passes
 * the password policy.
 */
export const checkCredentials: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation !== 'create' && operation !== 'update' && operation !== 'resetPassword') return args
  const data = (args as { data?: Record<string, unknown> }).data
  // Payload checks an address's form but not its length; the column is indexed, and PostgreSQL
  // refuses an index entry over 2.7 KB with a database error.
  if (typeof data?.email === 'string' && data.email.length > EMAIL_MAX_LENGTH) {
    throw new ValidationError(
      {
        collection: 'users',
        errors: [{ message: req.t('validation:emailAddress'), path: 'email' }],
      },
      req.t,
    )
  }
  const password = data?.password
  // Payload itself refuses a missing or non-text password where one is needed.
  if (typeof password !== 'string' || password === '') return args
  const email = typeof data?.email === 'string' ? data.email : undefined
  const problem = passwordProblem(password, email, req.i18n?.language)
  if (problem) {
    throw new ValidationError(
      { collection: 'users', errors: [{ message: problem, path: 'password' }] },
      req.t,
    )
  }
  return args
}
