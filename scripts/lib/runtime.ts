/** What every launcher script shares: .env loading, the local secret, the database, child processes. */
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import nextEnv from '@next/env'

import {
  checkReachable,
  describeUnreachable,
  startEmbeddedPostgres,
  type Database,
  type EmbeddedOptions,
} from './database'

export const root = path.resolve(import.meta.dirname, '../..')

nextEnv.loadEnvConfig(root, false, { info: () => {}, error: console.error })

export function log(message: string): void {
  process.stdout.write(`[shopping-guide] ${message}\n`)
}

/** Stops with one clear line instead of a stack trace. */
export function fail(message: string): never {
  process.stderr.write(`[shopping-guide] ${message}\n`)
  process.exit(1)
}

// Imported after .env is loaded, so the parsed values include it; a bad value stops with one line.
const { env } = await import('../../src/config/env').catch((error: Error) => fail(error.message))
export { env }

export const dataDir = path.resolve(root, env.DATA_DIR)

/** PAYLOAD_SECRET: required in production; for local use generated once and kept under .data/. */
export function payloadSecret(): string {
  if (env.PAYLOAD_SECRET) return env.PAYLOAD_SECRET
  if (env.NODE_ENV === 'production') fail('PAYLOAD_SECRET is required when NODE_ENV=production.')
  const file = path.join(dataDir, 'payload-secret')
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  mkdirSync(dataDir, { recursive: true })
  const secret = randomBytes(32).toString('hex')
  writeFileSync(file, `${secret}\n`, { mode: 0o600 })
  log(`Generated a local PAYLOAD_SECRET in ${path.relative(root, file)}.`)
  return secret
}

/** `DATABASE_URL` if set (and reachable), otherwise the embedded PostgreSQL in .data/postgres. */
/** How `npm start` and the scripts run the embedded PostgreSQL. */
export const embeddedOptions: EmbeddedOptions = {
  dataDir: path.join(dataDir, 'postgres'),
  port: env.EMBEDDED_POSTGRES_PORT,
  log,
  onlineBackups: true,
}

export async function openDatabase(): Promise<Database> {
  if (env.DATABASE_URL) {
    try {
      await checkReachable(env.DATABASE_URL)
    } catch (error) {
      fail(describeUnreachable(env.DATABASE_URL, error))
    }
    return { url: env.DATABASE_URL, owned: false, stop: async () => {} }
  }
  try {
    return await startEmbeddedPostgres(embeddedOptions)
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error))
  }
}

/** Environment for child processes (Payload CLI, Next.js) that talk to `database`. */
export function childEnv(
  database: Database | null,
  extra: Record<string, string | undefined> = {},
): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: '1',
    PAYLOAD_SECRET: payloadSecret(),
    ...(database ? { DATABASE_URL: database.url } : {}),
    ...extra,
  }
}

export const payloadBin = path.join(root, 'node_modules/payload/bin.js')
export const nextBin = path.join(root, 'node_modules/next/dist/bin/next')
/** The production server: Next.js behind the /api's kept answers (scripts/server.mjs). */
export const serverScript = path.join(root, 'scripts/server.mjs')

const running = new Set<ChildProcess>()

/** Runs a command to completion, inheriting the terminal; rejects on a non-zero exit. */
export function run(command: string, args: string[], options: SpawnOptions = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options })
    running.add(child)
    child.once('exit', () => running.delete(child))
    child.once('error', reject)
    child.once('exit', (code, signal) => {
      if (code === 0) resolve()
      else
        reject(
          new Error(
            `${path.basename(args[0] ?? command)} ${args.slice(1).join(' ')} exited with ${signal ?? code}`,
          ),
        )
    })
  })
}

/**
 * Ctrl-C / SIGTERM during a one-off command: let the running child finish its current step (a seed
 * batch is one transaction), then stop the database we started, then exit.
 */
export function stopCleanlyOnSignal(database: Database): void {
  let stopping = false
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return
    stopping = true
    await Promise.all(
      [...running].map(
        (child) =>
          new Promise((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve(null)
            child.once('exit', resolve)
            child.kill(signal)
          }),
      ),
    )
    await database.stop()
    process.exit(130)
  }
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const)
    process.on(signal, () => void stop(signal))
}
