/**
 * Entry point of `npm run seed` (through `payload run`): creates the first admin account and loads the
 * demo content. `--if-empty` loads content only into a database without categories; `--reset`
 * deletes the demo content first.
 */
import config from '@payload-config'
import { getPayload } from 'payload'

import { ensureAdmin } from './admin'
import { resetContent, seedDemo } from './demo'

const args = new Set(process.argv.slice(2))
const log = (line: string) => process.stdout.write(`[seed] ${line}\n`)

const payload = await getPayload({ config })
try {
  await ensureAdmin(payload, log)
  const { totalDocs } = await payload.count({ collection: 'post-categories' })
  if (args.has('--reset')) {
    await resetContent(payload, log)
    await seedDemo(payload, log)
  } else if (totalDocs === 0) {
    await seedDemo(payload, log)
  } else if (!args.has('--if-empty')) {
    log('The database already holds content; run with --reset to start over.')
  }
} finally {
  await payload.destroy()
}
process.exit(0)
