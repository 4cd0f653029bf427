import { ValidationError, type CollectionBeforeOperationHook } from 'payload'

import { passwordProblem } from '@/lib/passwordPolicy'

/**
 * Every new password — an account created, a password changed or reset, through the admin, REST,
 * GraphQL or the Local API — must pass the password policy.
 */
export const enforcePasswordPolicy: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation !== 'create' && operation !== 'update' && operation !== 'resetPassword') return args
  const data = (args as { data?: Record<string, unknown> }).data
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
