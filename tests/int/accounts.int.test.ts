import { createLocalReq, type Payload, type PayloadRequest } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { passwordMatches } from '@/collections/Users/verifyPassword'
import { env, parseEnv } from '@/config/env'
import { COMMON_PASSWORDS } from '@/lib/commonPasswords'
import { passwordProblem } from '@/lib/passwordPolicy'
import type { User } from '@/payload-types'
import { ensureAdmin, randomPassword } from '@/seed/admin'

import { createUser, testPayload, unique } from '../helpers/payload'

const PASSWORD = 'correct-horse-battery'
let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

/** A request as REST would make it for this user's session (Payload's own JWT strategy sets `_sid`). */
async function restRequest(user: User, sid?: string): Promise<PayloadRequest> {
  const req = await createLocalReq(
    { user: { ...user, collection: 'users', _sid: sid } as never },
    payload,
  )
  req.payloadAPI = 'REST'
  return req
}

async function sessionsOf(id: number): Promise<string[]> {
  const doc = await payload.db.findOne<{ id: number; sessions?: { id: string }[] }>({
    collection: 'users',
    where: { id: { equals: id } },
  })
  return (doc?.sessions ?? []).map((session) => session.id)
}

async function login(email: string, password: string): Promise<string> {
  const { token } = await payload.login({ collection: 'users', data: { email, password } })
  const sid = JSON.parse(Buffer.from(token!.split('.')[1], 'base64url').toString()).sid
  return sid as string
}

describe('the password policy', () => {
  it('refuses short, common and repetitive passwords and the e-mail itself', () => {
    expect(passwordProblem('abc')).toMatch(/at least 12/)
    expect(passwordProblem('elevenchars')).toMatch(/at least 12/)
    expect(passwordProblem('Password1234')).toMatch(/too common/)
    expect(passwordProblem('shopping-guide-admin')).toMatch(/too common/)
    expect(passwordProblem('abcabcabcabc')).toMatch(/too common/)
    expect(passwordProblem('zzzzzzzzzzzzzzzz')).toMatch(/too common/)
    expect(passwordProblem('someone@example.com', 'Someone@example.com')).toMatch(/e-mail/)
    expect(passwordProblem('x'.repeat(257))).toMatch(/at most/)
  })

  it('accepts the passwords the tests and the first admin use', () => {
    expect(passwordProblem(PASSWORD)).toBeNull()
    expect(passwordProblem('e2e-admin-password')).toBeNull()
    expect(passwordProblem(randomPassword())).toBeNull()
    for (const entry of COMMON_PASSWORDS) expect(entry).toBe(entry.toLowerCase())
  })

  it('applies to every new password: create, update and the Local API alike', async () => {
    await expect(
      payload.create({
        collection: 'users',
        data: { email: `${unique('weak')}@example.com`, password: 'abc', role: 'editor' },
      }),
    ).rejects.toMatchObject({ status: 400, data: { errors: [{ path: 'password' }] } })
    const user = await createUser(payload, 'editor')
    await expect(
      payload.update({ collection: 'users', id: user.id, data: { password: 'password1234' } }),
    ).rejects.toMatchObject({ status: 400 })
  })
})

describe('changing a password', () => {
  it('needs the current one for one’s own account, and ends the other sessions', async () => {
    const user = await createUser(payload, 'editor')
    const current = await login(user.email, PASSWORD)
    const other = await login(user.email, PASSWORD)
    expect(await sessionsOf(user.id)).toEqual(expect.arrayContaining([current, other]))

    const req = await restRequest(user, current)
    await expect(
      payload.update({
        collection: 'users',
        id: user.id,
        data: { password: 'a-new-long-passphrase' },
        overrideAccess: false,
        req,
      }),
    ).rejects.toMatchObject({ status: 400, data: { errors: [{ path: 'currentPassword' }] } })
    await expect(
      payload.update({
        collection: 'users',
        id: user.id,
        data: { password: 'a-new-long-passphrase', currentPassword: 'not-the-password' },
        overrideAccess: false,
        req: await restRequest(user, current),
      }),
    ).rejects.toMatchObject({
      data: { errors: [{ message: 'The current password is not correct.' }] },
    })
    expect(await sessionsOf(user.id)).toEqual(expect.arrayContaining([current, other]))

    const updated = await payload.update({
      collection: 'users',
      id: user.id,
      data: { password: 'a-new-long-passphrase', currentPassword: PASSWORD },
      overrideAccess: false,
      req: await restRequest(user, current),
    })
    expect(updated).not.toHaveProperty('currentPassword')
    expect(await sessionsOf(user.id)).toEqual([current])
    await expect(login(user.email, PASSWORD)).rejects.toMatchObject({ status: 401 })
    await expect(login(user.email, 'a-new-long-passphrase')).resolves.toBeTruthy()
  })

  it('lets an admin set another user’s password without it, ending all that user’s sessions', async () => {
    const admin = await createUser(payload, 'admin')
    const user = await createUser(payload, 'editor')
    await login(user.email, PASSWORD)
    await payload.update({
      collection: 'users',
      id: user.id,
      data: { password: 'set-by-the-admin-2025' },
      overrideAccess: false,
      req: await restRequest(admin, await login(admin.email, PASSWORD)),
    })
    expect(await sessionsOf(user.id)).toEqual([])
  })

  it('checks hashes the way Payload’s login does', async () => {
    const user = await createUser(payload, 'editor')
    const stored = await payload.db.findOne<{ id: number; hash: string; salt: string }>({
      collection: 'users',
      where: { id: { equals: user.id } },
    })
    expect(await passwordMatches(PASSWORD, stored!)).toBe(true)
    expect(await passwordMatches('correct-horse-batterY', stored!)).toBe(false)
    expect(await passwordMatches('', stored!)).toBe(false)
  })
})

/** The environment parsed from these variables alone. */
const parseEnvOf = (vars: Record<string, string>) =>
  parseEnv({ NODE_ENV: 'test', ...vars } as NodeJS.ProcessEnv)

describe('configuration', () => {
  it('marks cookies Secure behind HTTPS: COOKIE_SECURE, else SITE_URL’s scheme', () => {
    expect(parseEnvOf({}).COOKIE_SECURE).toBe(false)
    expect(parseEnvOf({ SITE_URL: 'https://shop.example' }).COOKIE_SECURE).toBe(true)
    expect(parseEnvOf({ SITE_URL: 'https://shop.example', COOKIE_SECURE: '0' }).COOKIE_SECURE).toBe(
      false,
    )
    expect(parseEnvOf({ COOKIE_SECURE: '1' }).COOKIE_SECURE).toBe(true)
    expect(parseEnvOf({ COOKIE_SECURE: 'true' }).COOKIE_SECURE).toBe(true)
  })

  it('gives Payload’s session cookie the same rule', () => {
    const auth = payload.collections.users.config.auth
    expect(auth.cookies.secure).toBe(env.COOKIE_SECURE)
    expect(auth.useSessions).toBe(true)
  })
})

describe('the first admin', () => {
  it.skipIf(env.ADMIN_PASSWORD !== undefined)(
    'gets a random password, printed once, when ADMIN_PASSWORD is not set',
    async () => {
      const created: { email: string; password: string }[] = []
      const fake = {
        count: async () => ({ totalDocs: 0 }),
        create: async ({ data }: { data: { email: string; password: string } }) => {
          created.push(data)
          return data
        },
      } as unknown as Payload
      const lines: string[] = []
      await ensureAdmin(fake, (line) => lines.push(line))
      await ensureAdmin(fake, () => {})
      const [first, second] = created
      expect(first.password).toHaveLength(20)
      expect(first.password).not.toBe(second.password)
      expect(passwordProblem(first.password)).toBeNull()
      expect(lines.join('\n')).toContain(first.password)
      expect(lines.join('\n')).toContain('/admin')
    },
  )
})

describe('unlocking an account', () => {
  it('is for admins: an editor is refused and the lock stays; an admin lifts it', async () => {
    const admin = await createUser(payload, 'admin')
    const editor = await createUser(payload, 'editor')
    const locked = await createUser(payload, 'editor')
    const lockUntil = new Date(Date.now() + 600_000).toISOString()
    await payload.db.updateOne({
      collection: 'users',
      id: locked.id,
      data: { loginAttempts: 5, lockUntil },
    })
    const lockOf = async () =>
      (
        await payload.db.findOne<{ id: number; lockUntil?: string | null }>({
          collection: 'users',
          where: { id: { equals: locked.id } },
        })
      )?.lockUntil ?? null

    const asEditor = await restRequest(editor, await login(editor.email, PASSWORD))
    await expect(
      payload.unlock({
        collection: 'users',
        data: { email: locked.email } as never,
        overrideAccess: false,
        req: asEditor,
      }),
    ).rejects.toThrow(/not allowed/i)
    expect(await lockOf()).not.toBeNull()

    const asAdmin = await restRequest(admin, await login(admin.email, PASSWORD))
    await payload.unlock({
      collection: 'users',
      data: { email: locked.email } as never,
      overrideAccess: false,
      req: asAdmin,
    })
    expect(await lockOf()).toBeNull()
  })
})
