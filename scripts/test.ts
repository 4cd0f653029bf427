/**
 * `npm test`: every check and every suite, in order: typecheck, lint, generated-file drift, unit,
 * integration (real PostgreSQL), end-to-end (real Chromium against the built app's server). Every step runs even
 * when an earlier one fails; the last line totals them: `tests: N passed, N failed[, N skipped]`.
 */
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { build } from './build'
import { root } from './lib/runtime'

interface Tally {
  passed: number
  failed: number
  skipped: number
}
interface VitestReport {
  numPassedTests: number
  numFailedTests: number
  numPendingTests: number
  numTodoTests: number
  numRuntimeErrorTestSuites?: number
  success: boolean
}
interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number }
  errors?: unknown[]
}
const total: Tally = { passed: 0, failed: 0, skipped: 0 }
const results = path.join(root, 'test-results')
mkdirSync(results, { recursive: true })

const bin = (name: string) => path.join(root, 'node_modules/.bin', name)

function exec(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env })
    child.once('error', () => resolve(1))
    child.once('exit', (code) => resolve(code ?? 1))
  })
}

function heading(title: string) {
  process.stdout.write(`\n━━ ${title} ━━\n`)
}

/** A check that is not a test runner counts as one test. */
async function check(title: string, command: string, args: string[]) {
  heading(title)
  const code = await exec(command, args)
  if (code === 0) total.passed += 1
  else total.failed += 1
  process.stdout.write(`${title}: ${code === 0 ? 'passed' : 'FAILED'}\n`)
}

async function vitest(project: 'unit' | 'int') {
  heading(`${project === 'unit' ? 'Unit' : 'Integration'} tests (Vitest)`)
  const report = path.join(results, `${project}.json`)
  rmSync(report, { force: true })
  const code = await exec(bin('vitest'), [
    'run',
    '--project',
    project,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ])
  // A global set-up that throws leaves a report of no tests, `success: false`, and may still exit 0.
  tally<VitestReport>(report, code, (json) => ({
    passed: json.numPassedTests,
    failed: json.numFailedTests + (json.numRuntimeErrorTestSuites ?? 0),
    skipped: json.numPendingTests + json.numTodoTests,
    ran: json.success && json.numPassedTests + json.numFailedTests > 0,
  }))
}

async function playwright() {
  heading('End-to-end tests (Playwright, Chromium, the built app)')
  const report = path.join(results, 'e2e.json')
  rmSync(report, { force: true })
  try {
    await build({ ifStale: true })
  } catch (error) {
    process.stdout.write(`${(error as Error).message}\n`)
    total.failed += 1
    return
  }
  const code = await exec(bin('playwright'), ['test'])
  tally<PlaywrightReport>(report, code, (json) => ({
    passed: json.stats.expected + json.stats.flaky,
    failed: json.stats.unexpected + (json.errors?.length ?? 0),
    skipped: json.stats.skipped,
    ran: json.stats.expected + json.stats.unexpected + json.stats.flaky > 0,
  }))
}

/**
 * Adds a runner's counts from its JSON report. A run that crashed before reporting, exited non-zero
 * or ran no test at all counts as (at least) one failure.
 */
function tally<Report>(
  report: string,
  code: number,
  read: (json: Report) => Tally & { ran: boolean },
) {
  if (!existsSync(report)) {
    total.failed += 1
    return
  }
  const counts = read(JSON.parse(readFileSync(report, 'utf8')) as Report)
  if ((code !== 0 || !counts.ran) && counts.failed === 0) counts.failed = 1
  total.passed += counts.passed
  total.failed += counts.failed
  total.skipped += counts.skipped
}

const only = process.argv.slice(2)
const wanted = (step: string) => only.length === 0 || only.includes(step)

if (wanted('typecheck')) await check('Typecheck (tsc)', bin('tsc'), ['--noEmit'])
if (wanted('lint')) {
  await check('Lint (ESLint)', bin('eslint'), ['--max-warnings=0', '.'])
  await check('Format (Prettier)', bin('prettier'), ['--check', '--log-level=warn', '.'])
}
if (wanted('generated')) {
  await check('Generated files and migrations in sync', process.execPath, [
    path.join(root, 'node_modules/tsx/dist/cli.mjs'),
    'scripts/check-generated.ts',
  ])
}
if (wanted('unit')) await vitest('unit')
if (wanted('int')) await vitest('int')
if (wanted('e2e')) await playwright()

const line = `tests: ${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`
writeFileSync(path.join(results, 'summary.txt'), `${line}\n`)
process.stdout.write(`\n${line}\n`)
process.exit(total.failed > 0 ? 1 : 0)
