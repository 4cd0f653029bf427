import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

import { supervise, type Supervisor } from '../../scripts/lib/supervise'

/** A child that records each start in a file and dies on its first two runs. */
const crashingTwice = `
const fs = require('node:fs')
const file = process.argv[1]
const runs = fs.existsSync(file) ? fs.readFileSync(file, 'utf8').split('\\n').filter(Boolean).length : 0
fs.appendFileSync(file, process.pid + '\\n')
if (runs < 2) process.exit(3)
setInterval(() => {}, 1000)
`

describe('npm start keeps the server running', () => {
  let supervisor: Supervisor | undefined
  let dir: string | undefined
  afterEach(async () => {
    await supervisor?.stop('SIGTERM', 2_000)
    if (dir) rmSync(dir, { recursive: true, force: true })
  })

  it('starts a server that died again, says so each time, and stops it when asked', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'supervise-'))
    const runs = path.join(dir, 'runs')
    const lines: string[] = []
    supervisor = supervise({
      command: process.execPath,
      args: ['-e', crashingTwice, runs],
      options: { stdio: 'ignore' },
      log: (line) => lines.push(line),
      firstDelayMs: 50,
    })
    await expect.poll(() => supervisor!.restarts, { timeout: 10_000 }).toBe(2)
    const started = () => readFileSync(runs, 'utf8').split('\n').filter(Boolean)
    await expect.poll(() => started().length, { timeout: 10_000 }).toBe(3)
    expect(lines).toHaveLength(2)
    expect(lines[0]).toMatch(/The server stopped \(exit code 3\); starting it again in 0\.1 s\./)
    expect(lines[1]).toMatch(/starting it again in 0\.1 s|starting it again in 0\.2 s/)
    expect(new Set(started()).size).toBe(3)

    const child = supervisor.child!
    await supervisor.stop('SIGTERM', 2_000)
    expect(child.exitCode !== null || child.signalCode !== null).toBe(true)
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(started()).toHaveLength(3)
    expect(lines).toHaveLength(2)
  })

  it('a server killed from outside is started again', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'supervise-'))
    const runs = path.join(dir, 'runs')
    const lines: string[] = []
    // This child never exits by itself.
    supervisor = supervise({
      command: process.execPath,
      args: [
        '-e',
        `require('node:fs').appendFileSync(${JSON.stringify(runs)}, 'x\\n'); setInterval(() => {}, 1000)`,
      ],
      options: { stdio: 'ignore' },
      log: (line) => lines.push(line),
      firstDelayMs: 50,
    })
    await expect
      .poll(() => existsSync(runs) && readFileSync(runs, 'utf8'), { timeout: 10_000 })
      .toBe('x\n')
    supervisor.child!.kill('SIGKILL')
    await expect.poll(() => supervisor!.restarts, { timeout: 10_000 }).toBe(1)
    expect(lines[0]).toMatch(/The server stopped \(SIGKILL\); starting it again/)
    await expect.poll(() => readFileSync(runs, 'utf8'), { timeout: 10_000 }).toBe('x\nx\n')
  })
})
