/**
 * The worker thread that reads a feed for a run (read.ts, readApart): it asks for the feed's bytes a
 * chunk at a time, hands back blocks of COPY lines one at a time (each once the last is written), and
 * ends with the summary. It runs at the lowest CPU priority: on a busy machine the parse takes longer,
 * and shoppers' pages do not.
 */
import { setPriority } from 'node:os'
import { parentPort, workerData } from 'node:worker_threads'

import { FeedFormatError } from './parse'
import { readItems, type FromReader, type ReadSetup, type ToReader } from './read'

const port = parentPort!
const send = (message: FromReader) => port.postMessage(message)

try {
  // On Linux the priority is the calling thread's alone.
  setPriority(19)
} catch {
  // Not allowed here: the read runs at the server's priority.
}

let chunkWaiter: ((message: ToReader) => void) | null = null
let ackWaiter: (() => void) | null = null
port.on('message', (message: ToReader) => {
  if (message.type === 'stop') return process.exit(0)
  if (message.type === 'ack') {
    ackWaiter?.()
    ackWaiter = null
    return
  }
  chunkWaiter?.(message)
  chunkWaiter = null
})

async function* bytes(): AsyncGenerator<Buffer> {
  for (;;) {
    const message = await new Promise<ToReader>((resolve) => {
      chunkWaiter = resolve
      send({ type: 'pull' })
    })
    if (message.type !== 'chunk') return
    yield Buffer.from(message.chunk.buffer, message.chunk.byteOffset, message.chunk.byteLength)
  }
}

readItems(bytes(), workerData as ReadSetup, {
  format: (format) => send({ type: 'format', format }),
  lines: (block) =>
    new Promise<void>((resolve) => {
      ackWaiter = resolve
      send({ type: 'lines', block })
    }),
}).then(
  (summary) => {
    send({ type: 'done', summary })
    port.close()
  },
  (error: unknown) => {
    send({
      type: 'failed',
      message: (error as Error).message,
      format: error instanceof FeedFormatError,
    })
    port.close()
  },
)
