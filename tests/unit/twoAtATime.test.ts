import type { Sql } from 'postgres'
import { describe, expect, it } from 'vitest'

import { indexesOf, type Job, twoAtATime } from '../../src/lib/indexes'

/** A pool whose connections take any statement; each job below says what it did and when. */
const pool = () =>
  ({
    reserve: async () => Object.assign(async () => [], { release: () => {} }),
  }) as unknown as Sql

const tick = () => new Promise((resolve) => setTimeout(resolve, 5))

describe('two jobs at a time', () => {
  it('starts no job before the tables it needs are finished, and takes ready jobs meanwhile', async () => {
    const log: string[] = []
    const job = (name: string, extra: Partial<Job> = {}): Job => ({
      ...extra,
      run: async () => {
        log.push(`start ${name}`)
        await tick()
        await tick()
        log.push(`end ${name}`)
      },
    })
    await twoAtATime(pool(), [
      job('versions', { finishes: 'versions' }),
      job('child', { needs: ['versions'], finishes: 'child' }),
      job('index on child', { needs: ['child'] }),
      job('index on documents', { needs: ['documents'] }),
    ])
    expect(log.indexOf('start child')).toBeGreaterThan(log.indexOf('end versions'))
    expect(log.indexOf('start index on child')).toBeGreaterThan(log.indexOf('end child'))
    // Its table was never anyone's to finish: it ran while the versions were copied.
    expect(log.indexOf('start index on documents')).toBeLessThan(log.indexOf('end versions'))
    expect(log.filter((line) => line.startsWith('end'))).toHaveLength(4)
  })

  it("waits for every job that finishes a name: a table's indexes, built one job each", async () => {
    const log: string[] = []
    const job = (name: string, ticks: number, extra: Partial<Job> = {}): Job => ({
      ...extra,
      run: async () => {
        log.push(`start ${name}`)
        for (let i = 0; i < ticks; i++) await tick()
        log.push(`end ${name}`)
      },
    })
    await twoAtATime(pool(), [
      job('short index', 1, { finishes: indexesOf('stores') }),
      job('long index', 4, { finishes: indexesOf('stores') }),
      job('search documents', 1, { needs: [indexesOf('stores')] }),
    ])
    // The short index ended first; the documents waited for the long one too.
    expect(log.indexOf('end short index')).toBeLessThan(log.indexOf('end long index'))
    expect(log.indexOf('start search documents')).toBeGreaterThan(log.indexOf('end long index'))
  })

  it('starts nothing after a failure and throws it once the job in flight is done', async () => {
    const log: string[] = []
    const run = twoAtATime(pool(), [
      {
        finishes: 'versions',
        run: async () => {
          await tick()
          throw new Error('disk full')
        },
      },
      {
        run: async () => {
          await tick()
          await tick()
          log.push('the other job finished')
        },
      },
      { needs: ['versions'], run: async () => void log.push('a waiting job ran') },
      { run: async () => void log.push('a later job ran') },
    ])
    await expect(run).rejects.toThrow('disk full')
    expect(log).toEqual(['the other job finished'])
  })
})
