/**
 * `npm run bench -- backup`: `npm run backup` and `npm run restore` of the full-scale database (bars:
 * backup ≤ 5 min, restore ≤ 10 min), the backup taken online while a shopper reads pages, and the
 * restored folder started and counted against the original.
 */
import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync, statSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import postgres from 'postgres'

import { freePort, startEmbeddedPostgres } from '../lib/database'
import { root } from '../lib/runtime'
import { scriptArgs } from '../lib/scriptArgs'
import { fullScale, startApp } from './fullScale'

const run = promisify(execFile)
const scale = await fullScale()
const dataDir = scale.env.DATA_DIR!
const port = Number(scale.env.EMBEDDED_POSTGRES_PORT)
// As `npm start` runs the embedded server: at the WAL level an online backup needs.
await scale.database.stop()
const online = await startEmbeddedPostgres({
  dataDir: path.join(dataDir, 'postgres'),
  port,
  onlineBackups: true,
  statementStats: true,
})
const app = await startApp(scale)
const scratch = mkdtempSync(path.join(os.tmpdir(), 'bench-backup-'))
const count = async (url: string) => {
  const sql = postgres(url, { max: 1, onnotice: () => {} })
  try {
    const [row] = await sql<{ stores: number; products: number; offers: number; size: string }[]>`
      select (select count(*)::int from stores) as stores, (select count(*)::int from products) as products,
        (select count(*)::int from products_offers) as offers, pg_size_pretty(pg_database_size(current_database())) as size`
    return row!
  } finally {
    await sql.end()
  }
}
try {
  const original = await count(online.url)
  const archive = path.join(scratch, 'full.tar.gz')
  let pages = 0
  let failed = 0
  let reading = true
  const shopper = (async () => {
    while (reading) {
      const response = await fetch(`${app.base}/stores?page=${1 + (pages % 50)}`).catch(() => null)
      if (response?.status === 200) pages += 1
      else failed += 1
      await response?.arrayBuffer()
    }
  })()
  const began = performance.now()
  const backup = await run(process.execPath, scriptArgs('scripts/backup.ts', ['--out', archive]), {
    cwd: root,
    env: { ...scale.env, NODE_ENV: 'development' },
    maxBuffer: 16 * 1024 * 1024,
  })
  const backupSeconds = (performance.now() - began) / 1000
  reading = false
  await shopper
  process.stdout.write(backup.stdout + backup.stderr)
  await app.stop()
  await online.stop()

  const target = path.join(scratch, 'restored')
  const restoreBegan = performance.now()
  const restore = await run(process.execPath, scriptArgs('scripts/restore.ts', [archive]), {
    cwd: root,
    env: { ...scale.env, DATABASE_URL: '', DATA_DIR: target, NODE_ENV: 'development' },
    maxBuffer: 16 * 1024 * 1024,
  })
  const restoreSeconds = (performance.now() - restoreBegan) / 1000
  process.stdout.write(restore.stdout + restore.stderr)
  const startBegan = performance.now()
  const restored = await startEmbeddedPostgres({
    dataDir: path.join(target, 'postgres'),
    port: await freePort(),
    onlineBackups: true,
  })
  const startSeconds = (performance.now() - startBegan) / 1000
  const again = await count(restored.url)
  await restored.stop()
  process.stdout.write(
    [
      `[bench] full-scale database ${original.size}: ${original.stores} stores, ${original.products} products, ${original.offers} offers`,
      `[bench] backup (online, base backup + uploads): ${backupSeconds.toFixed(1)} s (bar 300 s), archive ${(statSync(archive).size / 1024 / 1024).toFixed(0)} MB; a shopper read ${pages} pages meanwhile, ${failed} failed`,
      `[bench] restore into an empty folder (checksums checked): ${restoreSeconds.toFixed(1)} s (bar 600 s); first start on it (WAL replayed): ${startSeconds.toFixed(1)} s`,
      `[bench] restored: ${again.stores} stores, ${again.products} products, ${again.offers} offers — ${JSON.stringify(again) === JSON.stringify(original) ? 'the same' : 'DIFFERENT'}`,
    ].join('\n') + '\n',
  )
} finally {
  rmSync(scratch, { recursive: true, force: true })
}
