/**
 * `npm run payload -- <command>`: Payload's CLI with this project's environment. Commands that touch
 * the database get one (DATABASE_URL, or the embedded PostgreSQL, started and stopped around the command).
 */
import { childEnv, fail, openDatabase, payloadBin, run, stopCleanlyOnSignal } from './lib/runtime'
import { scriptArgs } from './lib/scriptArgs'

const args = process.argv.slice(2)
const command = args[0] ?? ''
const needsDatabase =
  command === 'run' || (command.startsWith('migrate') && command !== 'migrate:create')

/**
 * A plain `migrate`, `migrate:down` and the generators run through the project's own scripts, which
 * do what the CLI does without its silent endings on a busy machine (see scripts/run.mjs).
 */
function projectScript([name, ...rest]: string[]): string[] | null {
  if (rest.length > 0) return null
  if (name === 'migrate') return scriptArgs('scripts/migrate.ts')
  if (name === 'migrate:down') return scriptArgs('scripts/migrate.ts', ['--down'])
  if (name === 'generate:types') return scriptArgs('scripts/generate.ts', ['types'])
  if (name === 'generate:importmap') return scriptArgs('scripts/generate.ts', ['importmap'])
  return null
}

const database = needsDatabase ? await openDatabase() : null
if (database) stopCleanlyOnSignal(database)
let exitCode = 0
try {
  await run(process.execPath, projectScript(args) ?? [payloadBin, ...args], {
    // The CLI's other migration commands (down, reset, refresh, fresh) run the migration files as
    // they are, on the app's pool: without its statement timeout, as `migrate` runs them
    // (src/lib/migrations.ts), since rebuilding an index at full scale takes longer than a request may.
    env: childEnv(
      database,
      command.startsWith('migrate') ? { DATABASE_STATEMENT_TIMEOUT_MS: '0' } : {},
    ),
  })
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`)
  exitCode = 1
} finally {
  await database?.stop()
}
if (exitCode) fail(`payload ${command} failed.`)
