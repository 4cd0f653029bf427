import { describe, expect, it } from 'vitest'

import { createRotation, lsnValue } from '../../src/lib/replicaRotation'

/** Two replicas and a primary whose positions and answers the test sets, on a clock it moves. */
function setUp(maxLagSeconds = 10) {
  let clock = 1_000_000
  const primary = { position: '0/100', up: true }
  const replicas = [
    { replayed: '0/100' as string | null, up: true },
    { replayed: '0/100' as string | null, up: true },
  ]
  const changes: { part: string; state: object }[] = []
  const rotation = createRotation({
    replicas: 2,
    maxLagSeconds,
    now: () => clock,
    primaryPosition: async () => {
      if (!primary.up) throw new Error('connection refused')
      return primary.position
    },
    replayed: async (index) => {
      if (!replicas[index]!.up) throw new Error('connection refused')
      return replicas[index]!.replayed
    },
    changed: (part, state) => changes.push({ part, state }),
  })
  return {
    rotation,
    primary,
    replicas,
    changes,
    advance: (ms: number) => (clock += ms),
  }
}

describe('the read replicas’ rotation', () => {
  it('orders WAL positions as numbers', () => {
    expect(lsnValue('1/0') > lsnValue('0/FFFFFFFF')).toBe(true)
    expect(lsnValue('16/B374D848')).toBe((0x16n << 32n) + 0xb374d848n)
  })

  it('takes the healthy replicas in turn', async () => {
    const { rotation } = setUp()
    await rotation.check()
    expect([rotation.next(), rotation.next(), rotation.next()]).toEqual([0, 1, 0])
  })

  it('leaves a replica that does not answer out at the next check, and takes it back once it answers', async () => {
    const { rotation, replicas, changes } = setUp()
    await rotation.check()
    replicas[1]!.up = false
    await rotation.check()
    expect(rotation.state.replicas[1]).toMatchObject({ health: 'down', inRotation: false })
    expect([rotation.next(), rotation.next()]).toEqual([0, 0])
    // One line for the change, not one per check.
    await rotation.check()
    expect(changes.filter((change) => change.part === 'replica 2')).toHaveLength(1)
    replicas[1]!.up = true
    await rotation.check()
    expect(rotation.state.replicas[1]).toMatchObject({ health: 'ok', inRotation: true })
    expect(changes.filter((change) => change.part === 'replica 2')).toHaveLength(2)
  })

  it('measures lag from when the primary wrote what a replica has not replayed, and leaves it out beyond the bound', async () => {
    const { rotation, primary, replicas, advance } = setUp(10)
    await rotation.check()
    primary.position = '0/200'
    replicas[0]!.replayed = '0/200'
    await rotation.check()
    advance(4_000)
    await rotation.check()
    // Replica 2 stopped replaying 4 s ago, yet sees no gap of its own: it is 4 s behind.
    expect(rotation.state.replicas[1]!.lagSeconds).toBe(4)
    expect(rotation.state.replicas[1]!.inRotation).toBe(true)
    advance(7_000)
    await rotation.check()
    expect(rotation.state.replicas[1]).toMatchObject({ health: 'lagging', inRotation: false })
    expect(rotation.state.replicas[0]).toMatchObject({ health: 'ok', lagSeconds: 0 })
    replicas[1]!.replayed = '0/200'
    await rotation.check()
    expect(rotation.state.replicas[1]).toMatchObject({
      health: 'ok',
      lagSeconds: 0,
      inRotation: true,
    })
  })

  it('sends the reads to the primary when no replica is left', async () => {
    const { rotation, replicas } = setUp()
    replicas[0]!.up = false
    replicas[1]!.up = false
    await rotation.check()
    expect(rotation.next()).toBeNull()
    expect(rotation.inRotation()).toEqual([])
  })

  it('keeps the replicas in rotation while the primary is down: they carry the reads', async () => {
    const { rotation, primary, advance, changes } = setUp(10)
    await rotation.check()
    primary.up = false
    for (let second = 0; second < 30; second++) {
      advance(1_000)
      await rotation.check()
    }
    expect(rotation.state.primary.health).toBe('down')
    expect(rotation.inRotation()).toEqual([0, 1])
    expect(changes).toEqual([
      { part: 'primary', state: { health: 'down', error: 'connection refused' } },
    ])
  })

  it('counts a promoted replica (no longer replaying) as caught up', async () => {
    const { rotation, primary, replicas, advance } = setUp(1)
    await rotation.check()
    primary.position = '0/900'
    replicas[0]!.replayed = null
    advance(5_000)
    await rotation.check()
    expect(rotation.state.replicas[0]).toMatchObject({ health: 'ok', lagSeconds: 0 })
  })
})
