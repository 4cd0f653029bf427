import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { SQL } from '@payloadcms/db-postgres/drizzle'
import type { PayloadRequest } from 'payload'

import { LOGIN_LOCK_MS, MAX_LOGIN_ATTEMPTS } from '@/config/constants'
import { env } from '@/config/env'

/**
 * Device cookies, as OWASP describes them against online password guessing: a browser that signed
 * in to an account gets a cookie naming that sign-in, and the account's known devices are kept in
 * the database (user_devices; only a hash of each cookie's secret). A sign-in that shows a valid one
 * is counted and locked on its own — five failures lock that browser alone — while every other
 * client shares the account's lock. Strangers' guesses therefore never keep the owner's browser out,
 * and a restart forgets none of it.
 *
 * The cookie is `sg-device-<user id>=<secret>.<signature>`: HttpOnly, SameSite=Strict, sent only to
 * the sign-in path, kept a year from the last sign-in with it.
 */

const COOKIE_PREFIX = 'sg-device-'
const SIGN_IN_PATH = '/api/users/login'
const KEEP_DAYS = 365
/** Devices an account keeps; the one unused longest is forgotten first. */
const DEVICES_PER_ACCOUNT = 20

export interface KnownDevice {
  id: number
  lockedUntil: Date | null
}

const hashOf = (secret: string) => createHash('sha256').update(secret).digest()

const signature = (req: PayloadRequest, userId: number, secret: string) =>
  createHmac('sha256', `device-cookie:${req.payload.secret}`)
    .update(`${userId}.${secret}`)
    .digest('base64url')

const cookieValue = (req: PayloadRequest, name: string): string | null => {
  for (const part of (req.headers.get('cookie') ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=')
    if (key === name) return value.join('=')
  }
  return null
}

/**
 * Runs a statement in the request's transaction when Payload opened one (a sign-in's success hooks
 * run inside it, and it holds the user's row, which the devices' foreign key must wait for).
 */
async function run<T = never>(req: PayloadRequest, statement: SQL): Promise<T[]> {
  const adapter = req.payload.db as unknown as PostgresAdapter
  const transaction = req.transactionID ? adapter.sessions[await req.transactionID]?.db : undefined
  const result = await (transaction ?? adapter.drizzle).execute(statement)
  return (result as unknown as { rows: T[] }).rows
}

/**
 * The known device this sign-in comes from, for the account `userId`; null without a cookie, with a
 * forged or foreign one, or one the account no longer knows.
 */
export async function deviceOf(req: PayloadRequest, userId: number): Promise<KnownDevice | null> {
  const value = cookieValue(req, `${COOKIE_PREFIX}${userId}`)
  const [secret, given] = value?.split('.') ?? []
  if (!secret || !given) return null
  const expected = Buffer.from(signature(req, userId, secret))
  const actual = Buffer.from(given)
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null
  const [row] = await run<{ id: string; locked_until: Date | string | null }>(
    req,
    sql`
      select id, locked_until from user_devices
      where token_hash = ${hashOf(secret)} and user_id = ${userId}
        and last_sign_in_at > now() - make_interval(days => ${KEEP_DAYS})`,
  )
  return row
    ? { id: Number(row.id), lockedUntil: row.locked_until ? new Date(row.locked_until) : null }
    : null
}

/** Seconds this device must still wait, or null when it may sign in. */
export function deviceWait(device: KnownDevice): number | null {
  const left = (device.lockedUntil?.getTime() ?? 0) - Date.now()
  return left > 0 ? Math.ceil(left / 1000) : null
}

/** A failed sign-in from a known device: counted in its window; the fifth locks that device alone. */
export async function deviceFailed(req: PayloadRequest, device: KnownDevice): Promise<void> {
  const windowStart = sql`now() - make_interval(secs => ${LOGIN_LOCK_MS / 1000})`
  await run(
    req,
    sql`
    update user_devices d set
      locked_until = case when n.failures >= ${MAX_LOGIN_ATTEMPTS}
        then now() + make_interval(secs => ${LOGIN_LOCK_MS / 1000}) else d.locked_until end,
      failures = case when n.failures >= ${MAX_LOGIN_ATTEMPTS} then 0 else n.failures end,
      failures_since = case when n.failures >= ${MAX_LOGIN_ATTEMPTS} then null else n.since end
    from (
      select id,
        case when failures_since > ${windowStart} then failures + 1 else 1 end as failures,
        case when failures_since > ${windowStart} then failures_since else now() end as since
      from user_devices where id = ${device.id}
    ) n
    where d.id = n.id`,
  )
}

/**
 * A successful sign-in: a known device is used again and its failures forgotten; a browser without
 * one becomes a known device of the account and gets its cookie.
 */
export async function deviceSignedIn(
  req: PayloadRequest,
  userId: number,
  device: KnownDevice | null,
): Promise<void> {
  if (device) {
    await run(
      req,
      sql`
      update user_devices set last_sign_in_at = now(), failures = 0, failures_since = null,
        locked_until = null
      where id = ${device.id}`,
    )
    return
  }
  const secret = randomBytes(32).toString('base64url')
  await run(
    req,
    sql`
    insert into user_devices (user_id, token_hash) values (${userId}, ${hashOf(secret)})`,
  )
  await run(
    req,
    sql`
    delete from user_devices where user_id = ${userId} and id not in (
      select id from user_devices where user_id = ${userId}
      order by last_sign_in_at desc, id desc limit ${DEVICES_PER_ACCOUNT})`,
  )
  const attributes = [
    `${COOKIE_PREFIX}${userId}=${secret}.${signature(req, userId, secret)}`,
    `Path=${SIGN_IN_PATH}`,
    `Max-Age=${KEEP_DAYS * 24 * 60 * 60}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(env.COOKIE_SECURE ? ['Secure'] : []),
  ]
  req.responseHeaders ??= new Headers()
  req.responseHeaders.append('Set-Cookie', attributes.join('; '))
}

/** An admin's unlock: no device of the account stays locked either. */
export async function unlockDevices(req: PayloadRequest, email: string): Promise<void> {
  const user = await req.payload.db.findOne<{ id: number }>({
    collection: 'users',
    req,
    select: { id: true },
    where: { email: { equals: email } },
  })
  if (!user) return
  await run(
    req,
    sql`
    update user_devices set locked_until = null, failures = 0, failures_since = null
    where user_id = ${user.id}`,
  )
}
