import { spawn } from 'node:child_process'
import { connect } from 'node:net'

import { freePort } from './database'

export interface TestRedis {
  url: string
  stop(): Promise<void>
}

/**
 * A throwaway Redis on loopback (Debian's `redis-server`, which .ci/run installs), in memory only:
 * no file is written, nothing outlives the test or benchmark. `cpus` pins it (taskset).
 */
export async function startRedis({ cpus }: { cpus?: string } = {}): Promise<TestRedis> {
  const port = await freePort()
  const redisArgs = [
    '--port',
    String(port),
    '--bind',
    '127.0.0.1',
    '--save',
    '',
    '--appendonly',
    'no',
  ]
  const server = cpus
    ? spawn('taskset', ['-c', cpus, 'redis-server', ...redisArgs], { stdio: 'ignore' })
    : spawn('redis-server', redisArgs, { stdio: 'ignore' })
  const failed = new Promise<never>((_, reject) => {
    server.once('error', (error) =>
      reject(
        new Error(`redis-server could not start (${error.message}): apt-get install redis-server`),
      ),
    )
    server.once('exit', (code) => reject(new Error(`redis-server exited with ${code}`)))
  })
  const deadline = Date.now() + 10_000
  for (;;) {
    const up = await Promise.race([
      failed,
      new Promise<boolean>((resolve) => {
        const socket = connect(port, '127.0.0.1')
        socket.once('connect', () => {
          socket.destroy()
          resolve(true)
        })
        socket.once('error', () => resolve(false))
      }),
    ])
    if (up) break
    if (Date.now() > deadline) throw new Error('redis-server did not listen within 10 s')
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: async () => {
      if (server.exitCode !== null) return
      const exited = new Promise((resolve) => server.once('exit', resolve))
      server.kill('SIGTERM')
      await exited
    },
  }
}
