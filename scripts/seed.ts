/**
 * `npm run seed -- [--scale demo|full] [--reset]`: applies pending migrations, then loads the demo
 * content (src/seed/run.ts) into the database (DATABASE_URL, or the embedded PostgreSQL).
 */
import { isScaleName, scales } from '../src/seed/scales'
import { scriptArgs } from './lib/scriptArgs'
import { databaseState } from './lib/state'
import {
  childEnv,
  env,
  fail,
  log,
  openDatabase,
  root,
  run,
  stopCleanlyOnSignal,
} from './lib/runtime'

// Refuse a wrong --scale before anything starts (src/seed/run.ts checks it again for direct use).
const scaleIndex = process.argv.indexOf('--scale')
const scale = scaleIndex > 0 ? process.argv[scaleIndex + 1] : 'demo'
if (!scale || !isScaleName(scale)) {
  process.stderr.write(
    `Unknown --scale "${scale ?? ''}". Valid values: ${Object.keys(scales).join(', ')}.\n`,
  )
  process.exit(2)
}

const database = await openDatabase()
stopCleanlyOnSignal(database)
let failed = false
try {
  const { pendingMigrations } = await databaseState(database.url, root)
  if (pendingMigrations.length > 0)
    log(`Applying ${pendingMigrations.length} pending migration(s) …`)
  // The seed applies them itself. Run directly (not through `payload run`, which drops every --flag before the script sees it).
  await run(process.execPath, scriptArgs('src/seed/run.ts', process.argv.slice(2)), {
    env: childEnv(database, { NODE_ENV: env.NODE_ENV }),
  })
} catch {
  failed = true
} finally {
  await database.stop()
}
if (failed)
  fail('The seed did not finish; whole batches only were written, so running it again resumes.')
