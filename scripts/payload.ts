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

const database = needsDatabase ? await openDatabase() : null
if (database) stopCleanlyOnSignal(database)
let exitCode = 0
try {
  // A plain `migrate` goes through the project's own script (see scripts/migrate.ts).
  const viaScript = command === 'migrate' && args.length === 1
  await run(
    process.execPath,
    viaScript ? scriptArgs('scripts/migrate.ts') : [payloadBin, ...args],
    {
      env: childEnv(database),
    },
  )
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`)
  exitCode = 1
} finally {
  await database?.stop()
}
if (exitCode) fail(`payload ${command} failed.`)
