/**
 * `npm run restore ARCHIVE [-- --force]`: puts a backup of `npm run backup` back. A base backup
 * becomes the embedded data folder (`DATA_DIR/postgres`, or `--data-dir DIR` for a server of your
 * own); a pg_dump goes into DATABASE_URL's database. The uploads go to MEDIA_DIR. A target that is
 * not empty is refused unless `--force`; the checksums are checked before anything is replaced.
 * Then `npm start` (or the server on that folder) runs on what was restored.
 */
import path from 'node:path'

import { restoreBackup } from './lib/backup'
import { dataDir, env, fail, log } from './lib/runtime'

const args = process.argv.slice(2)
const option = (name: string) => {
  const index = args.indexOf(name)
  return index >= 0 ? (args[index + 1] ?? fail(`${name} needs a value`)) : undefined
}
const archive = args.find(
  (arg, index) => !arg.startsWith('--') && !args[index - 1]?.startsWith('--data-dir'),
)
if (!archive) fail('Usage: npm run restore ARCHIVE [-- --force] [--data-dir DIR]')
try {
  const { manifest, seconds } = await restoreBackup({
    archive: path.resolve(archive),
    dataDir: path.resolve(option('--data-dir') ?? path.join(dataDir, 'postgres')),
    mediaDir: path.resolve(env.MEDIA_DIR ?? path.join(dataDir, 'media')),
    url: env.DATABASE_URL,
    force: args.includes('--force'),
    log,
  })
  log(
    `Restored the backup of ${manifest.createdAt} (${manifest.totals.files} files, checksums checked) in ${seconds.toFixed(1)} s.`,
  )
} catch (error) {
  fail(error instanceof Error ? error.message : String(error))
}
