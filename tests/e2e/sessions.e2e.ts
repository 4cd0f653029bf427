import { expect, test, type APIRequestContext } from '@playwright/test'

/**
 * Sessions and accounts over real HTTP: the JWT reaches API clients but never a browser's script,
 * the password policy, and a password change that needs the current password and ends the others.
 */

const unique = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6)}`

const PASSWORD = 'correct-horse-battery'

async function login(request: APIRequestContext, email: string, password: string) {
  const response = await request.post('/api/users/login', { data: { email, password } })
  expect(response.status()).toBe(200)
  return (await response.json()) as { token?: string; user: { id: number } }
}

const bearer = (token: string) => ({ Authorization: `JWT ${token}` })

let admin: Record<string, string>

async function createEditor(request: APIRequestContext, password = PASSWORD) {
  const email = `${unique('editor')}@example.com`
  const response = await request.post('/api/users', {
    headers: admin,
    data: { email, password, role: 'editor' },
  })
  return { response, email }
}

test.beforeAll(async ({ request }) => {
  const { token } = await login(
    request,
    process.env.E2E_ADMIN_EMAIL!,
    process.env.E2E_ADMIN_PASSWORD!,
  )
  admin = bearer(token!)
})

test('an API client gets the JWT in the body; a browser request does not, and uses the cookie', async ({
  request,
  page,
}) => {
  const { email } = await createEditor(request)
  const api = await login(request, email, PASSWORD)
  expect(api.token).toBeTruthy()
  const me = await request.get('/api/users/me', { headers: bearer(api.token!) })
  expect((await me.json()).token).toBe(api.token)
  const refreshed = await request.post('/api/users/refresh-token', { headers: bearer(api.token!) })
  expect((await refreshed.json()).refreshedToken).toBeTruthy()
  const graphql = await request.post('/api/graphql', {
    headers: bearer(api.token!),
    data: { query: 'mutation { refreshTokenUser { refreshedToken } }' },
  })
  expect((await graphql.json()).data.refreshTokenUser.refreshedToken).toBeTruthy()

  // A cross-origin or same-origin browser request carries Origin: no token, the cookie still set.
  const withOrigin = await request.post('/api/users/login', {
    headers: { Origin: new URL(process.env.E2E_BASE_URL!).origin },
    data: { email, password: PASSWORD },
  })
  expect(withOrigin.status()).toBe(200)
  expect(await withOrigin.json()).not.toHaveProperty('token')
  expect(withOrigin.headers()['set-cookie']).toMatch(/payload-token=[^;]+;/)

  // A script on the page: the answers it can read never hold the token.
  await page.goto('/admin/login')
  const answers = await page.evaluate(
    async ({ email, password }) => {
      const post = (path: string, body?: unknown) =>
        fetch(path, {
          method: 'POST',
          credentials: 'include',
          headers: { 'Content-Type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
        }).then((response) => response.json())
      const signedIn = await post('/api/users/login', { email, password })
      const me = await fetch('/api/users/me', { credentials: 'include' }).then((r) => r.json())
      const refreshed = await post('/api/users/refresh-token')
      // GraphQL's sign-in, refresh and me, one aliased, hold no token for the page either.
      const graphql = await post('/api/graphql', {
        query: `mutation { signIn: loginUser(email: "${email}", password: "${password}") { token user { email } } }`,
      })
      const graphqlSession = await post('/api/graphql', {
        query: 'mutation { refreshTokenUser { refreshedToken user { email } } }',
      })
      const graphqlMe = await post('/api/graphql', { query: '{ meUser { token user { email } } }' })
      return { signedIn, me, refreshed, graphql, graphqlSession, graphqlMe }
    },
    { email, password: PASSWORD },
  )
  expect(answers.signedIn.user.email).toBe(email)
  expect(answers.signedIn).not.toHaveProperty('token')
  expect(answers.me.user.email).toBe(email)
  expect(answers.me).not.toHaveProperty('token')
  expect(answers.refreshed.user.email).toBe(email)
  expect(answers.refreshed).not.toHaveProperty('refreshedToken')
  expect(answers.graphql.data.signIn.user.email).toBe(email)
  expect(answers.graphqlSession.data.refreshTokenUser.user.email).toBe(email)
  expect(answers.graphqlMe.data.meUser.user.email).toBe(email)
  expect(JSON.stringify(answers)).not.toMatch(/eyJ[\w-]+\.[\w-]+\./)
})

test('weak passwords are refused with a message', async ({ request }) => {
  for (const password of ['abc', 'password1234', 'qwertyqwerty']) {
    const { response } = await createEditor(request, password)
    expect(response.status()).toBe(400)
    expect(JSON.stringify(await response.json())).toMatch(/password/)
  }
  expect((await createEditor(request, 'a-long-and-unusual-passphrase')).response.status()).toBe(201)
})

test('changing one’s password needs the current one and ends every other session', async ({
  request,
}) => {
  const { email } = await createEditor(request)
  const kept = await login(request, email, PASSWORD)
  const other = await login(request, email, PASSWORD)
  const id = kept.user.id
  const change = (data: Record<string, string>) =>
    request.patch(`/api/users/${id}`, { headers: bearer(kept.token!), data })

  const missing = await change({ password: 'my-new-passphrase-2025' })
  expect(missing.status()).toBe(400)
  expect(JSON.stringify(await missing.json())).toContain('currentPassword')
  const wrong = await change({
    password: 'my-new-passphrase-2025',
    currentPassword: 'guess-guess-1',
  })
  expect(wrong.status()).toBe(400)
  // Both sessions still work after the refusals.
  for (const token of [kept.token!, other.token!]) {
    const me = await request.get('/api/users/me', { headers: bearer(token) })
    expect((await me.json()).user?.email).toBe(email)
  }

  const ok = await change({ password: 'my-new-passphrase-2025', currentPassword: PASSWORD })
  expect(ok.status()).toBe(200)
  expect(JSON.stringify(await ok.json())).not.toContain('my-new-passphrase')
  const still = await request.get('/api/users/me', { headers: bearer(kept.token!) })
  expect((await still.json()).user?.email).toBe(email)
  const revoked = await request.get('/api/users/me', { headers: bearer(other.token!) })
  expect((await revoked.json()).user).toBeNull()
  expect(
    (await request.get('/api/posts?limit=1', { headers: bearer(other.token!) })).status(),
  ).toBe(401)
  expect(
    (await request.post('/api/users/login', { data: { email, password: PASSWORD } })).status(),
  ).toBe(401)
  await login(request, email, 'my-new-passphrase-2025')
})

test('an admin resets another user’s password without knowing it; that user is signed out', async ({
  request,
}) => {
  const { email } = await createEditor(request)
  const session = await login(request, email, PASSWORD)
  const reset = await request.patch(`/api/users/${session.user.id}`, {
    headers: admin,
    data: { password: 'chosen-by-the-admin-77' },
  })
  expect(reset.status()).toBe(200)
  const me = await request.get('/api/users/me', { headers: bearer(session.token!) })
  expect((await me.json()).user).toBeNull()
})

test('the account view asks for the current password when changing it', async ({
  request,
  page,
}) => {
  const { email } = await createEditor(request)
  await page.goto('/admin/login')
  await page.locator('#field-email').fill(email)
  await page.locator('#field-password').fill(PASSWORD)
  await page.getByRole('button', { name: /log ?in/i }).click()
  await expect(page).toHaveURL(/\/admin\/?$/)

  await page.goto('/admin/account')
  await expect(page.locator('#field-currentPassword')).toHaveCount(0)
  await page.locator('#change-password').click()
  await expect(page.locator('#field-currentPassword')).toBeVisible()
  await page.locator('#cancel-change-password').click()
  await expect(page.locator('#field-currentPassword')).toHaveCount(0)
})
