import { readdirSync } from 'node:fs'
import path from 'node:path'

import { DeleteObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
import { expect, test } from '@playwright/test'
import postgres from 'postgres'
import sharp from 'sharp'

import { startObjectStorage, type TestObjectStorage } from '../../scripts/lib/objectStorage'
import { startOwnServer, type OwnServer } from '../helpers/ownServer'
import { createTestDatabase, seedDemo, type TestDatabase } from '../helpers/testDatabase'

/**
 * Media on object storage (S3_*): a real S3-compatible server on loopback (s3rver). The demo content
 * and an editor's upload in the admin land in the bucket with their image sizes, the public pages
 * show them, and deleting the image deletes its files. Own server, database and bucket.
 */

const editor = { email: 'object-storage@example.com', password: 'object-storage-password-1' }
let storage: TestObjectStorage
let database: TestDatabase
let sql: postgres.Sql
let own: OwnServer
let s3: S3Client

test.beforeAll(async () => {
  test.setTimeout(400_000)
  storage = await startObjectStorage()
  s3 = new S3Client({
    endpoint: storage.endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: storage.credentials,
  })
  database = await createTestDatabase()
  await seedDemo(database, { editor, env: storage.env })
  sql = postgres(database.url, { max: 1, onnotice: () => {} })
  own = await startOwnServer({ database, env: storage.env, log: 'object-storage-server.log' })
})

test.afterAll(async () => {
  await own?.stop()
  await sql?.end()
  await database?.destroy()
  s3?.destroy()
  await storage?.stop()
})

const objects = async () => {
  const listed = await s3.send(new ListObjectsV2Command({ Bucket: storage.bucket }))
  return (listed.Contents ?? []).map(({ Key }) => Key!)
}

test('the demo images are in the bucket, none on the instance’s disk, and readiness checks the bucket', async () => {
  const [{ count }] = await sql<{ count: number }[]>`select count(*)::int as count from media`
  expect(count).toBeGreaterThan(10)
  const keys = await objects()
  const [{ filename }] = await sql<{ filename: string }[]>`select filename from media limit 1`
  expect(keys).toContain(filename)
  const onDisk = (() => {
    try {
      return readdirSync(path.join(database.dataDir, 'media'))
    } catch {
      return []
    }
  })()
  expect(onDisk).toEqual([])
  const ready = await fetch(`${own.base}/api/ready`)
  expect(ready.status).toBe(200)
  expect(await ready.json()).toMatchObject({ checks: { storage: 'ok' } })
})

test('an image uploaded in the admin is stored with its sizes, shown on the public page and deleted with its document', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const run = Date.now().toString(36)
  const png = await sharp({
    create: { width: 2000, height: 1200, channels: 3, background: { r: 30, g: 120, b: 200 } },
  })
    .png()
    .toBuffer()

  await page.goto(`${own.base}/admin/login`)
  await page.locator('#field-email').fill(editor.email)
  await page.locator('#field-password').fill(editor.password)
  await page.locator('form button[type="submit"]').click()
  await expect(page).toHaveURL(/\/admin\/?$/)
  await page.goto(`${own.base}/admin/collections/media/create?locale=en`)
  await page
    .locator('input[type="file"]')
    .first()
    .setInputFiles({ name: `logo-${run}.png`, mimeType: 'image/png', buffer: png })
  await page.locator('#field-alt').fill(`Logo ${run}`)
  const created = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && /\/api\/media(?:\?|$)/.test(response.url()),
  )
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  expect((await created).status()).toBe(201)
  await expect(page).toHaveURL(/\/admin\/collections\/media\/\d+/, { timeout: 30_000 })
  const id = Number(/\/media\/(\d+)/.exec(page.url())![1])

  const [media] = await sql<{ filename: string }[]>`select filename from media where id = ${id}`
  const base = media!.filename.replace(/\.png$/, '')
  expect(media!.filename).toMatch(new RegExp(`^logo-${run}-[0-9a-f]{8}\\.png$`))
  const stored = (await objects()).filter((key) => key.startsWith(base))
  // The original and the thumbnail, card and hero sizes.
  expect(stored).toHaveLength(4)

  // The logo of the most popular store, on its public page.
  const [store] = await sql<{ id: number; slug: string }[]>`
    select id, slug from stores where _status = 'published' order by popularity desc nulls last limit 1`
  const saved = await page.evaluate(
    async ({ storeId, mediaId }) =>
      (
        await fetch(`/api/stores/${storeId}`, {
          method: 'PATCH',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ logo: mediaId, _status: 'published' }),
        })
      ).status,
    { storeId: store!.id, mediaId: id },
  )
  expect(saved).toBe(200)
  const html = await (await fetch(`${own.base}/stores/${store!.slug}`)).text()
  const src = new RegExp(`/api/media/file/(${base}[^"?& ]*)`).exec(html)?.[1]
  expect(src, 'the store page shows the new logo').toBeTruthy()
  const file = await fetch(`${own.base}/api/media/file/${src}`)
  expect(file.status).toBe(200)
  expect(file.headers.get('content-type')).toMatch(/^image\//)
  expect(file.headers.get('cache-control')).toContain('immutable')
  expect((await file.arrayBuffer()).byteLength).toBeGreaterThan(100)

  // Deleted with its document: every size.
  const deleted = await page.evaluate(
    async (mediaId) => (await fetch(`/api/media/${mediaId}`, { method: 'DELETE' })).status,
    id,
  )
  expect(deleted).toBe(200)
  expect((await objects()).filter((key) => key.startsWith(base))).toEqual([])
  expect((await fetch(`${own.base}/api/media/file/${media!.filename}`)).status).toBe(404)
})

test('a file missing from the bucket answers 404, not 500', async () => {
  const [{ filename }] = await sql<{ filename: string }[]>`
    select filename from media order by id desc limit 1`
  await s3.send(new DeleteObjectCommand({ Bucket: storage.bucket, Key: filename }))
  expect((await fetch(`${own.base}/api/media/file/${filename}`)).status).toBe(404)
  expect((await fetch(`${own.base}/api/media/file/no-such-file.png`)).status).toBe(404)
})
