import { randomInt } from 'node:crypto'

import type { Payload } from 'payload'

import { env, siteUrl } from '@/config/env'
import { passwordProblem } from '@/lib/passwordPolicy'

export const DEFAULT_ADMIN_EMAIL = 'admin@example.com'

/** No look-alikes (0/O, 1/l/I): the password is read off a terminal and typed in. */
const ALPHABET = 'abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789'

/** 20 characters from 57: about 117 bits. */
export function randomPassword(length = 20): string {
  return Array.from({ length }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')
}

/**
 * Creates the first admin account when there is no user yet: ADMIN_EMAIL (default
 * admin@example.com) with ADMIN_PASSWORD, or with a random password printed here once and stored
 * nowhere but as Payload's hash.
 */
export async function ensureAdmin(payload: Payload, log: (line: string) => void): Promise<void> {
  const { totalDocs } = await payload.count({ collection: 'users' })
  if (totalDocs > 0) return

  const email = env.ADMIN_EMAIL ?? DEFAULT_ADMIN_EMAIL
  const chosen = env.ADMIN_PASSWORD
  const problem = chosen === undefined ? null : passwordProblem(chosen, email)
  // Stopping here beats an empty user table, whose sign-up page would let anyone become admin.
  if (problem) throw new Error(`ADMIN_PASSWORD is refused: ${problem}`)
  const password = chosen ?? randomPassword()
  await payload.create({
    collection: 'users',
    data: { email, password, name: 'Admin', role: 'admin' },
  })
  if (chosen !== undefined) {
    log(`Created the admin account ${email} from ADMIN_EMAIL / ADMIN_PASSWORD.`)
    return
  }
  log(
    [
      'Created the admin account (shown only this once: note the password now):',
      `    admin:    ${siteUrl}/admin`,
      `    e-mail:   ${email}`,
      `    password: ${password}`,
      '  Change it in the admin under Account, or set ADMIN_EMAIL / ADMIN_PASSWORD before the first start.',
    ].join('\n'),
  )
}
