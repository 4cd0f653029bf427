import { execFile } from 'node:child_process'
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import { expect, test } from '@playwright/test'
import postgres from 'postgres'
import { create, extract } from 'tar'

import { freePort, startEmbeddedPostgres, type Database } from '../../scripts/lib/database'
import { scriptArgs } from '../../scripts/lib/scriptArgs'
import { startOwnServer, type OwnServer } from '../helpers/ownServer'
import { cleanEnv, copyOfDemo, type TestDatabase } from '../helpers/testDatabase'

/**
 * A backup is proven by restoring it: the demo database with its uploads is backed up online while
 * the site serves, restored into an empty folder, and a server started on the restored folder gives
 * the same /api answers byte for byte and the same pages (apart from their nonces). A target that is
 * not empty and a damaged archive are refused. Own servers and databases.
 */

const root = path.resolve(import.meta.dirname, '../..')
const run = promisify(execFile)
let database: TestDatabase
let online: Database
let own: OwnServer | undefined
let restored: Database | undefined
let restoredServer: OwnServer | undefined
const scratch = mkdtempSync(path.join(os.tmpdir(), 'backup-e2e-'))

test.afterAll(async () => {
  await restoredServer?.stop()
  await restored?.stop()
  await own?.stop()
  await online?.stop()
  await database?.destroy()
  rmSync(scratch, { recursive: true, force: true })
})

const script = (name: string, args: string[], env: Record<string, string>) =>
  run(process.execPath, scriptArgs(name, args), {
    cwd: root,
    env: { ...cleanEnv(), ...env },
    timeout: 300_000,
  }).then(
    ({ stdout, stderr }) => ({ code: 0, output: stdout + stderr }),
    (error: { code?: number; stdout?: string; stderr?: string }) => ({
      code: error.code ?? 1,
      output: (error.stdout ?? '') + (error.stderr ?? ''),
    }),
  )

/**
 * What a shopper and an integrator get, made comparable: a page's nonces differ per request, and
 * its absolute links name the server's origin.
 */
async function answers(base: string, urls: string[]): Promise<Record<string, string>> {
  const out: Record<string, string> = {}
  for (const url of urls) {
    const response = await fetch(`${base}${url}`)
    expect(response.status, url).toBe(200)
    const body = Buffer.from(await response.arrayBuffer())
    const text = body.toString('utf8')
    const nonce = /nonce="([^"]+)"/.exec(text)?.[1]
    out[url] = url.startsWith('/api/media/')
      ? body.toString('base64')
      : flightJoined((nonce ? text.replaceAll(nonce, 'NONCE') : text).replaceAll(base, 'ORIGIN'))
  }
  return out
}

/**
 * A page's React payload streams in script chunks split where the render happened to flush, its
 * rows in the order they resolved, and numbered as they were first referred to (a client component
 * met first in one render is row 18, in another 19): the same rows, whatever their order and
 * numbers, are the same page.
 */
function flightJoined(html: string): string {
  let payload = ''
  const rest = html.replace(
    /<script nonce="NONCE">self\.__next_f\.push\((\[.*?\])\)<\/script>/gs,
    (_, chunk: string) => {
      payload += (JSON.parse(chunk) as [number, string?])[1] ?? ''
      return ''
    },
  )
  const rows = payload
    .split('\n')
    .map((row) => row.replace(/^[0-9a-f]+:/, '').replace(/"\$([A-Z@]?)[0-9a-f]+"/g, '"$$$1#"'))
  return `${rest}\n${rows.sort().join('\n')}`
}

test('backup while serving, restore into an empty folder, and the site answers as before', async () => {
  test.setTimeout(600_000)
  database = await copyOfDemo()
  const port = Number(new URL(database.url).port)
  const name = new URL(database.url).pathname.slice(1)
  const dataDir = path.join(database.dataDir, 'postgres')
  // As `npm start` runs the embedded server.
  await database.stop()
  online = await startEmbeddedPostgres({ dataDir, port, database: name, onlineBackups: true })
  own = await startOwnServer({ database: { ...database, url: online.url }, log: 'backup-a.log' })

  const sql = postgres(online.url, { max: 1, onnotice: () => {} })
  const [store] = await sql<{ id: number; slug: string }[]>`
    select id, slug from stores where _status = 'published' order by popularity desc nulls last, id limit 1`
  const [media] = await sql<{ filename: string }[]>`select filename from media order by id limit 1`
  await sql.end()
  const urls = [
    '/api/data/stores?limit=5',
    `/api/data/store/${store!.id}`,
    '/api/data/products?country=DE&sort=price_asc',
    `/api/media/file/${encodeURIComponent(media!.filename)}`,
    `/de/stores/${store!.slug}`,
    '/imprint',
  ]
  const before = await answers(own.base, urls)

  const archive = path.join(scratch, 'site.tar.gz')
  // Online: shoppers keep being answered while it runs.
  let served = 0
  let serving = true
  const shopper = (async () => {
    while (serving) {
      const response = await fetch(`${own!.base}/api/data/stores?limit=5`)
      expect(response.status).toBe(200)
      await response.arrayBuffer()
      served += 1
    }
  })()
  const backup = await script('scripts/backup.ts', ['--out', archive], {
    DATABASE_URL: online.url,
    DATA_DIR: database.dataDir,
  })
  serving = false
  await shopper
  expect(backup.code, backup.output).toBe(0)
  expect(backup.output).toMatch(/Backup written to .* base backup of PostgreSQL 18/)
  expect(served).toBeGreaterThan(0)
  await own.stop()
  own = undefined
  await online.stop()

  // Into an empty folder, as on a new machine.
  const target = path.join(scratch, 'restored')
  const restore = await script('scripts/restore.ts', [archive], { DATA_DIR: target })
  expect(restore.code, restore.output).toBe(0)
  expect(restore.output).toMatch(/checksums checked/)
  expect(readdirSync(path.join(target, 'media')).length).toBeGreaterThan(0)
  // Not over what is there now, unless told to.
  const again = await script('scripts/restore.ts', [archive], { DATA_DIR: target })
  expect(again.code).not.toBe(0)
  expect(again.output).toMatch(/is not empty: restore into an empty one, or pass --force/)

  restored = await startEmbeddedPostgres({
    dataDir: path.join(target, 'postgres'),
    port: await freePort(),
    database: name,
    onlineBackups: true,
  })
  restoredServer = await startOwnServer({
    database: { ...database, url: restored.url, dataDir: target },
    log: 'backup-restored.log',
  })
  const after = await answers(restoredServer.base, urls)
  for (const url of urls) {
    const at = [...after[url]!].findIndex((char, index) => char !== before[url]![index])
    expect(
      after[url] === before[url],
      `${url} differs at ${at}: ${after[url]!.slice(at - 80, at + 80)}`,
    ).toBe(true)
  }

  // A damaged archive: one upload changed inside it, the manifest as it was.
  const unpacked = path.join(scratch, 'unpacked')
  mkdirSync(unpacked, { recursive: true })
  await extract({ file: archive, cwd: unpacked })
  const upload = readdirSync(path.join(unpacked, 'media')).find((file) =>
    statSync(path.join(unpacked, 'media', file)).isFile(),
  )!
  writeFileSync(path.join(unpacked, 'media', upload), 'not the upload')
  const damaged = path.join(scratch, 'damaged.tar.gz')
  await create({ gzip: true, file: damaged, cwd: unpacked }, readdirSync(unpacked))
  const elsewhere = path.join(scratch, 'elsewhere')
  const refused = await script('scripts/restore.ts', [damaged], { DATA_DIR: elsewhere })
  expect(refused.code).not.toBe(0)
  expect(refused.output).toContain(`media/${upload} does not match its checksum`)
  expect(existsSync(path.join(elsewhere, 'postgres'))).toBe(false)
})
