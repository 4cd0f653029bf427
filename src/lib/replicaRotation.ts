/**
 * Which read replicas the public reads may use now. Each replica is asked every CHECK_MS how far it
 * has replayed; the primary, what it has written. A replica that does not answer within the check's
 * time, or that has not replayed what the primary wrote more than `maxLagSeconds` ago, leaves the
 * rotation at once and returns by itself once it answers and has caught up; with none left, the
 * reads go to the primary. A replica's lag is measured against the primary's own positions, sampled
 * with the checks: a replica that lost its primary replays nothing and sees no gap itself.
 *
 * While the primary does not answer no positions are sampled: the replicas are judged by what the
 * primary had written until then, which they have (their lag drops to 0), and they carry the reads.
 */

export type ReplicaHealth = 'ok' | 'lagging' | 'down'

export interface ReplicaState {
  /** 1-based, in the order of DATABASE_REPLICA_URLS (the URLs hold credentials). */
  replica: number
  health: ReplicaHealth
  inRotation: boolean
  /** Seconds behind the primary; null while it does not answer. */
  lagSeconds: number | null
  /** When it last changed state (ms since the epoch). */
  since: number
  error?: string
}

export interface RotationState {
  primary: { health: 'ok' | 'down'; since: number; error?: string }
  replicas: ReplicaState[]
}

/** A WAL position ("16/B374D848") as a number. */
export function lsnValue(lsn: string): bigint {
  const [high = '0', low = '0'] = lsn.split('/')
  return (BigInt(`0x${high}`) << 32n) + BigInt(`0x${low}`)
}

export interface RotationOptions {
  replicas: number
  maxLagSeconds: number
  /** The primary's current WAL position. */
  primaryPosition: () => Promise<string>
  /** How far replica `index` (0-based) has replayed; null for a server not in recovery (promoted). */
  replayed: (index: number) => Promise<string | null>
  /** Called once for each change of a part's state, never per request. */
  changed: (part: string, state: object) => void
  now?: () => number
}

/** How often the parts are asked, and how long each answer may take: a failed replica is out within a second. */
export const CHECK_MS = 250
export const CHECK_TIMEOUT_MS = 700

const withinTime = <T>(work: Promise<T>, ms: number): Promise<T> => {
  let timer: NodeJS.Timeout | undefined
  return Promise.race([
    work,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)
    }),
  ]).finally(() => clearTimeout(timer))
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error))

export function createRotation(options: RotationOptions) {
  const now = options.now ?? Date.now
  const started = now()
  const state: RotationState = {
    primary: { health: 'ok', since: started },
    replicas: Array.from({ length: options.replicas }, (_, index) => ({
      replica: index + 1,
      health: 'ok' as ReplicaHealth,
      inRotation: true,
      lagSeconds: 0,
      since: started,
    })),
  }
  /** The primary's positions, oldest first, for as long as a lag can matter. */
  const samples: { at: number; position: bigint }[] = []
  let turn = -1

  function setReplica(replica: ReplicaState, health: ReplicaHealth, error?: string) {
    replica.error = error
    if (replica.health === health) return
    replica.health = health
    replica.inRotation = health === 'ok'
    replica.since = now()
    options.changed(`replica ${replica.replica}`, {
      health,
      inRotation: replica.inRotation,
      lagSeconds: replica.lagSeconds,
      ...(error ? { error } : {}),
    })
  }

  /** Seconds since the primary wrote the first position the replica has not replayed. */
  function lagOf(position: bigint | null): number {
    if (position === null) return 0
    const behind = samples.find((sample) => sample.position > position)
    return behind ? (now() - behind.at) / 1000 : 0
  }

  async function check(): Promise<void> {
    const checkedAt = now()
    try {
      const position = lsnValue(await withinTime(options.primaryPosition(), CHECK_TIMEOUT_MS))
      if (state.primary.health !== 'ok') {
        state.primary = { health: 'ok', since: checkedAt }
        options.changed('primary', { health: 'ok' })
      }
      const last = samples.at(-1)
      if (!last || position > last.position) samples.push({ at: checkedAt, position })
    } catch (error) {
      if (state.primary.health !== 'down') {
        state.primary = { health: 'down', since: checkedAt, error: message(error) }
        options.changed('primary', { health: 'down', error: message(error) })
      }
    }
    // Positions older than the bound are only needed while some replica has not passed them.
    const keepFrom = checkedAt - options.maxLagSeconds * 2000
    while (samples.length > 1 && samples[0]!.at < keepFrom && samples[1]!.at < keepFrom) {
      samples.shift()
    }
    await Promise.all(
      state.replicas.map(async (replica, index) => {
        try {
          const replayed = await withinTime(options.replayed(index), CHECK_TIMEOUT_MS)
          replica.lagSeconds =
            Math.round(lagOf(replayed === null ? null : lsnValue(replayed)) * 10) / 10
          setReplica(replica, replica.lagSeconds > options.maxLagSeconds ? 'lagging' : 'ok')
        } catch (error) {
          replica.lagSeconds = null
          setReplica(replica, 'down', message(error))
        }
      }),
    )
  }

  return {
    state,
    check,
    /**
     * The replica (0-based) the next public read goes to, in turn among those in rotation; null: the
     * primary.
     */
    next(): number | null {
      const count = state.replicas.length
      for (let step = 1; step <= count; step++) {
        const index = (turn + step) % count
        if (state.replicas[index]!.inRotation) {
          turn = index
          return index
        }
      }
      return null
    },
    /** Every replica in rotation now (0-based). */
    inRotation: (): number[] =>
      state.replicas.flatMap((replica, index) => (replica.inRotation ? [index] : [])),
  }
}

export type Rotation = ReturnType<typeof createRotation>
