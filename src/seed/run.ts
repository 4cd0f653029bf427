/**
 * `npm run seed -- [--scale demo|full] [--reset]` (through `payload run`, so it has the config):
 * creates the first admin account, the editorial content through the Local API, and the directory
 * (stores, products) through bulk SQL. `--if-empty` is what `npm start` uses on an empty database.
 */
import config from '@payload-config'
import { getPayload } from 'payload'
import postgres from 'postgres'

import { env } from '@/config/env'

import { ensureAdmin } from './admin'
import { loadProducts, loadStores } from './bulk/load'
import { seedEditorial, seedTaxonomyAndMedia } from './editorial'
import { resetContent } from './reset'
import { isScaleName, scales } from './scales'

const args = process.argv.slice(2)
const log = (line: string) => process.stdout.write(`[seed] ${line}\n`)

const scaleArg = args.includes('--scale')
  ? args[args.indexOf('--scale') + 1]
  : args.find((arg) => arg.startsWith('--scale='))?.slice(8)
const scaleName = scaleArg ?? 'demo'
if (!isScaleName(scaleName)) {
  process.stderr.write(
    `Unknown --scale "${scaleName}". Valid values: ${Object.keys(scales).join(', ')}.\n`,
  )
  process.exit(2)
}
const scale = scales[scaleName]
const started = Date.now()

const payload = await getPayload({ config })
const sql = postgres(env.DATABASE_URL!, { max: 3, onnotice: () => {} })
try {
  await ensureAdmin(payload, log)
  if (args.includes('--reset')) await resetContent(sql, log)
  const { totalDocs } = await payload.count({ collection: 'stores' })
  if (args.includes('--if-empty') && totalDocs > 0) {
    log('The database already holds content.')
  } else {
    log(
      `Loading the ${scaleName} scale: ${scale.stores.toLocaleString('en')} stores, ${scale.products.toLocaleString('en')} products …`,
    )
    const context = { sql, ...(await seedTaxonomyAndMedia(payload, log)) }
    const stores = await loadStores(context, scale.stores)
    const products = await loadProducts(context, scale.products, scale.stores)
    log(`${stores.toLocaleString('en')} stores and ${products.toLocaleString('en')} products added`)
    await seedEditorial(payload, context.categoryIds, log)
    await sql`analyze`
    const peak = Math.round(process.resourceUsage().maxRSS / 1024)
    log(`Done in ${((Date.now() - started) / 1000).toFixed(1)} s (peak memory ${peak} MB).`)
  }
} finally {
  await sql.end({ timeout: 5 })
  await payload.destroy()
}
process.exit(0)
