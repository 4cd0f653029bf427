import { pbkdf2, randomBytes } from 'node:crypto'
import { promisify } from 'node:util'

import {
  APIError,
  type CollectionAfterErrorHook,
  type CollectionAfterLoginHook,
  type CollectionAfterOperationHook,
  type CollectionBeforeOperationHook,
  type PayloadRequest,
} from 'payload'

import {
  FORGOT_PASSWORD_LIMIT,
  LOGIN_FAILURES_PER_ADDRESS,
  LOGIN_LOCK_MS,
  MAX_LOGIN_ATTEMPTS,
  RESET_PASSWORD_LIMIT,
} from '@/config/constants'

import { CLIENT_ADDRESS_HEADER, limitKey } from './clientAddress.mjs'
import {
  deviceFailed,
  deviceOf,
  deviceSignedIn,
  deviceWait,
  unlockDevices,
  type KnownDevice,
} from './deviceCookies'
import { createLimiter, take } from './rateLimits.mjs'

/**
 * Sign-in limits, in Payload's hooks on the users collection: failed logins per client address
 * (counted across accounts) and per account, password-reset requests per address and per account,
 * and the same work for an unknown e-mail as for a known one. Successes are not counted, so editors
 * signing in often are never limited. A browser that signed in to the account before (its device
 * cookie, ./deviceCookies.ts) is limited on its own instead: neither the address's limit, the
 * account's nor Payload's own lock applies to it, so no one can use them to keep an editor out.
 */

const pbkdf2Async = promisify(pbkdf2)

/** Payload's current password hash (pbkdf2-sha256, 600 000 rounds, 32 bytes). */
const HASH_ROUNDS = 600_000
const HASH_BYTES = 32

type Limits = ReturnType<typeof createLimits>

function createLimits() {
  return {
    addressFailures: createLimiter(LOGIN_FAILURES_PER_ADDRESS),
    accountFailures: createLimiter({
      name: 'login-account',
      points: MAX_LOGIN_ATTEMPTS,
      seconds: LOGIN_LOCK_MS / 1000,
    }),
    forgotPerAddress: createLimiter({ ...FORGOT_PASSWORD_LIMIT, name: 'forgot-address' }),
    forgotPerAccount: createLimiter({
      ...FORGOT_PASSWORD_LIMIT,
      name: 'forgot-account',
      points: Math.ceil(FORGOT_PASSWORD_LIMIT.points / 2),
    }),
    resetPerAddress: createLimiter(RESET_PASSWORD_LIMIT),
  }
}

// One set per process even should the module be bundled twice (Next's route bundles).
const globalKey = Symbol.for('shopping-guide.loginLimits')
const limits = ((globalThis as Record<symbol, Limits | undefined>)[globalKey] ??= createLimits())

/** Over a limit: 429 with Retry-After; Payload logs it at info level, like a locked document. */
class TooManyAttempts extends APIError {
  constructor(message: string) {
    super(message, 429, null, true)
    this.name = 'Locked'
  }
}

function refuse(req: PayloadRequest, wait: number, what: string): never {
  const headers = new Headers(req.responseHeaders)
  headers.set('Retry-After', String(wait))
  req.responseHeaders = headers
  throw new TooManyAttempts(`Too many ${what}; try again in ${wait} s`)
}

/**
 * The address the server decided (scripts/server.mjs), by which clients are limited; null without
 * one: the Local API (the app's own code) and `next dev` are not limited.
 */
export function addressOf(req: PayloadRequest): string | null {
  const address = req.headers?.get(CLIENT_ADDRESS_HEADER)
  return address ? limitKey(address) : null
}

function accountOf(data: unknown): string | null {
  const email = (data as { email?: unknown } | undefined)?.email
  return typeof email === 'string' && email.trim() !== '' ? email.toLowerCase().trim() : null
}

const LOGIN_ATTEMPT = 'loginAttempt'

interface LoginAttempt {
  account: string
  address: string
  userId: number | null
  /** The known device it came from: then it took no point of the address's or account's limits. */
  device: KnownDevice | null
  /** Payload's lock and count as they stood before a known device's attempt, put back after it. */
  lock: { lockUntil: string | null; loginAttempts: number } | null
}

async function checkLogin(req: PayloadRequest, data: unknown): Promise<void> {
  const account = accountOf(data)
  const address = addressOf(req)
  if (!account || !address) return // Payload answers 400 for a missing e-mail.
  const user = await req.payload.db.findOne<{
    id: number
    lockUntil?: string | null
    loginAttempts?: number
  }>({
    collection: 'users',
    req,
    select: { id: true, lockUntil: true, loginAttempts: true },
    where: { email: { equals: account } },
  })
  const device = user ? await deviceOf(req, user.id) : null
  const attempt: LoginAttempt = { account, address, userId: user?.id ?? null, device, lock: null }
  if (device) {
    const wait = deviceWait(device)
    if (wait !== null) refuse(req, wait, 'failed sign-ins from this browser')
  } else {
    // Every attempt takes its points up front (parallel guesses cannot slip past the count); a
    // success or an attempt that was not a failed sign-in gives them back.
    const addressWait = await take(limits.addressFailures, address)
    if (addressWait !== null) refuse(req, addressWait, 'failed sign-ins from this address')
    const accountWait = await take(limits.accountFailures, account)
    if (accountWait !== null) {
      await limits.addressFailures.reward(address, 1)
      refuse(req, accountWait, 'failed sign-ins for this account')
    }
  }
  req.context[LOGIN_ATTEMPT] = attempt
  if (!user) {
    // As long as checking a known account's password, so the answer's time tells nothing.
    const password = (data as { password?: unknown }).password
    if (typeof password === 'string' && password.trim() !== '') {
      await pbkdf2Async(
        password,
        randomBytes(32).toString('hex'),
        HASH_ROUNDS,
        HASH_BYTES,
        'sha256',
      )
    }
    return
  }
  // Payload's own lock (5 failures from any other client) never keeps a known device out: it is
  // lifted for this attempt and put back after it, so the other clients stay locked.
  // Its own failures are not the other clients' either: the count is put back as it was, too.
  if (!device) return
  attempt.lock = { lockUntil: user.lockUntil ?? null, loginAttempts: user.loginAttempts ?? 0 }
  if (user.lockUntil || attempt.lock.loginAttempts >= MAX_LOGIN_ATTEMPTS - 1) {
    await setLock(req, user.id, { lockUntil: null, loginAttempts: 0 })
  }
}

async function setLock(
  req: PayloadRequest,
  id: number,
  data: { lockUntil: string | null; loginAttempts: number },
) {
  await req.payload.db.updateOne({
    collection: 'users',
    req,
    where: { id: { equals: id } },
    data,
    returning: false,
  })
}

/** Payload's lock and count as they were before a known device's attempt. */
async function putBackLock(req: PayloadRequest, attempt: LoginAttempt) {
  if (attempt.lock && attempt.userId !== null) await setLock(req, attempt.userId, attempt.lock)
}

async function checkForgotPassword(req: PayloadRequest, data: unknown): Promise<void> {
  const address = addressOf(req)
  if (!address) return
  const addressWait = await take(limits.forgotPerAddress, address)
  if (addressWait !== null) refuse(req, addressWait, 'password resets from this address')
  const account = accountOf(data)
  if (!account) return
  const accountWait = await take(limits.forgotPerAccount, account)
  if (accountWait !== null) refuse(req, accountWait, 'password resets for this account')
}

/** The login attempt of this request, once: its points given back unless `keep`. */
async function settle(req: PayloadRequest, keep = false): Promise<LoginAttempt | undefined> {
  const attempt = req.context[LOGIN_ATTEMPT] as LoginAttempt | undefined
  if (!attempt) return undefined
  delete req.context[LOGIN_ATTEMPT]
  if (!keep && !attempt.device) {
    await limits.addressFailures.reward(attempt.address, 1)
    await limits.accountFailures.reward(attempt.account, 1)
  }
  return attempt
}

export const limitSignIns: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  const data = (args as { data?: unknown }).data
  if (operation === 'login') await checkLogin(req, data)
  else if (operation === 'forgotPassword') await checkForgotPassword(req, data)
  else if (operation === 'resetPassword') {
    const address = addressOf(req)
    const wait = address === null ? null : await take(limits.resetPerAddress, address)
    if (wait !== null) refuse(req, wait, 'password reset attempts from this address')
  }
  return args
}

/**
 * A refused login (wrong password, unknown e-mail, a locked account) keeps its points, or counts
 * against its known device; others not.
 */
export const countFailedSignIn: CollectionAfterErrorHook = async ({ error, req }) => {
  const failed = (error as { status?: number }).status === 401
  const attempt = await settle(req, failed)
  if (!attempt) return
  if (failed && attempt.device) await deviceFailed(req, attempt.device)
  await putBackLock(req, attempt)
}

/**
 * A successful sign-in clears the account's failures; its browser becomes (or stays) a known device
 * of the account. A lock that other clients are under stays.
 */
export const rememberSignIn: CollectionAfterLoginHook = async ({ req, user }) => {
  const attempt = await settle(req)
  if (!attempt) return user
  await deviceSignedIn(req, user.id as number, attempt.device)
  await putBackLock(req, attempt)
  if (!attempt.device) await limits.accountFailures.delete(attempt.account)
  return user
}

/** An admin's unlock (Payload's Unlock button, POST /api/users/unlock) also clears these limits and the devices' locks. */
export const unlockSignIns: CollectionAfterOperationHook = async ({
  args,
  operation,
  req,
  result,
}) => {
  if (operation !== 'unlock') return result
  const account = accountOf((args as { data?: unknown }).data)
  if (account) {
    await Promise.all([
      limits.accountFailures.delete(account),
      limits.forgotPerAccount.delete(account),
      unlockDevices(req, account),
    ])
  }
  return result
}
