/**
 * `npm run bench`: the foundation's speed and size bars, measured on this machine.
 *
 *   - cold start: a fresh clone (node_modules hard-linked from this checkout, i.e. "after npm ci"),
 *     `npm start` until the home page answers: creates the database, migrates, seeds, builds, serves;
 *   - warm start: `npm start` again on the same clone, with data and build present (median of 3);
 *   - baseline, same run: plain `next start` of the same build against the already-running database,
 *     so the warm start's launcher overhead is a ratio, not a guess;
 *   - resident memory of the server after start (the Next.js process, database excluded);
 *   - that Ctrl-C (SIGINT) leaves no process behind and the data survives a restart.
 *
 * Prints a Markdown table to paste into docs/benchmarks.md. `--skip-cold` reuses an existing clone.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { freePort } from '../lib/database'
import { root } from '../lib/runtime'
import { descendants } from './processes'
import { median } from './stats'

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`

async function waitFor(url: string, timeoutMs: number, child?: ChildProcess): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null)
      throw new Error(`process exited with ${child.exitCode} before ${url} answered`)
    try {
      const response = await fetch(url)
      if (response.status === 200) return
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`)
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024
}

function isZombie(pid: number): boolean {
  try {
    return /State:\s+Z/.test(readFileSync(`/proc/${pid}/status`, 'utf8'))
  } catch {
    return true
  }
}

function commandOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ')
  } catch {
    return ''
  }
}

interface Started {
  child: ChildProcess
  ms: number
}

async function npmStart(dir: string, port: number): Promise<Started> {
  const begin = Date.now()
  const child = spawn(
    process.execPath,
    [path.join(dir, 'node_modules/tsx/dist/cli.mjs'), 'scripts/start.ts'],
    {
      cwd: dir,
      env: { ...process.env, PORT: String(port), DATABASE_URL: '', NODE_ENV: 'development' },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  )
  await waitFor(`http://localhost:${port}/`, 600_000, child)
  return { child, ms: Date.now() - begin }
}

async function stop(child: ChildProcess): Promise<{ leftovers: string[] }> {
  const tree = descendants(child.pid!)
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGINT')
  await exited
  await new Promise((resolve) => setTimeout(resolve, 500))
  const leftovers = tree
    .filter((pid) => existsSync(`/proc/${pid}`) && !isZombie(pid))
    .map((pid) => `${pid} ${commandOf(pid).slice(0, 80)}`)
  return { leftovers }
}

const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-clone-'))
const rows: [string, string][] = []
try {
  execFileSync('git', ['clone', '-q', root, dir])
  execFileSync('cp', ['-al', path.join(root, 'node_modules'), path.join(dir, 'node_modules')])
  const port = await freePort()

  const cold = await npmStart(dir, port)
  // The app's server (scripts/server.mjs), which the launcher supervises.
  const server = descendants(cold.child.pid!).find((pid) => /server\.mjs/.test(commandOf(pid)))
  const rss = server ? rssMb(server) : NaN
  // And once the admin has been rendered too (it loads far more code than the home page).
  await waitFor(`http://localhost:${port}/admin/login`, 60_000)
  const rssAdmin = server ? rssMb(server) : NaN
  rows.push([
    'Cold `npm start` on a fresh clone until `/` answers (DB init, migrate, seed, build)',
    seconds(cold.ms),
  ])
  rows.push(['Server resident memory after start and `/` (the app server)', `${rss.toFixed(0)} MB`])
  rows.push(['… after `/admin/login` has rendered too', `${rssAdmin.toFixed(0)} MB`])
  const first = await stop(cold.child)
  rows.push([
    'Processes left after Ctrl-C (SIGINT)',
    first.leftovers.length ? first.leftovers.join('; ') : '0',
  ])

  const warm: number[] = []
  for (let run = 0; run < 3; run++) {
    const started = await npmStart(dir, port)
    warm.push(started.ms)
    if (run === 0) {
      // The public /api (Payload's REST is for signed-in editors).
      const stored = await (await fetch(`http://localhost:${port}/api/data/stores?limit=1`)).json()
      rows.push(['Stores found after a restart (data kept)', String(stored.totalDocs)])
    }
    const result = await stop(started.child)
    if (result.leftovers.length)
      rows.push([`Leftovers after warm run ${run + 1}`, result.leftovers.join('; ')])
  }

  // Baseline: the same build served by plain `next start`, database already up (embedded, started here).
  const { startEmbeddedPostgres } = await import('../lib/database')
  const database = await startEmbeddedPostgres({
    dataDir: path.join(dir, '.data/postgres'),
    port: await freePort(),
  })
  const secret = readFileSync(path.join(dir, '.data/payload-secret'), 'utf8').trim()
  const baseline: number[] = []
  for (let run = 0; run < 3; run++) {
    const begin = Date.now()
    const child = spawn(
      process.execPath,
      [path.join(dir, 'node_modules/next/dist/bin/next'), 'start', '-p', String(port)],
      {
        cwd: dir,
        env: {
          ...process.env,
          DATABASE_URL: database.url,
          PAYLOAD_SECRET: secret,
          NODE_ENV: 'production',
        },
        stdio: 'ignore',
      },
    )
    await waitFor(`http://localhost:${port}/`, 120_000, child)
    baseline.push(Date.now() - begin)
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGTERM')
    await exited
  }
  await database.stop()

  rows.push([
    'Warm `npm start` (data and build present) until `/` answers, median of 3',
    seconds(median(warm)),
  ])
  rows.push([
    'Baseline: plain `next start`, database already running, median of 3',
    seconds(median(baseline)),
  ])
  rows.push(['Warm start ÷ baseline', `${(median(warm) / median(baseline)).toFixed(2)}×`])
  rows.push(['Runs (ms)', `warm ${warm.join(', ')}; baseline ${baseline.join(', ')}`])
} finally {
  rmSync(dir, { recursive: true, force: true })
}

process.stdout.write(
  `\n| Measure | Result |\n|---|---|\n${rows.map(([k, v]) => `| ${k} | ${v} |`).join('\n')}\n`,
)
