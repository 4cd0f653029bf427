/**
 * `npm run lint:html [-- <base URL>]`: every page kind of the site in English, German, Polish and
 * Finnish through the W3C Nu HTML checker (scripts/lib/htmlValidity.ts). Without a URL it builds the
 * app when stale and serves it on a fresh database with the demo content, as the end-to-end suite
 * does, and stops both at the end. Prints every error and warning and a count per page kind; exits
 * 1 on any error.
 */
import { startOwnServer } from '../tests/helpers/ownServer'
import { createTestDatabase, seedDemo } from '../tests/helpers/testDatabase'
import { build } from './build'
import { checkSite, formatFinding, type Finding } from './lib/htmlValidity'
import { log } from './lib/runtime'

async function ownSite(): Promise<{ base: string; stop: () => Promise<void> }> {
  await build({ ifStale: true })
  log('Serving the demo content from a fresh database (about a minute) …')
  const database = await createTestDatabase()
  try {
    await seedDemo(database)
    const server = await startOwnServer({ database })
    return {
      base: server.base,
      stop: async () => {
        await server.stop()
        await database.destroy()
      },
    }
  } catch (error) {
    await database.destroy()
    throw error
  }
}

const given = process.argv[2]?.replace(/\/$/, '')
const site = given ? { base: given, stop: async () => {} } : await ownSite()
// Ctrl-C stops the server and database this run started, as the end of the run does.
process.once('SIGINT', () => void site.stop().then(() => process.exit(130)))
let result: Awaited<ReturnType<typeof checkSite>>
try {
  log(`Checking the pages of ${site.base} …`)
  result = await checkSite(site.base)
} finally {
  await site.stop()
}

const { pages, findings } = result
const shown = findings.filter((finding) => finding.type !== 'info')
for (const finding of shown) process.stdout.write(`${formatFinding(finding)}\n`)

const count = (kind: string, type: Finding['type']) =>
  findings.filter((finding) => finding.page.kind === kind && finding.type === type).length
const kinds = [...new Set(pages.map((page) => page.kind))]
process.stdout.write(`\n| Page kind | errors | warnings |\n|---|---|---|\n`)
for (const kind of kinds) {
  process.stdout.write(`| ${kind} | ${count(kind, 'error')} | ${count(kind, 'warning')} |\n`)
}
const errors = findings.filter((finding) => finding.type === 'error').length
const warnings = findings.filter((finding) => finding.type === 'warning').length
process.stdout.write(
  `\n${pages.length} pages (${kinds.length} kinds in ${new Set(pages.map((page) => page.locale)).size} languages): ${errors} errors, ${warnings} warnings\n`,
)
process.exit(errors > 0 ? 1 : 0)
