/**
 * What one instance tells the others when content changes: the tags whose entries to drop from the
 * caches each process keeps in its own memory (local.mjs, and Next's own entries while Redis is
 * away, handler.mjs). PostgreSQL's LISTEN/NOTIFY on the primary carries them: every instance has the
 * primary already, and a change can only be made while it is up, so a change always reaches the
 * others whether Redis is up or not. One mechanism, with and without REDIS_URL (alone, an instance
 * hears only itself, and ignores that).
 *
 * The listening connection reconnects by itself; a message sent while it is away is lost, which the
 * age limits of the process-local answers cover (a minute at most, README "Production").
 */
import { randomUUID } from 'node:crypto'

import postgres from 'postgres'

import { env } from '@/config/env'
import { applicationName } from '@/lib/db'
import { logger } from '@/lib/logger.mjs'

interface Bus {
  /** Tells this instance's own messages apart: it applied them already. */
  instance: string
  sender: postgres.Sql | null
  listening: 'no' | 'connecting' | 'yes' | 'lost'
  since: number
  sent: number
  received: number
}

const CHANNEL = 'shopping_guide_invalidate'
/** PostgreSQL refuses a NOTIFY payload of 8 000 bytes or more: longer tag lists go in parts. */
const MAX_PAYLOAD_BYTES = 7_000
/** How soon a lost listening connection is tried again. */
const RECONNECT_MS = 1_000

// On globalThis: Next and the server's bundle load this module separately in one process.
const bus: Bus = ((globalThis as { __cacheBus?: Bus }).__cacheBus ??= {
  instance: randomUUID(),
  sender: null,
  listening: 'no',
  since: Date.now(),
  sent: 0,
  received: 0,
})

/** The bus's state for health and metrics. */
export const busState = () => ({
  transport: 'postgres',
  listening: bus.listening,
  since: bus.since,
  sent: bus.sent,
  received: bus.received,
})

function setListening(listening: Bus['listening']): void {
  if (bus.listening === listening) return
  const was = bus.listening
  bus.listening = listening
  bus.since = Date.now()
  if (listening === 'lost')
    logger.warn({ part: 'cache bus' }, 'Cache bus: lost the primary, reconnecting')
  if (listening === 'yes' && was === 'lost')
    logger.info({ part: 'cache bus' }, 'Cache bus: listening again')
}

/** Splits the tags into messages that each fit a NOTIFY. */
function messages(tags: readonly string[]): string[] {
  const out: string[] = []
  let part: string[] = []
  const encode = (list: string[]) => JSON.stringify({ tags: list, from: bus.instance })
  for (const tag of tags) {
    if (part.length && Buffer.byteLength(encode([...part, tag])) > MAX_PAYLOAD_BYTES) {
      out.push(encode(part))
      part = []
    }
    part.push(tag)
  }
  if (part.length) out.push(encode(part))
  return out
}

/** Tells every other instance; never throws (a lost message is covered as said above). */
export function broadcast(tags: readonly string[]): void {
  if (!env.DATABASE_URL || tags.length === 0) return
  bus.sender ??= postgres(env.DATABASE_URL, {
    max: 1,
    idle_timeout: 60,
    connect_timeout: 3,
    onnotice: () => {},
    connection: { application_name: applicationName('bus') },
  })
  const sender = bus.sender
  for (const payload of messages(tags)) {
    sender`select pg_notify(${CHANNEL}, ${payload})`.then(
      () => void (bus.sent += 1),
      (error: unknown) =>
        logger.warn({ err: error, part: 'cache bus' }, 'A cache message could not be sent'),
    )
  }
}

/**
 * Applies every other instance's messages here, from now on; once per process. `resumed` is called
 * when listening again after the connection was lost, when messages may have been missed.
 */
export async function listen({
  apply,
  resumed,
}: {
  apply: (tags: readonly string[]) => void
  resumed: () => void
}): Promise<void> {
  if (!env.DATABASE_URL || bus.listening !== 'no') return
  const onnotify = (channel: string, raw: string) => {
    if (channel !== CHANNEL) return
    let message: { tags?: unknown; from?: unknown } | null = null
    try {
      message = JSON.parse(raw) as { tags?: unknown; from?: unknown }
    } catch {
      return
    }
    const { tags, from } = message ?? {}
    if (from === bus.instance || !Array.isArray(tags)) return
    bus.received += 1
    apply(tags.filter((tag): tag is string => typeof tag === 'string'))
  }
  const connect = async (): Promise<void> => {
    bus.listening = bus.listening === 'no' ? 'connecting' : bus.listening
    let retried = false
    const retry = () => {
      if (retried) return
      retried = true
      setListening('lost')
      void sql.end({ timeout: 0 })
      setTimeout(() => void connect(), RECONNECT_MS).unref()
    }
    // A connection of its own, never idle-closed, that says when it is gone: then it listens again.
    const sql = postgres(env.DATABASE_URL!, {
      max: 1,
      idle_timeout: 0,
      max_lifetime: null,
      connect_timeout: 3,
      onnotice: () => {},
      onnotify,
      onclose: retry,
      connection: { application_name: applicationName('bus') },
    } as postgres.Options<Record<string, never>>)
    try {
      await sql`listen ${sql(CHANNEL)}`
      const was = bus.listening
      setListening('yes')
      if (was === 'lost') resumed()
    } catch {
      retry()
    }
  }
  await connect()
}
