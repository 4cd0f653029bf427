import { pbkdf2, timingSafeEqual } from 'node:crypto'
import { promisify } from 'node:util'

const pbkdf2Async = promisify(pbkdf2)

/** Payload 3.90 writes `pbkdf2-sha256-v1:<hex>` (600 000 rounds, 32 bytes); older hashes have no prefix. */
const CURRENT_PREFIX = 'pbkdf2-sha256-v1:'

/**
 * Whether `password` matches a user's stored hash and salt, the way Payload's login checks it
 * (its own check is not exported).
 */
export async function passwordMatches(
  password: string,
  stored: { hash?: unknown; salt?: unknown },
): Promise<boolean> {
  const { hash, salt } = stored
  if (typeof hash !== 'string' || typeof salt !== 'string' || !password) return false
  const current = hash.startsWith(CURRENT_PREFIX)
  const expected = Buffer.from(current ? hash.slice(CURRENT_PREFIX.length) : hash, 'hex')
  const actual = await pbkdf2Async(
    password,
    salt,
    current ? 600_000 : 25_000,
    current ? 32 : 512,
    'sha256',
  )
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}
