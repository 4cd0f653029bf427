/**
 * `npm run lint:openapi`: the /api's OpenAPI document (src/endpoints/openapi.ts), as the server
 * answers it, linted by Redocly CLI (redocly.yaml: its `recommended` rules) and Spectral
 * (.spectral.yaml: `spectral:oas`). Every error and warning of either is printed; any fails the run.
 * Both run offline: Redocly's telemetry and update notice are off, and neither ruleset is fetched.
 */
import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import { openApiDocument } from '../src/endpoints/openapi'
import { root } from './lib/runtime'

const execFileAsync = promisify(execFile)

interface LintProblem {
  tool: 'redocly' | 'spectral'
  rule: string
  severity: string
  /** Where in the document: a JSON pointer (Redocly) or a path (Spectral). */
  at: string
  message: string
}

/** A linter's standard output, whatever its exit code (both exit 1 when they find problems). */
async function output(bin: string, args: string[]): Promise<string> {
  const env = {
    ...process.env,
    REDOCLY_TELEMETRY: 'off',
    REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
    NO_COLOR: '1',
  }
  try {
    const { stdout } = await execFileAsync(path.join(root, 'node_modules/.bin', bin), args, {
      cwd: root,
      env,
      maxBuffer: 16 * 1024 * 1024,
    })
    return stdout
  } catch (caught) {
    const error = caught as Error & { stdout?: string; stderr?: string }
    if (error.stdout?.trim()) return error.stdout
    throw new Error(`${bin} failed: ${error.stderr || error.message}`)
  }
}

async function redocly(file: string): Promise<LintProblem[]> {
  const report = JSON.parse(
    await output('redocly', ['lint', '--config', 'redocly.yaml', '--format', 'json', file]),
  ) as {
    problems: {
      ruleId: string
      severity: string
      message: string
      location: { pointer: string }[]
    }[]
  }
  return report.problems.map((problem) => ({
    tool: 'redocly',
    rule: problem.ruleId,
    severity: problem.severity,
    at: problem.location[0]?.pointer ?? '',
    message: problem.message,
  }))
}

const spectralSeverities = ['error', 'warn', 'info', 'hint']

async function spectral(file: string): Promise<LintProblem[]> {
  const results = JSON.parse(
    await output('spectral', [
      'lint',
      '--ruleset',
      '.spectral.yaml',
      '--format',
      'json',
      '--quiet',
      file,
    ]),
  ) as { code: string; severity: number; message: string; path: string[] }[]
  return results.map((result) => ({
    tool: 'spectral',
    rule: result.code,
    severity: spectralSeverities[result.severity] ?? String(result.severity),
    at: result.path.join('.'),
    message: result.message,
  }))
}

const dir = mkdtempSync(path.join(os.tmpdir(), 'openapi-lint-'))
let problems: LintProblem[]
try {
  const file = path.join(dir, 'openapi.json')
  writeFileSync(file, JSON.stringify(openApiDocument(), null, 2))
  problems = (await Promise.all([redocly(file), spectral(file)])).flat()
} finally {
  rmSync(dir, { recursive: true, force: true })
}
for (const { tool, rule, severity, at, message } of problems) {
  process.stdout.write(`${tool} ${severity} ${rule} at ${at}: ${message}\n`)
}
process.stdout.write(
  `OpenAPI document: ${problems.length} problems (Redocly recommended, Spectral spectral:oas)\n`,
)
process.exit(problems.length > 0 ? 1 : 0)
