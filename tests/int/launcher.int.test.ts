import { spawnSync } from 'node:child_process'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')

function npmStart(env: Record<string, string>) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    cwd: root,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    timeout: 60_000,
  })
}

describe('npm start refuses to run without what it needs', () => {
  it('exits non-zero with one line naming DATABASE_URL and the host when the database is unreachable', () => {
    const result = npmStart({
      DATABASE_URL: 'postgres://app:secret@127.0.0.1:9/shop',
      NODE_ENV: 'development',
    })
    expect(result.status).toBe(1)
    const lines = result.stderr.trim().split('\n')
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(/DATABASE_URL: cannot reach PostgreSQL at 127\.0\.0\.1:9/)
    expect(result.stderr).not.toMatch(/\n\s+at /)
  })

  it('requires PAYLOAD_SECRET when NODE_ENV=production', () => {
    const result = npmStart({
      NODE_ENV: 'production',
      PAYLOAD_SECRET: '',
      DATABASE_URL: 'postgres://localhost:9/x',
    })
    expect(result.status).toBe(1)
    expect(result.stderr.trim()).toMatch(/PAYLOAD_SECRET is required when NODE_ENV=production/)
    expect(result.stderr).not.toMatch(/\n\s+at /)
  })

  it('npm run seed refuses an unknown --scale, naming the valid ones', () => {
    const result = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'scripts/seed.ts', '--scale', 'huge'],
      {
        cwd: root,
        encoding: 'utf8',
        timeout: 60_000,
      },
    )
    expect(result.status).not.toBe(0)
    expect(result.stderr).toContain('Unknown --scale "huge". Valid values: demo, full.')
  })
})
