/**
 * `npm start`: the whole app on a bare machine. Starts the database (embedded unless DATABASE_URL is
 * set), applies pending migrations, loads the demo content into an empty database, builds the app if
 * no current build exists and serves site and admin on http://localhost:$PORT (scripts/server.mjs). Ctrl-C stops the
 * server first and the database last. `--dev` runs `next dev` instead of a build.
 */
import { build } from './build'
import { patchDependencies } from './lib/patchDependencies.mjs'
import { scriptArgs } from './lib/scriptArgs'
import { databaseState } from './lib/state'
import { keepEmbeddedRunning } from './lib/database'
import {
  childEnv,
  embeddedOptions,
  env,
  log,
  nextBin,
  openDatabase,
  payloadSecret,
  root,
  run,
  serverScript,
} from './lib/runtime'
import { supervise, type Supervisor } from './lib/supervise'

const dev = process.argv.includes('--dev')
const startedAt = Date.now()

// Checked before the database starts, so a refusal never leaves a server behind.
payloadSecret()
// An embedded PostgreSQL that stops is started again, as the server is (an external one is the
// operator's).
const database = keepEmbeddedRunning(await openDatabase(), embeddedOptions, log)
let server: Supervisor | null = null
let stopping = false

async function shutdown(code: number, signal?: NodeJS.Signals): Promise<never> {
  if (stopping) return new Promise<never>(() => {})
  stopping = true
  // Ctrl-C is passed on as such: the server stops at once when nobody is connected.
  await server?.stop(signal === 'SIGINT' ? 'SIGINT' : 'SIGTERM')
  await database.stop()
  if (database.current.owned) log('Stopped the embedded PostgreSQL.')
  process.exit(code)
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => void shutdown(0, signal))
}

try {
  const state = await databaseState(database.current.url, root)
  const payloadEnv = childEnv(database.current, { NODE_ENV: 'development' })

  const seeding = !state.hasUsers || !state.hasContent
  if (state.pendingMigrations.length > 0) {
    log(`Applying ${state.pendingMigrations.length} pending migration(s) …`)
    // The seed applies them itself; otherwise a short migration step does.
    if (!seeding) {
      await run(process.execPath, scriptArgs('scripts/migrate.ts'), { env: payloadEnv })
    }
  }
  if (seeding) {
    const steps = [
      !state.hasUsers && 'the first admin account',
      !state.hasContent && 'the demo content',
    ]
    log(`Empty database: creating ${steps.filter(Boolean).join(' and ')} …`)
    await run(process.execPath, scriptArgs('src/seed/run.ts', ['--if-empty']), {
      env: childEnv(database.current, { NODE_ENV: env.NODE_ENV }),
    })
  }
  // Also for a build made before `npm ci` put Payload back as published: the server loads parts of it.
  patchDependencies(root)
  if (!dev && !stopping) await build({ ifStale: true })
} catch (error) {
  log(error instanceof Error ? error.message : String(error))
  await shutdown(1)
}

if (!stopping) {
  const args = dev
    ? [nextBin, 'dev', '-p', String(env.PORT)]
    : [serverScript, '-p', String(env.PORT)]
  // A server that dies is started again; the database keeps running meanwhile.
  server = supervise({
    command: process.execPath,
    args,
    options: {
      cwd: root,
      stdio: 'inherit',
      env: childEnv(
        database.current,
        dev ? { NODE_ENV: 'development' } : { NODE_ENV: 'production' },
      ),
    },
    log,
  })
  log(
    `Prepared in ${((Date.now() - startedAt) / 1000).toFixed(1)} s; starting the server: site http://localhost:${env.PORT}/ · admin http://localhost:${env.PORT}/admin`,
  )
}
