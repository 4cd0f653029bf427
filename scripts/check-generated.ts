/**
 * Fails when the committed generated files drift from the config: `generate:types`,
 * `generate:importmap` or `generate:api-routes` would change a file, or `migrate:create --skip-empty`
 * would write a migration.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { generateApiRoutes } from './generate-api-routes'
import { childEnv, payloadBin, root, run } from './lib/runtime'
import { scriptArgs } from './lib/scriptArgs'

const generated = ['src/payload-types.ts', 'src/app/(payload)/admin/importMap.js']
const before = new Map(generated.map((file) => [file, readFileSync(path.join(root, file), 'utf8')]))
const problems: string[] = []

for (const what of ['types', 'importmap']) {
  await run(process.execPath, scriptArgs('scripts/generate.ts', [what]), {
    env: childEnv(null),
    stdio: 'ignore',
  })
}
for (const file of generated) {
  if (readFileSync(path.join(root, file), 'utf8') !== before.get(file)) {
    problems.push(
      `${file} is out of date: run npm run generate:types / generate:importmap and commit it.`,
    )
  }
}

for (const file of await generateApiRoutes({ check: true })) {
  problems.push(`${file} does not match src/endpoints/catalog.ts: run npm run generate:api-routes.`)
}

// migrate:create compares the config with the newest migration snapshot; let it write to a scratch copy.
const scratch = mkdtempSync(path.join(os.tmpdir(), 'migrations-check-'))
try {
  cpSync(path.join(root, 'migrations'), scratch, { recursive: true })
  const count = () => readdirSync(scratch).length
  const filesBefore = count()
  await run(process.execPath, [payloadBin, 'migrate:create', 'drift', '--skip-empty'], {
    env: childEnv(null, { PAYLOAD_MIGRATION_DIR: scratch }),
    stdio: 'ignore',
  })
  if (count() !== filesBefore) {
    problems.push(
      'The config and the migrations disagree: run npm run migrate:create -- <name> and commit it.',
    )
  }
} finally {
  rmSync(scratch, { recursive: true, force: true })
}

if (problems.length) {
  for (const problem of problems) process.stderr.write(`✗ ${problem}\n`)
  process.exit(1)
}
process.stdout.write(
  '✓ payload-types.ts, importMap.js, the /api route files and migrations match the config\n',
)
