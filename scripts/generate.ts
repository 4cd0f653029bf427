/**
 * Writes what Payload generates from the config: `types` (src/payload-types.ts) or `importmap` (the
 * admin's import map). Payload's CLI calls the same two functions, but loads the config in a way
 * that can end silently on a busy machine, leaving the file as it was; run through scripts/run.mjs
 * (`npm run generate:types`), a lost load is noticed and started again.
 */
import configPromise from '@payload-config'
import { generateImportMap } from 'payload'
import { generateTypes } from 'payload/node'

const [what] = process.argv.slice(2)
if (what !== 'types' && what !== 'importmap') {
  process.stderr.write('usage: node scripts/run.mjs scripts/generate.ts types|importmap\n')
  process.exit(2)
}
const config = await configPromise
if (what === 'types') await generateTypes(config)
else await generateImportMap(config, { log: true })
process.exit(0)
