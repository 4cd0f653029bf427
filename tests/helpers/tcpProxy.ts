import { createServer, connect, type Socket } from 'node:net'

import { freePort } from '../../scripts/lib/database'

export interface TcpProxy {
  /** host:port clients connect to. */
  port: number
  /** Cuts every connection and refuses new ones, as a network partition would: the target keeps its data. */
  cut(): void
  /** Lets connections through again. */
  restore(): void
  close(): Promise<void>
}

/**
 * A loopback TCP relay in front of `targetPort`, for a test to take a dependency away from the app
 * and give it back with its state intact (a restarted in-memory Redis would come back empty).
 */
export async function startTcpProxy(targetPort: number): Promise<TcpProxy> {
  const port = await freePort()
  const open = new Set<Socket>()
  let cut = false
  const server = createServer((client) => {
    if (cut) return void client.destroy()
    const upstream = connect(targetPort, '127.0.0.1')
    open.add(client).add(upstream)
    const drop = () => {
      client.destroy()
      upstream.destroy()
      open.delete(client)
      open.delete(upstream)
    }
    client.on('error', drop).on('close', drop)
    upstream.on('error', drop).on('close', drop)
    client.pipe(upstream)
    upstream.pipe(client)
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    port,
    cut() {
      cut = true
      for (const socket of open) socket.destroy()
      open.clear()
    },
    restore() {
      cut = false
    },
    close: () => {
      for (const socket of open) socket.destroy()
      return new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
