/**
 * What one instance tells the others when content changes: the tags whose process-local entries to
 * drop (local.mjs). Next's tagged caches need no message, they are shared in Redis (handler.mjs); the
 * entries kept in each process's memory in front of them do.
 * Redis pub/sub, on the same Redis: with REDIS_URL unset there is one instance and nothing to tell.
 *
 * A message lost while the connection is down is covered by the age limits of those answers
 * (at most a minute); the client reconnects and subscribes again by itself.
 */
import { randomUUID } from 'node:crypto'

import { createClient } from 'redis'

interface Bus {
  /** Tells this instance's own messages apart: it applied them already. */
  instance: string
  publisher: ReturnType<typeof connect> | null
  subscribed: boolean
}

const CHANNEL = 'shopping-guide:invalidate'

// On globalThis: Next and the server's bundle load this module separately in one process.
const bus: Bus = ((globalThis as { __cacheBus?: Bus }).__cacheBus ??= {
  instance: randomUUID(),
  publisher: null,
  subscribed: false,
})

function connect(role: string) {
  const client = createClient({ url: process.env.REDIS_URL, pingInterval: 10_000 })
  client.on('error', (error: Error) => console.error(`Redis (${role}): ${error.message}`))
  return client.connect()
}

/** The connection messages are sent on (null without REDIS_URL): also what readiness pings. */
export function busClient(): ReturnType<typeof connect> | null {
  if (!process.env.REDIS_URL) return null
  bus.publisher ??= connect('cache messages')
  return bus.publisher
}

/** Tells every other instance; never throws (a lost message is covered as said above). */
export function broadcast(tags: readonly string[]): void {
  const client = busClient()
  if (!client) return
  client
    .then((connected) => connected.publish(CHANNEL, JSON.stringify({ tags, from: bus.instance })))
    .catch((error: unknown) => console.error('A cache message could not be sent:', error))
}

/** Applies every other instance's messages here, from now on; once per process. */
export async function listen(apply: (tags: readonly string[]) => void): Promise<void> {
  if (!process.env.REDIS_URL || bus.subscribed) return
  bus.subscribed = true
  const subscriber = await connect('cache messages, listening')
  await subscriber.subscribe(CHANNEL, (raw) => {
    let message: { tags?: unknown; from?: unknown } | null = null
    try {
      message = JSON.parse(raw) as { tags?: unknown; from?: unknown }
    } catch {
      return
    }
    const { tags, from } = message ?? {}
    if (from === bus.instance || !Array.isArray(tags)) return
    apply(tags.filter((tag): tag is string => typeof tag === 'string'))
  })
}
