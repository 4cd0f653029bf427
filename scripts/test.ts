/**
 * `npm test`: every check and every suite: typecheck, lint (the OpenAPI document's too), generated-file
 * drift and unit side by side, then integration (real PostgreSQL), then end-to-end (real Chromium
 * against the built app's server, built in the background from the start). Every step runs even when
 * an earlier one fails; the last line totals them: `tests: N passed, N failed[, N skipped]`.
 */
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { patchDependencies } from './lib/patchDependencies.mjs'
import { root } from './lib/runtime'

interface Tally {
  passed: number
  failed: number
  skipped: number
}
interface VitestReport {
  testResults: {
    name: string
    status: string
    message?: string
    assertionResults: { fullName: string; status: string; failureMessages: string[] }[]
  }[]
  numPassedTests: number
  numFailedTests: number
  numPendingTests: number
  numTodoTests: number
  numRuntimeErrorTestSuites?: number
  success: boolean
}
interface PlaywrightSuite {
  title: string
  file: string
  specs: {
    title: string
    line: number
    tests: { status: string; results: { errors: { message?: string }[] }[] }[]
  }[]
  suites?: PlaywrightSuite[]
}
interface PlaywrightReport {
  suites: PlaywrightSuite[]
  stats: { expected: number; unexpected: number; flaky: number; skipped: number }
  errors?: { message?: string }[]
}
const total: Tally = { passed: 0, failed: 0, skipped: 0 }
/**
 * What failed, repeated just above the total: a CI log is often read from its end, where the runners'
 * own reports of a failure have long scrolled away.
 */
const failures: string[] = []
const results = path.join(root, 'test-results')
mkdirSync(results, { recursive: true })

const bin = (name: string) => path.join(root, 'node_modules/.bin', name)

/**
 * Runs a command to its end. `output: 'inherit'` shows its output as it comes; `'capture'` keeps it,
 * for a step that runs beside others and is shown whole once done.
 */
function exec(
  command: string,
  args: string[],
  output: 'inherit' | 'capture' = 'inherit',
): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: output === 'inherit' ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    })
    const chunks: Buffer[] = []
    child.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk))
    child.stderr?.on('data', (chunk: Buffer) => chunks.push(chunk))
    const done = (code: number) => resolve({ code, output: Buffer.concat(chunks).toString() })
    child.once('error', () => done(1))
    child.once('close', (code) => done(code ?? 1))
  })
}

function heading(title: string) {
  process.stdout.write(`\n━━ ${title} ━━\n`)
}

/**
 * A check that is not a test runner counts as one test. Checks run side by side (each is mostly one
 * core); `check()` starts one and returns how to report it, in order, once it is done.
 */
function check(title: string, command: string, args: string[]): () => Promise<void> {
  const running = exec(command, args, 'capture')
  return async () => {
    const { code, output } = await running
    heading(title)
    process.stdout.write(output)
    if (code === 0) total.passed += 1
    else {
      total.failed += 1
      failures.push(`${title}: exit code ${code}`)
    }
    process.stdout.write(`${title}: ${code === 0 ? 'passed' : 'FAILED'}\n`)
  }
}

/**
 * A Vitest project's run. Shown as it comes (`'inherit'`), or run beside the checks (`'capture'`) and
 * shown whole when the returned report is called.
 */
function vitest(
  project: 'unit' | 'int',
  output: 'inherit' | 'capture' = 'inherit',
): () => Promise<void> {
  const report = path.join(results, `${project}.json`)
  rmSync(report, { force: true })
  const title = `${project === 'unit' ? 'Unit' : 'Integration'} tests (Vitest)`
  if (output === 'inherit') heading(title)
  const running = exec(
    bin('vitest'),
    [
      'run',
      '--project',
      project,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ],
    output,
  )
  return async () => {
    const run = await running
    if (output === 'capture') {
      heading(title)
      process.stdout.write(run.output)
    }
    tallyVitest(report, run.code)
  }
}

function tallyVitest(report: string, code: number) {
  // A global set-up that throws leaves a report of no tests, `success: false`, and may still exit 0.
  tally<VitestReport>(report, code, (json) => ({
    passed: json.numPassedTests,
    failed: json.numFailedTests + (json.numRuntimeErrorTestSuites ?? 0),
    skipped: json.numPendingTests + json.numTodoTests,
    ran: json.success && json.numPassedTests + json.numFailedTests > 0,
  }))
  for (const file of readReport<VitestReport>(report)?.testResults ?? []) {
    const name = path.relative(root, file.name)
    const failed = file.assertionResults.filter((test) => test.status === 'failed')
    for (const test of failed)
      failures.push(`${name} › ${test.fullName}\n${firstLines(test.failureMessages[0])}`)
    if (failed.length === 0 && file.status === 'failed')
      failures.push(`${name}\n${firstLines(file.message)}`)
  }
}

/**
 * The app's build for the end-to-end suite (`npm run build -- --if-stale`), in the background from the
 * start at a lower priority: it takes the cores the checks and the integration suite leave idle (that
 * suite waits on PostgreSQL and child processes as much as on the CPU) without slowing them. Its
 * output goes to test-results/build.log and is shown when the end-to-end suite starts.
 */
function startBuild(): Promise<number> {
  const log = openSync(path.join(results, 'build.log'), 'w')
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'scripts/build.ts'), '--if-stale'],
    { cwd: root, stdio: ['ignore', log, log] },
  )
  // Next's build workers are forked later and inherit it.
  if (child.pid) os.setPriority(child.pid, 10)
  return new Promise((resolve) => {
    child.once('error', () => resolve(1))
    child.once('exit', (code) => resolve(code ?? 1))
  })
}

async function playwright(building: Promise<number>) {
  heading('End-to-end tests (Playwright, Chromium, the built app)')
  const report = path.join(results, 'e2e.json')
  rmSync(report, { force: true })
  const built = await building
  process.stdout.write(readFileSync(path.join(results, 'build.log'), 'utf8'))
  if (built !== 0) {
    failures.push(`build: exit code ${built} (test-results/build.log)`)
    total.failed += 1
    return
  }
  const { code } = await exec(bin('playwright'), ['test'])
  tally<PlaywrightReport>(report, code, (json) => ({
    passed: json.stats.expected + json.stats.flaky,
    failed: json.stats.unexpected + (json.errors?.length ?? 0),
    skipped: json.stats.skipped,
    ran: json.stats.expected + json.stats.unexpected + json.stats.flaky > 0,
  }))
  const json = readReport<PlaywrightReport>(report)
  const visit = (suite: PlaywrightSuite, titles: string[]) => {
    for (const spec of suite.specs) {
      for (const test of spec.tests) {
        if (test.status !== 'unexpected' && test.status !== 'flaky') continue
        const error = test.results.flatMap((result) => result.errors)[0]?.message
        failures.push(
          `${[`${suite.file}:${spec.line}`, ...titles, spec.title].join(' › ')}${test.status === 'flaky' ? ' (flaky: passed on retry)' : ''}\n${firstLines(error)}`,
        )
      }
    }
    for (const child of suite.suites ?? []) visit(child, [...titles, child.title])
  }
  for (const suite of json?.suites ?? []) visit(suite, [])
  for (const error of json?.errors ?? []) failures.push(`playwright\n${firstLines(error.message)}`)
}

function readReport<Report>(report: string): Report | undefined {
  return existsSync(report) ? (JSON.parse(readFileSync(report, 'utf8')) as Report) : undefined
}

/** The head of an error message, without terminal colours or stack frames, indented under its test. */
function firstLines(message = '', count = 6) {
  return message
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .filter((line) => line.trim() !== '' && !/^\s+at /.test(line))
    .slice(0, count)
    .map((line) => `    ${line}`)
    .join('\n')
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
  const json = readReport<Report>(report)
  if (!json) {
    total.failed += 1
    failures.push(`${path.basename(report)}: the runner left no report (exit code ${code})`)
    return
  }
  const counts = read(json)
  if ((code !== 0 || !counts.ran) && counts.failed === 0) {
    counts.failed = 1
    failures.push(
      `${path.basename(report)}: the runner exited with ${code} after ${counts.passed} passed tests`,
    )
  }
  total.passed += counts.passed
  total.failed += counts.failed
  total.skipped += counts.skipped
}

const only = process.argv.slice(2)
const wanted = (step: string) => only.length === 0 || only.includes(step)

// The suites test the app as it runs, with its fixes to dependencies in place (the build applies
// them too, but beside the suites that load the same files).
patchDependencies(root)
const building = wanted('e2e') ? startBuild() : undefined
// The checks and the unit suite side by side, each shown whole, in this order, once done.
const reports: (() => Promise<void>)[] = []
if (wanted('typecheck')) reports.push(check('Typecheck (tsc)', bin('tsc'), ['--noEmit']))
if (wanted('lint')) {
  reports.push(check('Lint (ESLint)', bin('eslint'), ['--max-warnings=0', '.']))
  reports.push(check('Format (Prettier)', bin('prettier'), ['--check', '--log-level=warn', '.']))
  reports.push(
    check('OpenAPI document (Redocly, Spectral)', process.execPath, [
      path.join(root, 'node_modules/tsx/dist/cli.mjs'),
      'scripts/lint-openapi.ts',
    ]),
  )
}
if (wanted('generated')) {
  reports.push(
    check('Generated files and migrations in sync', process.execPath, [
      path.join(root, 'node_modules/tsx/dist/cli.mjs'),
      'scripts/check-generated.ts',
    ]),
  )
}
if (wanted('unit')) reports.push(vitest('unit', 'capture'))
for (const report of reports) await report()
if (wanted('int')) await vitest('int')()
if (building) await playwright(building)

if (failures.length > 0) {
  heading(`Failed or flaky (${failures.length})`)
  process.stdout.write(`${failures.join('\n')}\n`)
}
const line = `tests: ${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`
writeFileSync(path.join(results, 'summary.txt'), `${line}\n`)
process.stdout.write(`\n${line}\n`)
process.exit(total.failed > 0 ? 1 : 0)
