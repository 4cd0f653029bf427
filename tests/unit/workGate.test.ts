import { EventEmitter } from 'node:events'
import type { ServerResponse } from 'node:http'

import { afterEach, describe, expect, it, vi } from 'vitest'

import { createWorkGate, gateOptions } from '../../scripts/lib/workGate.mjs'

/** A response that only tells when it is over, as Node's does with 'close'. */
const answer = () => {
  const response = new EventEmitter() as EventEmitter & { end: () => void }
  response.end = () => response.emit('close')
  return response
}

function gate(options: Partial<Parameters<typeof createWorkGate>[0]> = {}) {
  const changes: boolean[] = []
  const made = createWorkGate(
    { concurrency: 2, queue: 3, perClient: 3, waitMs: 1_000, ...options },
    (shedding) => changes.push(shedding),
  )
  const started: string[] = []
  const refused: [string, string][] = []
  const send = (name: string, client = name, speculative = false) => {
    const response = answer()
    made.enter({
      client,
      speculative,
      response: response as unknown as ServerResponse,
      work: () => started.push(name),
      refuse: (reason) => refused.push([name, reason]),
    })
    return response
  }
  return { made, send, started, refused, changes }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('the gate of expensive work', () => {
  it('runs as many as it has slots, then the waiting ones in order as slots free', () => {
    const { send, started, made } = gate()
    const a = send('a')
    send('b')
    send('c')
    send('d')
    expect(started).toEqual(['a', 'b'])
    expect(made.state()).toMatchObject({ running: 2, waiting: 2 })
    a.end()
    expect(started).toEqual(['a', 'b', 'c'])
    expect(made.state()).toMatchObject({ running: 2, waiting: 1 })
  })

  it('turns away at once what does not fit in the line, and says it started shedding', () => {
    const { send, refused, changes, made } = gate()
    for (const name of ['a', 'b', 'c', 'd', 'e', 'f']) send(name)
    expect(refused).toEqual([['f', 'full']])
    expect(changes).toEqual([true])
    expect(made.state().shed).toEqual({ full: 1, client: 0, waited: 0 })
  })

  it('gives one client no more than its share, while others still get in', () => {
    const { send, started, refused } = gate({ concurrency: 1, queue: 10, perClient: 2 })
    send('x1', 'x')
    send('x2', 'x')
    send('x3', 'x')
    send('y1', 'y')
    expect(refused).toEqual([['x3', 'client']])
    expect(started).toEqual(['x1'])
  })

  it('runs a prefetch only on a free slot, never in the line', () => {
    const { send, started, refused } = gate({ concurrency: 1 })
    send('page')
    send('guess', 'other', true)
    expect(started).toEqual(['page'])
    expect(refused).toEqual([['guess', 'full']])
    const { send: sendAlone, started: startedAlone } = gate({ concurrency: 1 })
    sendAlone('guess', 'other', true)
    expect(startedAlone).toEqual(['guess'])
  })

  it('refuses a request that waited too long, and forgets one whose client left', () => {
    vi.useFakeTimers()
    const { send, started, refused, made } = gate({ concurrency: 1, waitMs: 500 })
    const first = send('a')
    const left = send('b')
    send('c')
    left.emit('close')
    expect(made.state().waiting).toBe(1)
    vi.advanceTimersByTime(501)
    expect(refused).toEqual([['c', 'waited']])
    first.end()
    expect(started).toEqual(['a'])
    expect(made.state()).toMatchObject({ running: 0, waiting: 0 })
  })

  it('a slot given back twice frees it once', () => {
    const { send, started } = gate({ concurrency: 1 })
    const a = send('a')
    send('b')
    send('c')
    a.end()
    a.end()
    expect(started).toEqual(['a', 'b'])
  })

  it('reads its sizes from the environment and refuses nonsense', () => {
    expect(gateOptions({ EXPENSIVE_WORK_CONCURRENCY: '3' })).toMatchObject({
      concurrency: 3,
      queue: 24,
    })
    expect(() => gateOptions({ EXPENSIVE_WORK_QUEUE: '-1' })).toThrow(/EXPENSIVE_WORK_QUEUE/)
    expect(() => gateOptions({ EXPENSIVE_WORK_WAIT_MS: 'soon' })).toThrow(/whole number/)
  })
})
